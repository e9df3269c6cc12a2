import { account, address, card, contact, internet, paidUntilDeclined, pastDueStanding, voice } from '../account-builder';

// Past due 43+ days (core43): the September bill's payment was declined and nothing has been
// paid since; service is to be suspended in two days unless the past due is paid.
const primary = 'suspension@lakeside.example';

export const lakeside = account({
  standing: pastDueStanding('core43', 2, 33),
  company: { key: 'lakeside', companyName: 'Lakeside Yoga Studio', footprint: 'CHTR', node: 'MSN-LK-0312', customerCode: 'LKSDYS' },
  primary: { username: primary, fullName: 'Marta Kowalski', confirmedDaysAgo: 120 },
  billTo: address('122 E Johnson St', 'Madison', 'WI', '53703'),
  billing: { statementDay: 15, dueDay: 5, taxRate: 0.055, discountEligible: false },
  methods: [card('visa', 'VISA', '2286', { expiry: '0928', nameOnCard: 'Marta Kowalski', zip: '53703', nickname: null, addedDaysAgo: 400 })],
  payments: paidUntilDeclined(primary, 'visa', [25, 24, 26, 25, 24], 26),
  extras: { 5: [{ section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1000 }] },
  contacts: [contact('Jonas Kowalski', 'SMS', '6085550143', 200)],
  services: [internet('Standard', 8999), voice(1, ['6085550140'], 3999)],
  voiceLines: ['6085550140'],
  ssid: 'LakesideYoga',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -500, window: ['09:00', '12:00'] }],
});
