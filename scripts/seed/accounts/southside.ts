import { account, address, contact, internet, tv } from '../account-builder';
import type { Charge } from '../plan';

// No online payments (NO_ONLINE): the shop pays cash at a payment store. The latest cash
// payment is still PENDING (store payments take up to a day to post), so it does not reduce
// the balance yet.
const primary = 'cashonly@southside.example';
const promotion: Charge = { section: 'CREDITS', kind: 'PROMOTION', description: 'Promotion: Internet Standard, $15 off for 12 months', amount: -1500 };
const staticIp: Charge = { section: 'INTERNET', description: 'Static IP address (1)', amount: 1999 };

export const southside = account({
  company: { key: 'southside', companyName: 'Southside Auto Repair', footprint: 'CHTR', node: 'CLT-SB-1818', customerCode: 'SSAUTO' },
  billTo: address('2212 South Blvd', 'Charlotte', 'NC', '28203', 'Bay 3'),
  service: address('2212 South Blvd', 'Charlotte', 'NC', '28203'),
  billing: { statementDay: 18, dueDay: 9, taxRate: 0.0725, paymentRestriction: 'NO_ONLINE', discountEligible: false, paperless: false },
  flags: { voice: false, securitySuite: false },
  primary: { username: primary, fullName: 'Darnell Brooks', confirmedDaysAgo: 310, optin: false },
  contacts: [contact('Keisha Brooks', 'VOICE', '7045550155', null)],
  services: [internet('Standard', 8999), tv('Select', { channels: 125, venue: 'CUSTOMER_LOUNGE' }, 6499)],
  voiceLines: [],
  methods: [],
  recurring: [{ section: 'TV', description: 'HD receiver (1)', amount: 799 }],
  // what "compare with last month" explains: a 12-month promotion that ends with
  // statement 3, and a static IP added mid-cycle, billed for part of statement 4's period
  extras: {
    0: [promotion],
    1: [promotion],
    2: [promotion],
    4: [{ ...staticIp, kind: 'PARTIAL_MONTH', amount: 1066 }],
    5: [staticIp],
    6: [staticIp],
  },
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
