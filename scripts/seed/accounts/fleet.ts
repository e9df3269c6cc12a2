import { fleetMobileCharges, fleetMobileRecords, MOBILE_PLAN_RATE } from '../mobile';
import type { AccountPlan } from '../plan';

// Core services plus four mobile lines on one bill, paid by Auto Pay on a Mastercard for both
// core and mobile (spec billing §5: mobile Auto Pay cannot use a bank account).
const primary = 'mobile@fleet.example';

export const fleet: AccountPlan = {
  key: 'fleet',
  companyName: 'Fleet Courier Co.',
  accountStatus: 'ACTIVE',
  footprint: 'CHTR',
  billTo: { addressLine1: '620 W Oregon St', addressLine2: null, city: 'Milwaukee', state: 'WI', zip: '53204' },
  service: { addressLine1: '620 W Oregon St', addressLine2: null, city: 'Milwaukee', state: 'WI', zip: '53204' },
  node: 'MKE-WO-0303',
  customerCode: 'FLTCOU',
  statementDay: 3,
  dueDay: 24,
  paymentRestriction: 'NONE',
  discountEligible: true,
  paperless: true,
  billingSuppressed: false,
  softDisconnected: false,
  delinquencyTier: null,
  autoPay: { method: 'mc', debitDay: 24, services: ['CORE', 'MOBILE'] },
  debitDayRanges: [{ start: 1, end: 14 }, { start: 15, end: 28 }],
  featureFlags: { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true },
  communityAgreement: null,
  users: [{ username: primary, role: 'PRIMARY', firstName: 'Owen', lastName: 'Fischer' }],
  contacts: [
    { firstName: 'Owen', lastName: 'Fischer', role: 'PRIMARY', method: 'EMAIL', value: primary, optin: true, verified: true, confirmedDaysAgo: 8 },
    { firstName: 'Ana', lastName: 'Ruiz', role: null, method: 'SMS', value: '4145550194', phoneType: 'MOBILE', optin: true, verified: true, confirmedDaysAgo: 52 },
    { firstName: 'Marcus', lastName: 'Hale', role: null, method: 'VOICE', value: '4145550190', phoneType: 'LANDLINE', optin: false, verified: true, confirmedDaysAgo: 365 },
  ],
  services: [
    { key: 'INTERNET', serviceId: 'INTERNET', name: 'Business Internet Premier', details: 'Up to 400 Mbps download, 20 Mbps upload', section: 'INTERNET', rate: 12999 },
    { key: 'VOICE', serviceId: 'VOICE', name: 'Business Voice (1 line)', details: 'Unlimited calling on (414) 555-0190', section: 'VOICE', rate: 3999 },
    { key: 'MOBILE', serviceId: 'MOBILE', name: 'Business Mobile (4 lines)', details: '2 phones, 1 tablet and 1 watch', section: 'MOBILE', rate: MOBILE_PLAN_RATE },
  ],
  voiceLines: ['4145550190'],
  methods: [
    { key: 'mc', type: 'CARD', brand: 'MASTERCARD', last4: '8825', expiry: '0927', nameOnCard: 'Owen Fischer', zip: '53204', nickname: 'Fleet card', addedDaysAgo: 900 },
    { key: 'checking', type: 'BANK', last4: '4150', bankAccountType: 'CHECKING', routingLast4: '0758', nickname: null, addedDaysAgo: 600 },
  ],
  taxRate: 0.056,
  recurring: [],
  monthly: fleetMobileCharges,
  extras: { 3: [{ section: 'CREDITS', description: 'Mobile activation credit', amount: -2000 }] },
  payments: [
    { after: -1, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
    { after: 0, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
    { after: 1, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
    // Auto Pay declined once; paid with the same card through a chat agent three days later
    { after: 2, day: 'due', channel: 'AUTO_PAY', status: 'FAILED', method: { saved: 'mc' } },
    { after: 2, day: 24, channel: 'CHAT', status: 'SUCCESS', method: { saved: 'mc' } },
    { after: 3, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
    // part of the bill paid early from checking; Auto Pay took the rest
    { after: 4, day: 10, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'checking' }, amount: 5000, by: primary },
    { after: 4, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
    { after: 5, day: 'due', channel: 'AUTO_PAY', status: 'SUCCESS', method: { saved: 'mc' } },
  ],
  delinquency: null,
  ssid: 'FleetCourier-HQ',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Dispatch router' }],
  appointments: [{ type: 'INSTALL', status: 'COMPLETED', daysFromAnchor: -75, window: ['08:00', '10:00'] }],
  voiceMessages: [
    { line: 0, kind: 'voicemail', from: '2625550117', daysAgo: 1, time: '15:55', unread: true, durationSeconds: 36 },
    { line: 0, kind: 'voicemail', from: '4145550108', daysAgo: 2, time: '13:41', unread: false, durationSeconds: 12 },
  ],
  mobile: fleetMobileRecords,
};
