import { addDays } from '../../../src/domain/dates';
import { ANCHOR, type AccountPlan } from '../plan';

// Soft-disconnected (core50): the September bill went unpaid, service was interrupted on the
// soft-disconnect date, and a payment brings it back (restoreServiceAt is set by the server).
const primary = 'disconnected@harbor.example';

export const harbor: AccountPlan = {
  key: 'harbor',
  companyName: 'Harbor Marine Supply',
  accountStatus: 'TEMPORARILY_DEACTIVATED',
  footprint: 'BHN',
  billTo: { addressLine1: 'PO Box 14022', addressLine2: null, city: 'St. Petersburg', state: 'FL', zip: '33733' },
  service: { addressLine1: '845 3rd St S', addressLine2: null, city: 'St. Petersburg', state: 'FL', zip: '33701' },
  node: 'SPB-3S-0707',
  customerCode: 'HRBRMS',
  statementDay: 7,
  dueDay: 28,
  paymentRestriction: 'NONE',
  discountEligible: true,
  paperless: true,
  billingSuppressed: false,
  softDisconnected: true,
  delinquencyTier: 'core50',
  autoPay: null,
  debitDayRanges: [
    { start: 1, end: 14 },
    { start: 15, end: 28 },
  ],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Dale', lastName: 'Whitaker' }],
  contacts: [
    { firstName: 'Dale', lastName: 'Whitaker', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 240 },
    {
      firstName: 'Joanne',
      lastName: 'Whitaker',
      role: null,
      method: 'VOICE',
      value: '7275550139',
      phoneType: 'LANDLINE',
      optin: false,
      verified: true,
      confirmedDaysAgo: 400,
    },
  ],
  services: [
    {
      key: 'INTERNET',
      serviceId: 'INTERNET',
      name: 'Business Internet Premier',
      details: 'Up to 400 Mbps download, 20 Mbps upload',
      section: 'INTERNET',
      rate: 12999,
    },
    {
      key: 'VOICE',
      serviceId: 'VOICE',
      name: 'Business Voice (2 lines)',
      details: 'Unlimited calling on (727) 555-0130 and (727) 555-0131',
      section: 'VOICE',
      rate: 6998,
    },
  ],
  voiceLines: ['7275550130', '7275550131'],
  methods: [
    {
      key: 'mc',
      type: 'CARD',
      brand: 'MASTERCARD',
      last4: '4471',
      expiry: '0627',
      nameOnCard: 'Dale Whitaker',
      zip: '33701',
      nickname: null,
      addedDaysAgo: 520,
    },
  ],
  taxRate: 0.07,
  recurring: [{ section: 'INTERNET', description: 'Static IP block (5)', amount: 2999 }],
  extras: {
    5: [{ section: 'OTHER', description: 'Late payment fee', amount: 1500 }],
    6: [{ section: 'OTHER', description: 'Late payment fee', amount: 1500 }],
  },
  payments: [
    { after: -1, day: 20, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    { after: 0, day: 19, channel: 'PHONE', status: 'SUCCESS', method: { card: 'MASTERCARD', last4: '4471' } },
    { after: 1, day: 21, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    { after: 2, day: 20, channel: 'AGENT', status: 'SUCCESS', method: { bank: '6604' } },
    { after: 3, day: 21, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'mc' }, by: primary },
    { after: 4, day: 21, channel: 'ONLINE', status: 'FAILED', method: { saved: 'mc' }, by: primary },
  ],
  delinquency: { softDisconnectDate: addDays(ANCHOR, -9), hardDisconnectDate: addDays(ANCHOR, 21) },
  ssid: 'HarborMarine',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Warehouse router' }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'REPAIR', status: 'COMPLETED', daysFromAnchor: -240, window: ['10:00', '12:00'] }],
  voiceMessages: [{ line: 1, kind: 'voicemail', from: '8135550148', daysAgo: 12, time: '18:05', unread: false, durationSeconds: 58 }],
};
