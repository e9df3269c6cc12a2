import type { AccountPlan } from '../plan';

// Auto Pay on a saved Visa, discount and paperless on, one future-dated payment. User
// preferences are off, so its admins get the Users tab; it runs the community WiFi feature.
const primary = 'autopay@brightline.example';

export const brightline: AccountPlan = {
  key: 'brightline',
  companyName: 'Brightline Dental Group',
  accountStatus: 'ACTIVE',
  footprint: 'BHN',
  billTo: { addressLine1: '2750 W Kennedy Blvd', addressLine2: 'Suite 210', city: 'Tampa', state: 'FL', zip: '33609' },
  service: { addressLine1: '2750 W Kennedy Blvd', addressLine2: 'Suite 210', city: 'Tampa', state: 'FL', zip: '33609' },
  node: 'TPA-WK-0212',
  customerCode: 'BRDENT',
  statementDay: 12,
  dueDay: 3,
  paymentRestriction: 'NONE',
  discountEligible: true,
  paperless: true,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  // Auto Pay debits on the due day
  autoPay: { method: 'visa', debitDay: 3, services: ['CORE'] },
  debitDayRanges: [{ start: 1, end: 10 }, { start: 18, end: 28 }],
  featureFlags: { userPreferences: false, sharedBilling: false, billingStub: true, voice: true, community: true, securitySuite: true, selfInstall: false },
  communityAgreement: 'ACCEPTED',
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Helen', lastName: 'Park' }],
  contacts: [
    { firstName: 'Helen', lastName: 'Park', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 15 },
    { firstName: 'Rosa', lastName: 'Jimenez', role: null, method: 'SMS', value: '8135550164', phoneType: 'MOBILE', optin: true, verified: true, confirmedDaysAgo: 200 },
    { firstName: 'Carmen', lastName: 'Diaz', role: null, method: 'VOICE', value: '8135550160', phoneType: 'LANDLINE', optin: false, verified: true, confirmedDaysAgo: 380 },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Premier', details: 'Up to 400 Mbps download, 20 Mbps upload', section: 'INTERNET', rate: 13999 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (3 lines)', details: 'Unlimited calling, hunt group on (813) 555-0160', section: 'VOICE', rate: 8997 },
    { key: 'VIDEO', serviceId: 'TV', name: 'Business TV Waiting Room', details: '65+ channels for public viewing areas', section: 'TV', rate: 4999 },
  ],
  voiceLines: ['8135550160', '8135550161', '8135550162'],
  methods: [
    { key: 'visa', type: 'CARD', brand: 'VISA', last4: '1881', expiry: '0428', nameOnCard: 'Helen Park', zip: '33609', nickname: 'Practice Visa', addedDaysAgo: 800 },
    { key: 'savings', type: 'BANK', last4: '2290', bankAccountType: 'SAVINGS', routingLast4: '0047', nickname: 'Reserve savings', addedDaysAgo: 300 },
  ],
  taxRate: 0.075,
  recurring: [{ section: 'TV', description: 'HD receiver (1)', amount: 799 }],
  extras: { 3: [{ section: 'ONE_TIME', description: 'Additional TV outlet installation', amount: 7500 }] },
  payments: [
    { after: -1, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    { after: 0, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    // the card was declined once; the office paid by phone two days later
    { after: 1, day: 'due', channel: 'AUTO_PAY', status: 'FAILED', method: { saved: 'visa' } },
    { after: 1, day: 23, channel: 'PHONE', status: 'SUCCESS', method: { card: 'VISA', last4: '1881' } },
    { after: 2, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    // the one-time installation charge paid online, Auto Pay took the rest
    { after: 3, day: 5, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'savings' }, amount: 7500, by: primary },
    { after: 3, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    { after: 4, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    { after: 5, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'visa' } },
    { after: 6, day: 16, channel: 'ONLINE', status: 'SCHEDULED', method: { saved: 'savings' }, amount: 15000, by: primary, createdDaysBefore: 10 },
  ],
  delinquency: null,
  ssid: 'Brightline-Office',
  equipment: [
    { type: 'MODEM' },
    { type: 'ROUTER', nickname: 'Server closet router' },
    { type: 'POD', nickname: 'Exam rooms pod' },
    { type: 'SET_TOP_BOX' },
    { type: 'VOICE_ADAPTER' },
  ],
  appointments: [
    { type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -101, window: ['13:00', '15:00'] },
    { type: 'UPGRADE', status: 'CANCELLED', daysFromAnchor: -20, window: ['10:00', '12:00'] },
  ],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '8135550119', daysAgo: 1, time: '13:02', unread: true, durationSeconds: 27 },
    { line: 2, kind: 'fax', from: '7275550183', daysAgo: 2, time: '16:40', unread: true, durationSeconds: 51 },
  ],
};
