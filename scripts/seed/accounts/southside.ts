import type { AccountPlan } from '../plan';

// No online payments (NO_ONLINE): the shop pays cash at a payment store. The latest cash
// payment is still PENDING (store payments take up to a day to post), so it does not reduce
// the balance yet.
const primary = 'cashonly@southside.example';

export const southside: AccountPlan = {
  key: 'southside',
  companyName: 'Southside Auto Repair',
  accountStatus: 'ACTIVE',
  footprint: 'CHTR',
  billTo: { addressLine1: '2212 South Blvd', addressLine2: 'Bay 3', city: 'Charlotte', state: 'NC', zip: '28203' },
  service: { addressLine1: '2212 South Blvd', addressLine2: null, city: 'Charlotte', state: 'NC', zip: '28203' },
  node: 'CLT-SB-1818',
  customerCode: 'SSAUTO',
  statementDay: 18,
  dueDay: 9,
  paymentRestriction: 'NO_ONLINE',
  discountEligible: false,
  paperless: false,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: null,
  debitDayRanges: [
    { start: 1, end: 14 },
    { start: 15, end: 28 },
  ],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: false, community: false, securitySuite: false, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Darnell', lastName: 'Brooks' }],
  contacts: [
    { firstName: 'Darnell', lastName: 'Brooks', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: false, verified: true, confirmedDaysAgo: 310 },
    {
      firstName: 'Keisha',
      lastName: 'Brooks',
      role: null,
      method: 'VOICE',
      value: '7045550155',
      phoneType: 'LANDLINE',
      optin: false,
      verified: false,
      confirmedDaysAgo: null,
    },
  ],
  services: [
    {
      key: 'INTERNET',
      serviceId: 'INTERNET',
      name: 'Business Internet Standard',
      details: 'Up to 300 Mbps download, 10 Mbps upload',
      section: 'INTERNET',
      rate: 8999,
    },
    { key: 'VIDEO', serviceId: 'TV', name: 'Business TV Select', details: '125+ channels for the customer lounge', section: 'TV', rate: 6499 },
  ],
  voiceLines: [],
  methods: [],
  taxRate: 0.0725,
  recurring: [{ section: 'TV', description: 'HD receiver (1)', amount: 799 }],
  extras: {},
  payments: [
    { after: -1, day: 14, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 0, day: 15, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 1, day: 17, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 2, day: 15, channel: 'IN_STORE', status: 'SUCCESS', method: { card: 'VISA', last4: '2047' } },
    { after: 3, day: 16, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 4, day: 14, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 5, day: 15, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 6, day: 2, channel: 'IN_STORE', status: 'PENDING', method: { cash: true } },
  ],
  delinquency: null,
  ssid: 'Southside-Shop',
  equipment: [{ type: 'MODEM', ownership: 'OWNED' }, { type: 'ROUTER', nickname: 'Office router' }, { type: 'SET_TOP_BOX' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -530, window: ['09:00', '11:00'] }],
  voiceMessages: [],
};
