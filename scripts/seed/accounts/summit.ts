import { account, address, card, contact, EARLY_OR_LATE, internet, voice } from '../account-builder';

// The wallet edge cases besides Acme's: a card in its last 60 days, an expired card and a
// valid Discover. Nothing is owed past due; the November bill is due in December.
const primary = 'expiring@summit.example';
const holder = { nameOnCard: 'Jake Morrison', zip: '78756' };

export const summit = account({
  company: { key: 'summit', companyName: 'Summit Landscaping', footprint: 'TWC', node: 'AUS-BR-1616', customerCode: 'SMTLND' },
  billTo: address('PO Box 9187', 'Austin', 'TX', '78766'),
  service: address('4410 Burnet Rd', 'Austin', 'TX', '78756'),
  billing: { statementDay: 16, dueDay: 7, taxRate: 0.0825, debitDayRanges: EARLY_OR_LATE },
  flags: { securitySuite: false },
  primary: { username: primary, fullName: 'Jake Morrison', confirmedDaysAgo: 12 },
  contacts: [contact('Lena Morrison', 'SMS', '5125550176', 88)],
  services: [internet('Standard', 8999), voice(2, ['5125550170', '5125550171'], 6998)],
  voiceLines: ['5125550170', '5125550171'],
  methods: [
    // last valid day 2026-12-31: expiring soon on the anchor day
    card('visa', 'VISA', '3316', { expiry: '1226', ...holder, nickname: 'Truck card', addedDaysAgo: 700 }),
    // last valid day 2026-08-31: expired, and by more than a month, so it stays expired when the
    // server moves the last valid day with the clock and rounds it to a month's end
    card('mc', 'MASTERCARD', '7402', { expiry: '0826', ...holder, nickname: null, addedDaysAgo: 1100 }),
    card('discover', 'DISCOVER', '9048', { expiry: '0529', ...holder, nickname: 'Discover', addedDaysAgo: 200 }),
  ],
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
  ssid: 'SummitLandscaping',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'POD', nickname: 'Equipment barn pod' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -150, window: ['11:00', '13:00'] }],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '5125550104', daysAgo: 1, time: '16:31', unread: true, durationSeconds: 24 },
    { line: 1, kind: 'voicemail', from: '7375550133', daysAgo: 5, time: '14:09', unread: false, durationSeconds: 40 },
  ],
});
