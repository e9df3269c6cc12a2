import { account, address, bankAccount, card, contact, internet, voice } from '../account-builder';

// Cards not accepted (NO_CARDS): bank accounts only. The card saved before the restriction
// stays in the wallet, and the server marks it restricted.
const primary = 'restricted@northwind.example';

export const northwind = account({
  company: { key: 'northwind', companyName: 'Northwind Print Shop', footprint: 'TWC', node: 'CMH-NH-0505', customerCode: 'NWPRNT' },
  billTo: address('1125 N High St', 'Columbus', 'OH', '43201'),
  billing: { statementDay: 5, dueDay: 26, taxRate: 0.08, paymentRestriction: 'NO_CARDS' },
  primary: { username: primary, fullName: 'Erik Lindqvist', confirmedDaysAgo: 45 },
  contacts: [contact('Sana Qureshi', 'SMS', '6145550172', 75)],
  services: [internet('Ultra', 17999), voice(1, ['6145550170'], 3999)],
  voiceLines: ['6145550170'],
  methods: [
    bankAccount('checking', 'CHECKING', '3307', { routingLast4: '0614', nickname: 'Shop checking', addedDaysAgo: 650 }),
    card('visa', 'VISA', '9914', { expiry: '1127', nameOnCard: 'Erik Lindqvist', zip: '43201', nickname: null, addedDaysAgo: 900 }),
  ],
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
  ssid: 'Northwind-Print',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'POD', nickname: 'Press room pod' }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'REPAIR', status: 'COMPLETED', daysFromAnchor: -58, window: ['15:00', '17:00'] }],
  voiceMessages: [{ line: 0, kind: 'voicemail', from: '6145550115', daysAgo: 1, time: '17:48', unread: true, durationSeconds: 71 }],
});
