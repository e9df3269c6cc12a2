import type { AccountPlan } from '../plan';

// Cards not accepted (NO_CARDS): bank accounts only. The card saved before the restriction
// stays in the wallet, and the server marks it restricted.
const primary = 'restricted@northwind.example';

export const northwind: AccountPlan = {
  key: 'northwind',
  companyName: 'Northwind Print Shop',
  accountStatus: 'ACTIVE',
  footprint: 'TWC',
  billTo: { addressLine1: '1125 N High St', addressLine2: null, city: 'Columbus', state: 'OH', zip: '43201' },
  service: { addressLine1: '1125 N High St', addressLine2: null, city: 'Columbus', state: 'OH', zip: '43201' },
  node: 'CMH-NH-0505',
  customerCode: 'NWPRNT',
  statementDay: 5,
  dueDay: 26,
  paymentRestriction: 'NO_CARDS',
  discountEligible: true,
  paperless: true,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: null,
  debitDayRanges: [
    { start: 1, end: 14 },
    { start: 15, end: 28 },
  ],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Erik', lastName: 'Lindqvist' }],
  contacts: [
    { firstName: 'Erik', lastName: 'Lindqvist', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 45 },
    {
      firstName: 'Sana',
      lastName: 'Qureshi',
      role: null,
      method: 'SMS',
      value: '6145550172',
      phoneType: 'MOBILE',
      optin: true,
      verified: true,
      confirmedDaysAgo: 75,
    },
  ],
  services: [
    {
      key: 'INTERNET',
      serviceId: 'INTERNET',
      name: 'Business Internet Ultra',
      details: 'Up to 600 Mbps download, 35 Mbps upload',
      section: 'INTERNET',
      rate: 17999,
    },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (1 line)', details: 'Unlimited calling on (614) 555-0170', section: 'VOICE', rate: 3999 },
  ],
  voiceLines: ['6145550170'],
  methods: [
    { key: 'checking', type: 'BANK', last4: '3307', bankAccountType: 'CHECKING', routingLast4: '0614', nickname: 'Shop checking', addedDaysAgo: 650 },
    { key: 'visa', type: 'CARD', brand: 'VISA', last4: '9914', expiry: '1127', nameOnCard: 'Erik Lindqvist', zip: '43201', nickname: null, addedDaysAgo: 900 },
  ],
  taxRate: 0.08,
  recurring: [{ section: 'INTERNET', description: 'WiFi Pro managed access', amount: 1499 }],
  extras: { 2: [{ section: 'CREDITS', description: 'Loyalty credit', amount: -1000 }] },
  payments: [
    { after: -1, day: 15, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'visa' }, by: primary },
    // a declined card, shortly before cards were restricted on the account
    { after: 0, day: 16, channel: 'ONLINE', status: 'FAILED', method: { saved: 'visa' }, by: primary },
    { after: 0, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, by: primary },
    { after: 1, day: 17, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, by: primary },
    { after: 2, day: 20, channel: 'PHONE', status: 'SUCCESS', method: { bank: '3307' } },
    { after: 3, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, by: primary },
    { after: 4, day: 19, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 5, day: 18, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, by: primary },
  ],
  delinquency: null,
  ssid: 'Northwind-Print',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'POD', nickname: 'Press room pod' }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'REPAIR', status: 'COMPLETED', daysFromAnchor: -58, window: ['15:00', '17:00'] }],
  voiceMessages: [{ line: 0, kind: 'voicemail', from: '6145550115', daysAgo: 1, time: '17:48', unread: true, durationSeconds: 71 }],
};
