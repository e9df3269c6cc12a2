import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { paymentsOf } from './support/store';
import { instantInZone } from '../../src/domain/dates';

/**
 * Scheduled payments are submitted on their day (src/server/scheduled-submission.ts):
 * Brightline's $150.00 from its savings (pay_19) is in the scheduled list until the server's day
 * reaches its date; then it has left the list and is in the history, in process (a bank debit),
 * in English and in Spanish. The day boundary and exactly-once are tests/server/scheduled-submission.test.ts.
 */
test('a scheduled bank payment leaves the list on its day and is in the history, in process', async ({ page, backend, today }) => {
  await signIn(page, 'autopay@brightline.example');
  await page.goto('/billing');
  const card = page.getByTestId('scheduled-payments');
  await expect(card).toContainText('Bank account ending in 2290');
  const [scheduled] = (await paymentsOf('acct_2')).filter((p) => p.id === 'pay_19');
  expect(scheduled!.paymentDate > today).toBe(true);

  // the server's day reaches the payment's date (a new session: the old one has been idle for days)
  await backend.post('/clock', { now: instantInZone(scheduled!.paymentDate, '08:00', 'America/New_York').toISOString() });
  await signIn(page, 'autopay@brightline.example');
  await page.goto('/billing');
  await expect(card.getByTestId('scheduled-empty')).toHaveText('You have no scheduled payments.');
  await page.goto('/billing/payment-history');
  const row = page.locator('[data-testid="history-row"][data-payment="pay_19"]');
  await expect(row.getByTestId('history-status')).toHaveText('In Progress');
  await expect(row).toContainText(scheduled!.confirmationNumber);

  await signInAt(page, 'autopay@brightline.example', '/billing/payment-history', 'es');
  await expect(row.getByTestId('history-status')).toHaveText('En Proceso');
});
