import { account, address, autoPayDebit, bankAccount, card, contact, coreAutoPay, internet, tv, voice } from '../account-builder';

// Auto Pay on a saved Visa, discount and paperless on, one future-dated payment. User
// preferences are off, so its admins get the Users tab; it runs the community WiFi feature.
const primary = 'autopay@brightline.example';

export const brightline = account({
  company: { key: 'brightline', companyName: 'Brightline Dental Group', footprint: 'BHN', node: 'TPA-WK-0212', customerCode: 'BRDENT' },
  billTo: address('2750 W Kennedy Blvd', 'Tampa', 'FL', '33609', 'Suite 210'),
  // Auto Pay debits on the due day
  billing: { statementDay: 12, dueDay: 3, taxRate: 0.075, ...coreAutoPay('visa', 3) },
  flags: { userPreferences: false, community: true, selfInstall: false },
  communityAgreement: 'ACCEPTED',
  primary: { username: primary, fullName: 'Helen Park', confirmedDaysAgo: 15 },
  contacts: [contact('Rosa Jimenez', 'SMS', '8135550164', 200), contact('Carmen Diaz', 'VOICE', '8135550160', 380)],
  // CPNI verified by the owner with a code to her own e-mail
  cpni: { by: primary, to: primary, daysAgo: 12, time: '14:20' },
  services: [
    internet('Premier', 13999),
    voice(3, ['8135550160'], 8997, { numbersAre: 'HUNT_GROUP' }),
    tv('Waiting Room', { channels: 65, venue: 'PUBLIC_AREAS' }, 4999),
  ],
  voiceLines: ['8135550160', '8135550161', '8135550162'],
  methods: [
    card('visa', 'VISA', '1881', { expiry: '0428', nameOnCard: 'Helen Park', zip: '33609', nickname: 'Practice Visa', addedDaysAgo: 800 }),
    bankAccount('savings', 'SAVINGS', '2290', { routingLast4: '0047', nickname: 'Reserve savings', addedDaysAgo: 300 }),
  ],
  recurring: [{ section: 'TV', description: 'HD receiver (1)', amount: 799 }],
  extras: { 3: [{ section: 'ONE_TIME', description: 'Additional TV outlet installation', amount: 7500 }] },
  payments: [
    autoPayDebit(-1, 'visa'),
    autoPayDebit(0, 'visa'),
    // the card was declined once; the office paid by phone two days later
    autoPayDebit(1, 'visa', 'FAILED'),
    { after: 1, day: 23, channel: 'PHONE', status: 'SUCCESS', method: { card: 'VISA', last4: '1881' } },
    autoPayDebit(2, 'visa'),
    // the one-time installation charge paid online, Auto Pay took the rest
    { after: 3, day: 5, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'savings' }, amount: 7500, by: primary },
    autoPayDebit(3, 'visa'),
    autoPayDebit(4, 'visa'),
    autoPayDebit(5, 'visa'),
    { after: 6, day: 16, channel: 'ONLINE', status: 'SCHEDULED', method: { saved: 'savings' }, amount: 15000, by: primary, createdDaysBefore: 10 },
  ],
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
});
