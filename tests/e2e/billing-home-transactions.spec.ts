import { expectNoAxeViolations } from './support/axe';
import { cardFailsAlone } from './support/billing-home';
import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The billing home's recent transactions card (spec billing §2): the account activity's
 * latest rows, newest first, read on its own: its failure (spec billing §8, transactions fail to
 * load) is its alone, with the catalogue's message and Try again; the whole activity is a link away.
 */
test('the transactions card fails on its own, loads with Try again and links to the activity', async ({ page, backend }) => {
  await signIn(page, 'owner@acme.example');
  const card = await cardFailsAlone(page, backend, 'transactions');
  const rows = card.getByTestId('recent-transaction');
  await expect(rows).toHaveCount(5);
  // each with its date, what it is and its amount
  for (let i = 0; i < 5; i += 1) await expect(rows.nth(i)).toContainText(/\w{3} \d{1,2}, \d{4}.+-?\$\d[\d,]*\.\d{2}$/);
  await expectNoAxeViolations(page, 'billing home with recent transactions');
  await card.getByTestId('transactions-activity-link').click();
  await expect(page).toHaveURL(/\/billing\/account-activity$/);
});

test('in Spanish', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/billing', 'es');
  const card = page.getByTestId('billing-transactions-card');
  await expect(card.getByRole('heading', { name: 'Transacciones recientes' })).toBeVisible();
  await expect(card.getByTestId('recent-transaction')).toHaveCount(5);
  await expect(card.getByRole('columnheader', { name: 'Descripción' })).toBeVisible();
  await expect(card.getByTestId('transactions-activity-link')).toHaveText('Ver la actividad de la cuenta');
});
