import { account, address, autoPayDebit, bankAccount, card, contact, coreAutoPay, internet, voice } from '../account-builder';

// The wallet's every badge on one account (/billing/bill-pay-options): bank accounts not
// accepted (NO_BANK), so its checking account is restricted; Auto Pay on a Visa; a scheduled
// payment from a Mastercard; an Amex expiring soon, a Discover expired, a prepaid Visa.
const primary = 'wallet@keystone.example';
const holder = { nameOnCard: 'Nadia Okafor', zip: '97205' };

export const keystone = account({
  company: { key: 'keystone', companyName: 'Keystone Bakery', footprint: 'TWC', node: 'PDX-SW-0412', customerCode: 'KSTBKY' },
  billTo: address('1220 SW Morrison St', 'Portland', 'OR', '97205'),
  billing: { statementDay: 8, dueDay: 1, taxRate: 0, paymentRestriction: 'NO_BANK', ...coreAutoPay('visa', 1) },
  primary: { username: primary, fullName: 'Nadia Okafor', confirmedDaysAgo: 30 },
  contacts: [contact('Tomas Okafor', 'SMS', '5035550181', 60)],
  services: [internet('Standard', 8999), voice(1, ['5035550180'], 3999)],
  voiceLines: ['5035550180'],
  methods: [
    card('visa', 'VISA', '4470', { expiry: '0929', ...holder, nickname: 'Bakery Visa', addedDaysAgo: 500 }),
    card('mc', 'MASTERCARD', '5518', { expiry: '0328', ...holder, nickname: null, addedDaysAgo: 300 }),
    // last valid day 2026-12-31: expiring soon on the anchor day
    card('amex', 'AMEX', '3006', { expiry: '1226', ...holder, nickname: null, addedDaysAgo: 700 }),
    // last valid day 2026-08-31: expired, by more than a month
    card('discover', 'DISCOVER', '6127', { expiry: '0826', ...holder, nickname: null, addedDaysAgo: 1000 }),
    card('prepaid', 'VISA', '8852', { expiry: '0528', ...holder, prepaid: true, nickname: 'Gift card', addedDaysAgo: 20 }),
    bankAccount('checking', 'CHECKING', '7719', { routingLast4: '0503', nickname: 'Old checking', addedDaysAgo: 1200 }),
  ],
  payments: [
    autoPayDebit(4, 'visa'),
    autoPayDebit(5, 'visa'),
    { after: 6, day: 25, channel: 'ONLINE', status: 'SCHEDULED', method: { saved: 'mc' }, amount: 5000, by: primary, createdDaysBefore: 15 },
  ],
  ssid: 'KeystoneBakery',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }],
});
