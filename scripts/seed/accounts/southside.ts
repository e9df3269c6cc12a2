import { account, address, contact, internet, tv } from '../account-builder';

// No online payments (NO_ONLINE): the shop pays cash at a payment store. The latest cash
// payment is still PENDING (store payments take up to a day to post), so it does not reduce
// the balance yet.
const primary = 'cashonly@southside.example';

export const southside = account({
  company: { key: 'southside', companyName: 'Southside Auto Repair', footprint: 'CHTR', node: 'CLT-SB-1818', customerCode: 'SSAUTO' },
  billTo: address('2212 South Blvd', 'Charlotte', 'NC', '28203', 'Bay 3'),
  service: address('2212 South Blvd', 'Charlotte', 'NC', '28203'),
  billing: { statementDay: 18, dueDay: 9, taxRate: 0.0725, paymentRestriction: 'NO_ONLINE', discountEligible: false, paperless: false },
  flags: { voice: false, securitySuite: false },
  primary: { username: primary, fullName: 'Darnell Brooks', confirmedDaysAgo: 310, optin: false },
  contacts: [contact('Keisha Brooks', 'VOICE', '7045550155', null)],
  services: [internet('Standard', 8999), tv('Select', '125+ channels for the customer lounge', 6499)],
  voiceLines: [],
  methods: [],
  recurring: [{ section: 'TV', description: 'HD receiver (1)', amount: 799 }],
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
  ssid: 'Southside-Shop',
  equipment: [{ type: 'MODEM', ownership: 'OWNED' }, { type: 'ROUTER', nickname: 'Office router' }, { type: 'SET_TOP_BOX' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -530, window: ['09:00', '11:00'] }],
});
