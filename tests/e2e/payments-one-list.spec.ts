import { expect, test } from './support/fixtures';
import { LANGS, money, signInAt, type Lang } from './support/lang';
import { readStore } from './support/store';
import { tableByRole } from './support/table';

/**
 * One list of payments, one set of statuses (spec billing §3 Payment, §4; src/domain/payment-history.ts
 * `listedPayments`, src/domain/payment-lifecycle.ts `HistoryStatus`), in English and Spanish: every
 * payment the summary's recent payments show is in the payment history, with the same status, and
 * the history's status filter offers each status it shows. Acme (acct_1) cancelled a scheduled
 * payment of $400.03 before its day (the seed's pay_7).
 */
const words = {
  en: {
    summary: 'Account Summary',
    latest: 'Your latest payments',
    history: 'Payment history',
    status: 'Status',
    canceled: 'Canceled',
    apply: 'Apply filters',
  },
  es: {
    summary: 'Resumen de cuenta',
    latest: 'Sus pagos más recientes',
    history: 'Historial de pagos',
    status: 'Estado',
    canceled: 'Cancelado',
    apply: 'Aplicar filtros',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGS) {
  const w = words[lang];

  test(`the summary's recent payments are the history's, with its statuses; the history filters by Canceled (${lang})`, async ({ page }) => {
    const store = (await readStore()) as unknown as { payments: { id: string; amount: number; status: string }[] };
    const cancelled = store.payments.find((p) => p.id === 'pay_7')!;
    expect(cancelled.status).toBe('CANCELLED');

    await signInAt(page, 'owner@acme.example', '/account-summary', lang);
    await expect(page.getByRole('heading', { level: 1, name: w.summary })).toBeVisible();
    // the summary's table: Date, Method, Amount, Status
    const recent = (await tableByRole(page.getByRole('table', { name: w.latest }))).rows;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.map((row) => row[3])).toContain(w.canceled);

    await page.goto('/billing/payment-history');
    await expect(page.getByRole('heading', { level: 1, name: w.history })).toBeVisible();
    const card = page.getByTestId('payment-history');
    await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    // the history's table: Date, Amount, Method, Channel, Confirmation number, Status (its badge, then its timeline)
    const history = (await tableByRole(card.getByRole('table'))).rows;
    for (const [date, , amount, status] of recent) {
      const same = history.filter((row) => row[0] === date && row[1] === amount && row[5]!.startsWith(status!));
      expect(same, `${date} ${amount} ${status} is in the history`).toHaveLength(1);
    }

    // the filter offers the status the list shows, and finds the payment by it
    const statusFilter = card.getByLabel(w.status);
    await expect(statusFilter.getByRole('option', { name: w.canceled })).toHaveCount(1);
    await statusFilter.selectOption({ label: w.canceled });
    await card.getByRole('button', { name: w.apply }).click();
    await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    const filtered = (await tableByRole(card.getByRole('table'))).rows;
    expect(filtered.map((row) => [row[1], row[5]])).toEqual([[money(cancelled.amount, lang), w.canceled]]);
  });
}
