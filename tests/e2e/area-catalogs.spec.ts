import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { words } from './support/payment';

/**
 * The billing screens' words come in their own catalog, with their code (src/i18n/locale.ts
 * `withArea`, issue 13): a billing page never shows a message id, and switching the language on
 * one brings its words along, before and after a reload and on the next billing page.
 */
test('a billing page in English, then switched to Spanish, then another billing page and a reload', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/billing/pay-bill?open=otp');
  await expect(page.getByRole('heading', { level: 2, name: words.en.amountTitle })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 2, name: words.es.amountTitle })).toBeVisible();

  await page.goto('/billing/view-statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de cuenta' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de cuenta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(/^[A-Za-z0-9+/]{6}$/);
});

test('a billing page opened first in Spanish (its code preloaded before the language is active)', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const path of ['/billing/pay-bill?open=otp', '/billing/view-statements', '/billing/bill-pay-options', '/billing/pay-bill?open=ap']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[A-Za-z0-9+/]{6}$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(/^[A-Za-z0-9+/]{6}$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscribirse en Pago automático');
});
