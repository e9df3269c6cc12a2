import type { AccountPlan } from '../plan';

// Billing suppressed: the account moved to enterprise billing, so the portal shows "Billing
// Has Moved" instead of the billing pages. Its history stays in the store.
const primary = 'moved@enterprise.example';

export const enterprise: AccountPlan = {
  key: 'enterprise',
  companyName: 'Enterprise Tower Holdings',
  accountStatus: 'ACTIVE',
  footprint: 'CHTR',
  billTo: { addressLine1: '5200 W Century Blvd', addressLine2: 'Accounts Payable, Floor 9', city: 'Los Angeles', state: 'CA', zip: '90045' },
  service: { addressLine1: '1800 Century Park E', addressLine2: 'Suite 400', city: 'Los Angeles', state: 'CA', zip: '90067' },
  node: 'LAX-CP-2020',
  customerCode: 'ENTWRH',
  statementDay: 20,
  dueDay: 11,
  paymentRestriction: 'NONE',
  discountEligible: false,
  paperless: true,
  billingSuppressed: true,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: null,
  debitDayRanges: [{ start: 1, end: 14 }, { start: 15, end: 28 }],
  featureFlags: { userPreferences: true, sharedBilling: true, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: false },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Grace', lastName: 'Liu' }],
  contacts: [
    { firstName: 'Grace', lastName: 'Liu', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 20 },
    { firstName: 'Nora', lastName: 'Feld', role: null, method: 'EMAIL', value: 'ap@enterprise.example', optin: true, verified: true, confirmedDaysAgo: 150 },
    { firstName: 'Victor', lastName: 'Mensah', role: null, method: 'SMS', value: '3105550188', phoneType: 'MOBILE', optin: true, verified: true, confirmedDaysAgo: 33 },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Gig', details: 'Up to 1 Gbps download, 35 Mbps upload', section: 'INTERNET', rate: 24999 },
    { key: 'ETHERNET', serviceId: 'ETHERNET', name: 'Dedicated Fiber Internet 500 Mbps', details: 'Symmetrical 500 Mbps with a 99.99% availability SLA', section: 'INTERNET', rate: 89900 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (6 lines)', details: 'Unlimited calling, main number (310) 555-0180', section: 'VOICE', rate: 17994 },
  ],
  voiceLines: ['3105550180', '3105550181'],
  methods: [
    { key: 'amex', type: 'CARD', brand: 'AMEX', last4: '2006', expiry: '0728', nameOnCard: 'Grace Liu', zip: '90067', nickname: 'Corporate Amex', addedDaysAgo: 500 },
    { key: 'checking', type: 'BANK', last4: '5512', bankAccountType: 'CHECKING', routingLast4: '0322', nickname: 'AP account', addedDaysAgo: 700 },
  ],
  taxRate: 0.095,
  recurring: [],
  extras: { 4: [{ section: 'ONE_TIME', description: 'Fiber circuit change fee', amount: 25000 }] },
  payments: [
    { after: -1, day: 18, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 0, day: 19, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'amex' }, by: primary },
    { after: 1, day: 20, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 2, day: 19, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'amex' }, by: primary },
    { after: 3, day: 18, channel: 'PHONE', status: 'SUCCESS', method: { card: 'AMEX', last4: '2006' } },
    { after: 4, day: 19, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 5, day: 20, channel: 'CHAT', status: 'SUCCESS', method: { saved: 'checking' } },
  ],
  delinquency: null,
  ssid: 'ETH-Tower-400',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Suite 400 core router' }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'UPGRADE', status: 'CANCELLED', daysFromAnchor: -33, window: ['09:00', '12:00'] }],
  voiceMessages: [{ line: 1, kind: 'fax', from: '2135550102', daysAgo: 6, time: '20:14', unread: true, durationSeconds: 88 }],
};
