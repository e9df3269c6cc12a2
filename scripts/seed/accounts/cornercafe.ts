import { addDays } from '../../../src/domain/dates';
import { ANCHOR, type AccountPlan } from '../plan';

// Past due 30+ days (core30): the September bill's card payment failed and nothing has been
// paid since, so two statements are owed and service is set to be interrupted next week.
const primary = 'pastdue@cornercafe.example';

export const cornercafe: AccountPlan = {
  key: 'cornercafe',
  companyName: 'Corner Cafe & Bakery',
  accountStatus: 'ACTIVE',
  footprint: 'CHTR',
  billTo: { addressLine1: '3214 Cherokee St', addressLine2: null, city: 'St. Louis', state: 'MO', zip: '63118' },
  service: { addressLine1: '3214 Cherokee St', addressLine2: null, city: 'St. Louis', state: 'MO', zip: '63118' },
  node: 'STL-CH-0926',
  customerCode: 'CRNRCB',
  statementDay: 26,
  dueDay: 16,
  paymentRestriction: 'NONE',
  discountEligible: false,
  paperless: false,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: 'core30',
  autoPay: null,
  debitDayRanges: [{ start: 1, end: 14 }, { start: 15, end: 28 }],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: false, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Nadia', lastName: 'Haddad' }],
  contacts: [
    { firstName: 'Nadia', lastName: 'Haddad', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 90 },
    { firstName: 'Ben', lastName: 'Haddad', role: null, method: 'SMS', value: '3145550128', phoneType: 'MOBILE', optin: true, verified: false, confirmedDaysAgo: null },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Standard', details: 'Up to 300 Mbps download, 10 Mbps upload', section: 'INTERNET', rate: 8999 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (1 line)', details: 'Unlimited calling on (314) 555-0120', section: 'VOICE', rate: 3999 },
    { key: 'VIDEO', serviceId: 'TV', name: 'Business TV Music & News', details: 'Music and news channels for dining rooms', section: 'TV', rate: 3499 },
  ],
  voiceLines: ['3145550120'],
  methods: [
    { key: 'discover', type: 'CARD', brand: 'DISCOVER', last4: '3104', expiry: '0227', nameOnCard: 'Nadia Haddad', zip: '63118', nickname: null, addedDaysAgo: 600 },
    { key: 'visa', type: 'CARD', brand: 'VISA', last4: '5530', expiry: '0727', nameOnCard: 'Nadia Haddad', zip: '63118', nickname: 'Supplies card', addedDaysAgo: 160 },
  ],
  taxRate: 0.09679,
  recurring: [],
  extras: { 6: [{ section: 'OTHER', description: 'Late payment fee', amount: 1000 }] },
  payments: [
    { after: -1, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'discover' }, by: primary },
    { after: 0, day: 15, channel: 'IN_STORE', status: 'SUCCESS', method: { cash: true } },
    { after: 1, day: 19, channel: 'PHONE', status: 'SUCCESS', method: { card: 'VISA', last4: '5530' } },
    { after: 2, day: 20, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: primary },
    { after: 3, day: 19, channel: 'AGENT', status: 'SUCCESS', method: { bank: '7710' } },
    { after: 4, day: 19, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'discover' }, by: primary },
    { after: 5, day: 20, channel: 'ONLINE', status: 'FAILED', method: { saved: 'discover' }, by: primary },
  ],
  delinquency: { softDisconnectDate: addDays(ANCHOR, 7), hardDisconnectDate: addDays(ANCHOR, 28) },
  ssid: 'CornerCafe-Staff',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'SET_TOP_BOX' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -700, window: ['08:00', '11:00'] }],
  voiceMessages: [{ line: 0, kind: 'voicemail', from: '3145550101', daysAgo: 4, time: '15:22', unread: true, durationSeconds: 33 }],
};
