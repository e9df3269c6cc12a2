import { addDays } from '../../../src/domain/dates';
import { account, address, card, contact, internet, paidUntilDeclined, tv, voice } from '../account-builder';
import { ANCHOR } from '../plan';

// Past due 30+ days (core30): the September bill's card payment failed and nothing has been
// paid since, so two statements are owed and service is set to be interrupted next week.
const primary = 'pastdue@cornercafe.example';
const holder = { nameOnCard: 'Nadia Haddad', zip: '63118' };

export const cornercafe = account({
  company: { key: 'cornercafe', companyName: 'Corner Cafe & Bakery', footprint: 'CHTR', node: 'STL-CH-0926', customerCode: 'CRNRCB' },
  billTo: address('3214 Cherokee St', 'St. Louis', 'MO', '63118'),
  billing: { statementDay: 26, dueDay: 16, taxRate: 0.09679, discountEligible: false, paperless: false },
  standing: { delinquencyTier: 'core30', delinquency: { softDisconnectDate: addDays(ANCHOR, 7), hardDisconnectDate: addDays(ANCHOR, 28) } },
  flags: { securitySuite: false },
  primary: { username: primary, fullName: 'Nadia Haddad', confirmedDaysAgo: 90 },
  contacts: [contact('Ben Haddad', 'SMS', '3145550128', null)],
  services: [internet('Standard', 8999), voice(1, ['3145550120'], 3999), tv('Music & News', { lineup: 'MUSIC_NEWS', venue: 'DINING_ROOMS' }, 3499)],
  voiceLines: ['3145550120'],
  methods: [
    card('discover', 'DISCOVER', '3104', { expiry: '0227', ...holder, nickname: null, addedDaysAgo: 600 }),
    card('visa', 'VISA', '5530', { expiry: '0727', ...holder, nickname: 'Supplies card', addedDaysAgo: 160 }),
  ],
  extras: { 6: [{ section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1000 }] },
  payments: paidUntilDeclined(
    primary,
    'discover',
    [
      18,
      { day: 15, channel: 'IN_STORE', method: { cash: true } },
      { day: 19, channel: 'PHONE', method: { card: 'VISA', last4: '5530' } },
      { day: 20, method: { saved: 'visa' } },
      { day: 19, channel: 'AGENT', method: { bank: '7710' } },
      19,
    ],
    20,
  ),
  ssid: 'CornerCafe-Staff',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER' }, { type: 'SET_TOP_BOX' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -700, window: ['08:00', '11:00'] }],
  voiceMessages: [{ line: 0, kind: 'voicemail', from: '3145550101', daysAgo: 4, time: '15:22', unread: true, durationSeconds: 33 }],
});
