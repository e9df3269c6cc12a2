import { account, address, autoPayDebit, bankAccount, card, contact, coreAutoPay, internet, voice } from '../account-builder';

// Auto Pay at risk and scheduled payments: Auto Pay still on a Visa that expired at the
// end of October (last month's draft failed; the next will too unless the expiry is updated or
// another method chosen), and two scheduled payments, the most allowed: one on that Visa (made
// when it was still valid), one from the checking account. An expired card stays expired when the
// store is moved to another day (src/domain/card-expiry-move.ts), so the story holds on any day.
const primary = 'atrisk@riverside.example';
const holder = { nameOnCard: 'Marcus Bell', zip: '80205' };

export const riverside = account({
  company: { key: 'riverside', companyName: 'Riverside Veterinary Clinic', footprint: 'TWC', node: 'DEN-NE-0331', customerCode: 'RVRVET' },
  billTo: address('3100 Brighton Blvd', 'Denver', 'CO', '80216'),
  billing: { statementDay: 8, dueDay: 1, taxRate: 0, ...coreAutoPay('visa', 1) },
  primary: { username: primary, fullName: 'Marcus Bell', confirmedDaysAgo: 45 },
  contacts: [contact('Ana Bell', 'SMS', '7205550143', 90)],
  services: [internet('Standard', 8999), voice(1, ['7205550142'], 3999)],
  voiceLines: ['7205550142'],
  methods: [
    // last valid day 2026-10-31: expired on the anchor day, and still behind Auto Pay
    card('visa', 'VISA', '2046', { expiry: '1026', ...holder, nickname: 'Clinic Visa', addedDaysAgo: 900 }),
    card('mc', 'MASTERCARD', '5590', { expiry: '0729', ...holder, nickname: null, addedDaysAgo: 200 }),
    bankAccount('checking', 'CHECKING', '3381', { routingLast4: '0702', nickname: 'Operating account', addedDaysAgo: 600 }),
  ],
  payments: [
    autoPayDebit(3, 'visa'),
    autoPayDebit(4, 'visa'),
    // the November draft failed: the card had expired; paid online from the Mastercard instead
    autoPayDebit(5, 'visa', 'FAILED'),
    { after: 5, day: 26, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    // scheduled on the Visa while it was valid (created 2026-10-26), for 2026-11-25: at risk
    { after: 6, day: 17, channel: 'ONLINE', status: 'SCHEDULED', method: { saved: 'visa' }, amount: 6500, by: primary, createdDaysBefore: 30 },
    { after: 6, day: 24, channel: 'ONLINE', status: 'SCHEDULED', method: { saved: 'checking' }, amount: 4000, by: primary, createdDaysBefore: 14 },
  ],
  ssid: 'RiversideVet',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }],
});
