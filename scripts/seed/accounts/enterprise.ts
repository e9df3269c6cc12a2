import { account, address, bankAccount, card, contact, internet, service, voice } from '../account-builder';

// Billing suppressed: the account moved to enterprise billing, so the portal shows "Billing
// Has Moved" instead of the billing pages. Its history stays in the store.
const primary = 'moved@enterprise.example';

export const enterprise = account({
  company: { key: 'enterprise', companyName: 'Enterprise Tower Holdings', footprint: 'CHTR', node: 'LAX-CP-2020', customerCode: 'ENTWRH' },
  billTo: address('5200 W Century Blvd', 'Los Angeles', 'CA', '90045', 'Accounts Payable, Floor 9'),
  service: address('1800 Century Park E', 'Los Angeles', 'CA', '90067', 'Suite 400'),
  billing: { statementDay: 20, dueDay: 11, taxRate: 0.095, discountEligible: false },
  standing: { billingSuppressed: true },
  flags: { sharedBilling: true, selfInstall: false },
  primary: { username: primary, fullName: 'Grace Liu', confirmedDaysAgo: 20 },
  contacts: [contact('Nora Feld', 'EMAIL', 'ap@enterprise.example', 150), contact('Victor Mensah', 'SMS', '3105550188', 33)],
  services: [
    internet('Gig', 24999),
    service('ETHERNET', 'Dedicated Fiber Internet 500 Mbps', { downloadMbps: 500, uploadMbps: 500, availabilityPercent: 99.99 }, 89900),
    voice(6, ['3105550180'], 17994, { numbersAre: 'MAIN_NUMBER' }),
  ],
  voiceLines: ['3105550180', '3105550181'],
  methods: [
    card('amex', 'AMEX', '2006', { expiry: '0728', nameOnCard: 'Grace Liu', zip: '90067', nickname: 'Corporate Amex', addedDaysAgo: 500 }),
    bankAccount('checking', 'CHECKING', '5512', { routingLast4: '0322', nickname: 'AP account', addedDaysAgo: 700 }),
  ],
  extras: { 4: [{ section: 'ONE_TIME', description: 'Fiber circuit change fee', amount: 25000 }] },
  payments: [
    { after: -1, day: 18, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 0, day: 19, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'amex' }, by: primary },
    { after: 1, day: 20, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 2, day: 19, channel: 'ONLINE', status: 'SUCCESS', method: { saved: 'amex' }, by: primary },
    { after: 3, day: 18, channel: 'PHONE', status: 'SUCCESS', method: { card: 'AMEX', last4: '2006' } },
    { after: 4, day: 19, channel: 'AGENT', status: 'SUCCESS', method: { saved: 'checking' } },
    { after: 5, day: 20, channel: 'CHAT', status: 'SUCCESS', method: { saved: 'checking' } },
  ],
  ssid: 'ETH-Tower-400',
  equipment: [{ type: 'MODEM' }, { type: 'ROUTER', nickname: 'Suite 400 core router', staticIpSubnet: true }, { type: 'VOICE_ADAPTER' }],
  appointments: [{ type: 'UPGRADE', status: 'CANCELLED', daysFromAnchor: -33, window: ['09:00', '12:00'] }],
  voiceMessages: [{ line: 1, kind: 'fax', from: '2135550102', daysAgo: 6, time: '20:14', unread: true, durationSeconds: 88 }],
});
