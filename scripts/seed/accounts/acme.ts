import type { AccountPlan } from '../plan';

// The main demo account: four users of every role, good standing with a bill due, Auto Pay
// and paperless off, and a wallet holding every card state the UI has to show.
const owner = 'owner@acme.example';
const admin = 'admin@acme.example';

export const acme: AccountPlan = {
  key: 'acme',
  companyName: 'Acme Plumbing & Heating LLC',
  accountStatus: 'ACTIVE',
  footprint: 'TWC',
  billTo: { addressLine1: 'PO Box 2291', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11202' },
  service: { addressLine1: '418 Atlantic Ave', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11217' },
  node: 'NYC-BK-0417',
  customerCode: 'ACMEPH',
  statementDay: 14,
  dueDay: 5,
  paymentRestriction: 'NONE',
  discountEligible: true,
  paperless: false,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: null,
  debitDayRanges: [{ start: 1, end: 14 }, { start: 15, end: 28 }],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true },
  communityAgreement: null,
  users: [
    { username: owner, role: 'PRIMARY', firstName: 'Maria', lastName: 'Delgado' },
    { username: admin, role: 'ADMIN', firstName: 'Tom', lastName: 'Becker' },
    { username: 'billing@acme.example', role: 'BILLING', firstName: 'Priya', lastName: 'Natarajan' },
    { username: 'staff@acme.example', role: 'STANDARD', firstName: 'Luis', lastName: 'Ortega' },
  ],
  contacts: [
    { firstName: 'Maria', lastName: 'Delgado', role: 'PRIMARY', method: 'EMAIL', value: owner, optin: true, verified: true, confirmedDaysAgo: 30 },
    { firstName: 'Tom', lastName: 'Becker', role: 'ADMIN', method: 'SMS', value: '7185550147', phoneType: 'MOBILE', optin: true, verified: true, confirmedDaysAgo: 120 },
    { firstName: 'Priya', lastName: 'Natarajan', role: 'BILLING', method: 'EMAIL', value: 'billing@acme.example', optin: true, verified: true, confirmedDaysAgo: 64 },
    { firstName: 'Luis', lastName: 'Ortega', role: 'STANDARD', method: 'VOICE', value: '7185550142', phoneType: 'LANDLINE', optin: false, verified: false, confirmedDaysAgo: null },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Ultra', details: 'Up to 600 Mbps download, 35 Mbps upload', section: 'INTERNET', rate: 17999 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (2 lines)', details: 'Unlimited local and long distance on (718) 555-0142 and (718) 555-0143', section: 'VOICE', rate: 5998 },
    { key: 'VIDEO', serviceId: 'TV', name: 'Business TV Select', details: '125+ channels on 2 HD receivers', section: 'TV', rate: 7499 },
  ],
  voiceLines: ['7185550142', '7185550143'],
  methods: [
    { key: 'visa', type: 'CARD', brand: 'VISA', last4: '7731', expiry: '0829', nameOnCard: 'Maria Delgado', zip: '11217', nickname: 'Business Visa', addedDaysAgo: 410 },
    // last valid day 2026-12-31: within 60 days of the anchor, so "expiring soon"
    { key: 'mc', type: 'CARD', brand: 'MASTERCARD', last4: '0385', expiry: '1226', nameOnCard: 'Tom Becker', zip: '11217', nickname: null, addedDaysAgo: 700 },
    // last valid day 2026-09-30: expired, by more than a month (see summit.ts)
    { key: 'amex', type: 'CARD', brand: 'AMEX', last4: '1009', expiry: '0926', nameOnCard: 'Maria Delgado', zip: '11217', nickname: 'Old Amex', addedDaysAgo: 900 },
    { key: 'prepaid', type: 'CARD', brand: 'VISA', last4: '6620', expiry: '0328', nameOnCard: 'Acme Plumbing', zip: '11217', prepaid: true, nickname: 'Prepaid card', addedDaysAgo: 45 },
    { key: 'checking', type: 'BANK', last4: '8841', bankAccountType: 'CHECKING', routingLast4: '0021', nickname: 'Operating account', addedDaysAgo: 500 },
  ],
  taxRate: 0.08875,
  recurring: [
    { section: 'INTERNET', description: 'Static IP address (1)', amount: 1999 },
    { section: 'TV', description: 'HD receivers (2)', amount: 1598 },
  ],
  extras: {
    2: [{ section: 'ONE_TIME', description: 'Service call: inside wiring repair', amount: 4999 }],
    4: [{ section: 'CREDITS', description: 'Service interruption credit', amount: -1250 }],
  },
  payments: [
    { after: -1, day: 16, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: owner },
    { after: 0, day: 19, channel: 'PHONE', status: 'SUCCESS', method: { card: 'MASTERCARD', last4: '0385' } },
    { after: 1, day: 14, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, by: admin },
    { after: 2, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'amex' }, by: owner },
    { after: 3, day: 19, channel: 'ONLINE', status: 'FAILED', method: { saved: 'visa' }, by: owner },
    { after: 3, day: 20, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: owner },
    { after: 4, day: 8, channel: 'ONLINE', status: 'CANCELLED', method: { saved: 'checking' }, by: admin, createdDaysBefore: 5 },
    { after: 4, day: 19, channel: 'CHAT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 5, day: 16, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'prepaid' }, by: owner },
  ],
  delinquency: null,
  ssid: 'AcmePlumbing',
  equipment: [
    { type: 'MODEM' },
    { type: 'ROUTER', nickname: 'Front office router' },
    { type: 'DVR' },
    { type: 'SET_TOP_BOX' },
    { type: 'VOICE_ADAPTER' },
  ],
  appointments: [
    { type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -412, window: ['12:00', '14:00'] },
    { type: 'REPAIR', status: 'COMPLETED', daysFromAnchor: -136, window: ['08:00', '10:00'] },
    { type: 'REPAIR', status: 'SCHEDULED', daysFromAnchor: 4, window: ['08:00', '10:00'] },
  ],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '7185550110', daysAgo: 1, time: '14:12', unread: true, durationSeconds: 42 },
    { line: 0, kind: 'voicemail', from: '3475550163', daysAgo: 2, time: '19:47', unread: true, durationSeconds: 18 },
    { line: 1, kind: 'fax', from: '2125550177', daysAgo: 3, time: '15:05', unread: false, durationSeconds: 64 },
    { line: 0, kind: 'voicemail', from: '9175550121', daysAgo: 9, time: '13:30', unread: false, durationSeconds: 95 },
  ],
};
