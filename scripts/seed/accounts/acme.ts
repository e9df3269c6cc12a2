import { account, address, bankAccount, card, contact, internet, tv, user, voice } from '../account-builder';

// The main demo account: four users of every role, good standing with a bill due, Auto Pay
// and paperless off, and a wallet holding every card state the UI has to show.
const owner = 'owner@acme.example';
const admin = 'admin@acme.example';
const billing = 'billing@acme.example';
const zip = '11217';

export const acme = account({
  company: { key: 'acme', companyName: 'Acme Plumbing & Heating LLC', footprint: 'TWC', node: 'NYC-BK-0417', customerCode: 'ACMEPH' },
  billTo: address('PO Box 2291', 'Brooklyn', 'NY', '11202'),
  service: address('418 Atlantic Ave', 'Brooklyn', 'NY', zip),
  billing: { statementDay: 14, dueDay: 5, taxRate: 0.08875, paperless: false },
  primary: { username: owner, fullName: 'Maria Delgado', confirmedDaysAgo: 30 },
  users: [user(admin, 'Tom Becker', 'ADMIN'), user(billing, 'Priya Natarajan', 'BILLING'), user('staff@acme.example', 'Luis Ortega', 'STANDARD')],
  contacts: [
    contact('Tom Becker', 'SMS', '7185550147', 120, { role: 'ADMIN' }),
    contact('Priya Natarajan', 'EMAIL', billing, 64, { role: 'BILLING' }),
    contact('Luis Ortega', 'VOICE', '7185550142', null, { role: 'STANDARD' }),
  ],
  services: [
    internet('Ultra', 17999),
    voice(2, ['7185550142', '7185550143'], 5998, { longDistance: true }),
    tv('Select', { channels: 125, receivers: 2 }, 7499),
  ],
  voiceLines: ['7185550142', '7185550143'],
  methods: [
    card('visa', 'VISA', '7731', { expiry: '0829', nameOnCard: 'Maria Delgado', zip, nickname: 'Business Visa', addedDaysAgo: 410 }),
    // last valid day 2026-12-31: within 60 days of the anchor, so "expiring soon"
    card('mc', 'MASTERCARD', '0385', { expiry: '1226', nameOnCard: 'Tom Becker', zip, nickname: null, addedDaysAgo: 700 }),
    // last valid day 2026-09-30: expired, by more than a month (see summit.ts)
    card('amex', 'AMEX', '1009', { expiry: '0926', nameOnCard: 'Maria Delgado', zip, nickname: 'Old Amex', addedDaysAgo: 900 }),
    card('prepaid', 'VISA', '6620', { expiry: '0328', nameOnCard: 'Acme Plumbing', zip, prepaid: true, nickname: 'Prepaid card', addedDaysAgo: 45 }),
    bankAccount('checking', 'CHECKING', '8841', { routingLast4: '0021', nickname: 'Operating account', addedDaysAgo: 500 }),
  ],
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
  ssid: 'AcmePlumbing',
  equipment: [
    { type: 'MODEM' },
    { type: 'ROUTER', nickname: 'Front office router', staticIpSubnet: true },
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
});
