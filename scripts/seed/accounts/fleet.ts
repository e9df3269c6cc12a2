import { account, address, autoPayDebit, bankAccount, card, contact, internet, service, voice } from '../account-builder';
import { fleetMobileCharges, fleetMobileRecords, MOBILE_PLAN_RATE } from '../mobile';

// Core services plus four mobile lines on one bill, paid by Auto Pay on a Mastercard for both
// core and mobile (spec billing §5: mobile Auto Pay cannot use a bank account).
const primary = 'mobile@fleet.example';

export const fleet = account({
  company: { key: 'fleet', companyName: 'Fleet Courier Co.', footprint: 'CHTR', node: 'MKE-WO-0303', customerCode: 'FLTCOU' },
  billTo: address('620 W Oregon St', 'Milwaukee', 'WI', '53204'),
  billing: { statementDay: 3, dueDay: 24, taxRate: 0.056, autoPay: { method: 'mc', debitDay: 24, services: ['CORE', 'MOBILE'] } },
  primary: { username: primary, fullName: 'Owen Fischer', confirmedDaysAgo: 8 },
  contacts: [contact('Ana Ruiz', 'SMS', '4145550194', 52), contact('Marcus Hale', 'VOICE', '4145550190', 365)],
  // CPNI verified by the owner with a code by text to Ana's mobile
  cpni: { by: primary, to: '4145550194', daysAgo: 30, time: '15:05' },
  services: [
    internet('Premier', 12999),
    voice(1, ['4145550190'], 3999),
    service('MOBILE', 'Business Mobile', { phones: 2, tablets: 1, watches: 1 }, MOBILE_PLAN_RATE),
  ],
  voiceLines: ['4145550190'],
  methods: [
    card('mc', 'MASTERCARD', '8825', { expiry: '0927', nameOnCard: 'Owen Fischer', zip: '53204', nickname: 'Fleet card', addedDaysAgo: 900 }),
    bankAccount('checking', 'CHECKING', '4150', { routingLast4: '0758', nickname: null, addedDaysAgo: 600 }),
  ],
  monthly: fleetMobileCharges,
  extras: { 3: [{ section: 'CREDITS', description: 'Mobile activation credit', amount: -2000 }] },
  payments: [
    autoPayDebit(-1, 'mc'),
    autoPayDebit(0, 'mc'),
    autoPayDebit(1, 'mc'),
    // Auto Pay declined once; paid with the same card through a chat agent three days later
    autoPayDebit(2, 'mc', 'FAILED'),
    { after: 2, day: 24, channel: 'CHAT', status: 'SUCCESS', method: { saved: 'mc' } },
    autoPayDebit(3, 'mc'),
    // part of the bill paid early from checking; Auto Pay took the rest
    { after: 4, day: 10, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, amount: 5000, by: primary },
    autoPayDebit(4, 'mc'),
    autoPayDebit(5, 'mc'),
  ],
  ssid: 'FleetCourier-HQ',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Dispatch router' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -75, window: ['08:00', '10:00'] }],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '2625550117', daysAgo: 1, time: '15:55', unread: true, durationSeconds: 36 },
    { line: 0, kind: 'voicemail', from: '4145550108', daysAgo: 2, time: '13:41', unread: false, durationSeconds: 12 },
  ],
  mobile: fleetMobileRecords,
});
