import { account, address, autoPayDebit, card, contact, internet, service } from '../account-builder';
import { ROUTEWISE_MOBILE_RATE, routewiseMobileCharges, routewiseMobileRecords } from '../mobile-routewise';

// A delivery business whose phones are most of the bill: eight mobile lines (scripts/seed/mobile-routewise.ts)
// beside its internet, paid by Auto Pay on a Visa for core and mobile (spec billing §5: mobile
// Auto Pay cannot use a bank account).
const owner = 'owner@routewise.example';

export const routewise = account({
  company: { key: 'routewise', companyName: 'Routewise Logistics LLC', footprint: 'CHTR', node: 'MSN-EA-0112', customerCode: 'RTWLOG' },
  billTo: address('2200 Kennedy Rd', 'Madison', 'WI', '53704'),
  billing: { statementDay: 1, dueDay: 24, taxRate: 0.055, autoPay: { method: 'visa', debitDay: 24, services: ['CORE', 'MOBILE'] } },
  primary: { username: owner, fullName: 'Dana Whitfield', confirmedDaysAgo: 21 },
  contacts: [contact('Marco Silva', 'SMS', '6085550142', 40)],
  services: [internet('Standard', 9999), service('MOBILE', 'Business Mobile', { phones: 7, tablets: 1 }, ROUTEWISE_MOBILE_RATE)],
  voiceLines: [],
  methods: [card('visa', 'VISA', '4417', { expiry: '0528', nameOnCard: 'Dana Whitfield', zip: '53704', nickname: 'Fleet Visa', addedDaysAgo: 400 })],
  monthly: routewiseMobileCharges,
  payments: [
    autoPayDebit(-1, 'visa'),
    autoPayDebit(0, 'visa'),
    autoPayDebit(1, 'visa'),
    autoPayDebit(2, 'visa'),
    autoPayDebit(3, 'visa'),
    autoPayDebit(4, 'visa'),
    autoPayDebit(5, 'visa'),
  ],
  ssid: 'Routewise-Yard',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Yard office router' }],
  mobile: routewiseMobileRecords,
});
