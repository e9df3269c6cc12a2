import { account, address, card, contact, internet, paidUntilDeclined, pastDueStanding, tv } from '../account-builder';

// Past due 76+ days (core76): nothing paid since the August bill; service was suspended last
// month and the account is closed in five days unless paid, with its leased equipment to return.
const primary = 'equipment@granite.example';
const lateFee = [{ section: 'OTHER' as const, kind: 'LATE_FEE' as const, description: 'Late payment fee', amount: 1500 }];

export const granite = account({
  standing: pastDueStanding('core76', -30, 5),
  company: { key: 'granite', companyName: 'Granite State Movers', footprint: 'TWC', node: 'MHT-GS-0418', customerCode: 'GRNTSM' },
  primary: { username: primary, fullName: 'Paul Tremblay', confirmedDaysAgo: 300 },
  billTo: address('480 Elm St', 'Manchester', 'NH', '03101'),
  billing: { statementDay: 7, dueDay: 28, taxRate: 0, discountEligible: false, paperless: false },
  methods: [card('mc', 'MASTERCARD', '6019', { expiry: '0428', nameOnCard: 'Paul Tremblay', zip: '03101', nickname: null, addedDaysAgo: 700 })],
  payments: paidUntilDeclined(primary, 'mc', [20, 21, 19, 21], 21),
  extras: { 4: lateFee, 5: lateFee, 6: lateFee },
  contacts: [contact('Lise Tremblay', 'VOICE', '6035550187', 500)],
  services: [internet('Premier', 12999), tv('Select', { lineup: 'NEWS_SPORTS_MUSIC', venue: 'LOBBY' }, 4999)],
  voiceLines: [],
  ssid: 'GraniteMovers',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'SET_TOP_BOX' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -900, window: ['08:00', '10:00'] }],
});
