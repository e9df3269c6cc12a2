import { addDays } from '../../../src/domain/dates';
import { account, address, card, contact, internet, paidUntilDeclined, voice } from '../account-builder';
import { ANCHOR } from '../plan';

// Soft-disconnected (core50): the September bill went unpaid, service was interrupted on the
// soft-disconnect date, and a payment brings it back (restoreServiceAt is set by the server).
const primary = 'disconnected@harbor.example';

export const harbor = account({
  company: { key: 'harbor', companyName: 'Harbor Marine Supply', footprint: 'BHN', node: 'SPB-3S-0707', customerCode: 'HRBRMS' },
  billTo: address('PO Box 14022', 'St. Petersburg', 'FL', '33733'),
  service: address('845 3rd St S', 'St. Petersburg', 'FL', '33701'),
  billing: { statementDay: 7, dueDay: 28, taxRate: 0.07 },
  standing: {
    accountStatus: 'TEMPORARILY_DEACTIVATED',
    softDisconnected: true,
    delinquencyTier: 'core50',
    delinquency: { softDisconnectDate: addDays(ANCHOR, -9), hardDisconnectDate: addDays(ANCHOR, 21) },
  },
  primary: { username: primary, fullName: 'Dale Whitaker', confirmedDaysAgo: 240 },
  contacts: [contact('Joanne Whitaker', 'VOICE', '7275550139', 400, { invalidReason: 'DISCONNECTED' })],
  services: [internet('Premier', 12999), voice(2, ['7275550130', '7275550131'], 6998)],
  voiceLines: ['7275550130', '7275550131'],
  methods: [card('mc', 'MASTERCARD', '4471', { expiry: '0627', nameOnCard: 'Dale Whitaker', zip: '33701', nickname: null, addedDaysAgo: 520 })],
  recurring: [{ section: 'INTERNET', description: 'Static IP block (5)', amount: 2999 }],
  extras: {
    5: [{ section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1500 }],
    6: [{ section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1500 }],
  },
  payments: paidUntilDeclined(
    primary,
    'mc',
    [20, { day: 19, channel: 'PHONE', method: { card: 'MASTERCARD', last4: '4471' } }, 21, { day: 20, channel: 'AGENT', method: { bank: '6604' } }, 21],
    21,
  ),
  ssid: 'HarborMarine',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Warehouse router' }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'REPAIR', status: 'COMPLETED', daysFromAnchor: -240, window: ['10:00', '12:00'] }],
  voiceMessages: [{ line: 1, kind: 'voicemail', from: '8135550148', daysAgo: 12, time: '18:05', unread: false, durationSeconds: 58 }],
});
