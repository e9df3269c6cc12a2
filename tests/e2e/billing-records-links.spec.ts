import { expect, test } from './support/fixtures';
import { LANGS, signInAt, type Lang } from './support/lang';

/**
 * The billing records lead to one another (spec billing §2), in English and Spanish, followed by
 * their links' names as a person does: the billing home to the statements (its Statements card)
 * and to the payment history (the recent transactions card, beside the account activity); the
 * account activity to the payment history and the statements, and the history back to the activity.
 */
const words = {
  en: {
    billing: 'Billing',
    viewStatements: 'View statements',
    statements: 'Statements',
    history: 'Payment history',
    activity: 'Account activity',
    records: 'Billing records',
  },
  es: {
    billing: 'Facturación',
    viewStatements: 'Ver estados de cuenta',
    statements: 'Estados de cuenta',
    history: 'Historial de pagos',
    activity: 'Actividad de la cuenta',
    records: 'Registros de facturación',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGS) {
  const w = words[lang];
  const heading = (page: import('@playwright/test').Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  test(`the billing home, the account activity and the payment history link to the statements and the history (${lang})`, async ({ page }) => {
    await signInAt(page, 'owner@acme.example', '/billing', lang);
    await expect(heading(page, w.billing)).toBeVisible();
    await page.getByRole('link', { name: w.viewStatements }).click();
    await expect(page).toHaveURL(/\/billing\/view-statements$/);
    await expect(heading(page, w.statements)).toBeVisible();

    await page.goBack();
    await expect(heading(page, w.billing)).toBeVisible();
    await page.getByTestId('billing-transactions-card').getByRole('link', { name: w.history }).click();
    await expect(page).toHaveURL(/\/billing\/payment-history$/);
    await expect(heading(page, w.history)).toBeVisible();

    // the history leads to the activity, the activity to the history and the statements
    const records = page.getByRole('navigation', { name: w.records });
    await records.getByRole('link', { name: w.activity }).click();
    await expect(page).toHaveURL(/\/billing\/account-activity$/);
    await expect(heading(page, w.activity)).toBeVisible();
    await expect(records.getByRole('link', { name: w.activity })).toHaveCount(0);
    await records.getByRole('link', { name: w.history }).click();
    await expect(heading(page, w.history)).toBeVisible();
    await page.goBack();
    await expect(heading(page, w.activity)).toBeVisible();
    await records.getByRole('link', { name: w.statements }).click();
    await expect(page).toHaveURL(/\/billing\/view-statements$/);
    await expect(heading(page, w.statements)).toBeVisible();
  });
}
