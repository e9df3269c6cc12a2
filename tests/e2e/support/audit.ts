/**
 * Entries of Acme's audit trail written before a browser test starts, as the server
 * records them (src/server/audit.ts): what the trail page shows besides the test's own write. A
 * patch of the seed for `backend.reset`; insertion order is the trail's (oldest first).
 */
type Change = { field: string; item: string | null; before: string | number | boolean | null; after: string | number | boolean | null };

const entry = (n: number, at: string, who: 'maria' | 'tom', kind: string, recordId: string, subject: string | null, changes: Change[]) => ({
  id: `aud_${900 + n}`,
  accountId: 'acct_1',
  at,
  ...(who === 'maria' ? { userId: 'usr_1', userName: 'Maria Delgado' } : { userId: 'usr_2', userName: 'Tom Becker' }),
  sessionRef: 'ses_0123456789ab',
  kind,
  recordId,
  subject,
  changes,
});
const change = (field: string, before: Change['before'], after: Change['after'], item: string | null = null): Change => ({ field, item, before, after });

/** One payment by Maria Delgado, the owner: the entry the person and kind filters set apart from the test's own. */
export const MARIAS_PAYMENT = entry(1, '2026-01-06T15:04:00.000Z', 'maria', 'PAYMENT_MADE', 'pay_900', 'C-20260106-0001', [
  change('amount', null, 12550),
  change('methodType', null, 'CARD'),
  change('last4', null, '4242'),
]);

/** A trail with one entry of most shapes the page draws: added, changed, removed, secret, long values. */
export const VARIED_TRAIL = [
  MARIAS_PAYMENT,
  entry(2, '2026-01-07T14:30:00.000Z', 'tom', 'CONTACT_UPDATED', 'ct_2', 'accounts-payable.department@acme-plumbing-and-heating.example', [
    change('contactValue', 'tom.becker@acme.example', 'accounts-payable.department@acme-plumbing-and-heating.example'),
    change('verified', true, false),
  ]),
  entry(3, '2026-01-08T16:45:00.000Z', 'maria', 'MARKETING_CHANGED', 'acct_1', null, [change('offers', false, true, 'EMAIL')]),
  entry(4, '2026-01-09T13:10:00.000Z', 'maria', 'SECURITY_QUESTION_CHANGED', 'usr_1', null, [
    change('question', null, 'childhoodStreet'),
    change('answer', null, 'CHANGED'),
  ]),
  entry(5, '2026-01-10T21:55:00.000Z', 'tom', 'ROUTER_SETTINGS_CHANGED', 'eq_2', 'AcmePlumbing', [
    change('wifiName', 'AcmePlumbing', 'AcmePlumbing-Office', 'AcmePlumbing'),
    change('wifiPassword', null, 'CHANGED', 'AcmePlumbing-Office'),
  ]),
  entry(6, '2026-01-12T15:20:00.000Z', 'maria', 'PERSON_ROLE_CHANGED', 'usr_4', 'Luis Ortega', [change('role', 'STANDARD', 'BILLING')]),
  entry(7, '2026-01-13T17:00:00.000Z', 'tom', 'WALLET_METHOD_DELETED', 'pm_3', '1881', [change('methodType', 'BANK', null), change('last4', '1881', null)]),
];

/** `count` of Maria's payments, a day apart (for the page's "Show older changes"). */
export const manyPayments = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    entry(10 + i, new Date(Date.UTC(2026, 0, 1 + i, 15)).toISOString(), 'maria', 'PAYMENT_MADE', `pay_${910 + i}`, `C-2026-${1000 + i}`, [
      change('amount', null, 1000 + i),
    ]),
  );
