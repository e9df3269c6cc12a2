import type { AccountPlan } from '../plan';

// The wallet edge cases besides Acme's: a card in its last 60 days, an expired card and a
// valid Discover. Nothing is owed past due; the November bill is due in December.
const primary = 'expiring@summit.example';

export const summit: AccountPlan = {
  key: 'summit',
  companyName: 'Summit Landscaping',
  accountStatus: 'ACTIVE',
  footprint: 'TWC',
  billTo: { addressLine1: 'PO Box 9187', addressLine2: null, city: 'Austin', state: 'TX', zip: '78766' },
  service: { addressLine1: '4410 Burnet Rd', addressLine2: null, city: 'Austin', state: 'TX', zip: '78756' },
  node: 'AUS-BR-1616',
  customerCode: 'SMTLND',
  statementDay: 16,
  dueDay: 7,
  paymentRestriction: 'NONE',
  discountEligible: true,
  paperless: true,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: null,
  debitDayRanges: [{ start: 1, end: 10 }, { start: 18, end: 28 }],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: false, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Jake', lastName: 'Morrison' }],
  contacts: [
    { firstName: 'Jake', lastName: 'Morrison', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 12 },
    { firstName: 'Lena', lastName: 'Morrison', role: null, method: 'SMS', value: '5125550176', phoneType: 'MOBILE', optin: true, verified: true, confirmedDaysAgo: 88 },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Standard', details: 'Up to 300 Mbps download, 10 Mbps upload', section: 'INTERNET', rate: 8999 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (2 lines)', details: 'Unlimited calling on (512) 555-0170 and (512) 555-0171', section: 'VOICE', rate: 6998 },
  ],
  voiceLines: ['5125550170', '5125550171'],
  methods: [
    // last valid day 2026-12-31: expiring soon on the anchor day
    { key: 'visa', type: 'CARD', brand: 'VISA', last4: '3316', expiry: '1226', nameOnCard: 'Jake Morrison', zip: '78756', nickname: 'Truck card', addedDaysAgo: 700 },
    // last valid day 2026-08-31: expired, and by more than a month, so it stays expired when the
    // server moves the last valid day with the clock and rounds it to a month's end
    { key: 'mc', type: 'CARD', brand: 'MASTERCARD', last4: '7402', expiry: '0826', nameOnCard: 'Jake Morrison', zip: '78756', nickname: null, addedDaysAgo: 1100 },
    { key: 'discover', type: 'CARD', brand: 'DISCOVER', last4: '9048', expiry: '0529', nameOnCard: 'Jake Morrison', zip: '78756', nickname: 'Discover', addedDaysAgo: 200 },
  ],
  taxRate: 0.0825,
  recurring: [],
  extras: {
    1: [{ section: 'ONE_TIME', description: 'Installation: additional voice line', amount: 4999 }],
    5: [{ section: 'CREDITS', description: 'Courtesy credit', amount: -1500 }],
  },
  payments: [
    { after: -1, day: 15, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    { after: 0, day: 16, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    { after: 1, day: 17, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 2, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: primary },
    { after: 3, day: 15, channel: 'PHONE', status: 'SUCCESS', method: { card: 'DISCOVER', last4: '9048' } },
    { after: 4, day: 17, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'discover' }, by: primary },
    { after: 5, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: primary },
  ],
  delinquency: null,
  ssid: 'SummitLandscaping',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'POD', nickname: 'Equipment barn pod' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -150, window: ['11:00', '13:00'] }],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '5125550104', daysAgo: 1, time: '16:31', unread: true, durationSeconds: 24 },
    { line: 1, kind: 'voicemail', from: '7375550133', daysAgo: 5, time: '14:09', unread: false, durationSeconds: 40 },
  ],
};
