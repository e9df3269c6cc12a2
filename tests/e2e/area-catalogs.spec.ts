import type { Page } from '@playwright/test';
import { expect, signIn, signInCall, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { shownMessageIds } from './support/message-ids';
import { words } from './support/payment';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/initial-locale';

/**
 * The words of the portal's areas come in catalogs of their own, with their code (src/i18n/locale.ts
 * `withArea`): one per billing feature, the payment-method forms', the quick pay's. A page
 * never shows a message id, and switching the language on one brings its words along, before and
 * after a reload and on the next page.
 */
test.describe.configure({ timeout: 120_000 });

// Each area's catalog on a page that shows it (owner@acme.example; the at-risk alert on Riverside's
// summary below), with the question the page opens with (Acme's wallet: its expired card)
const PAGES: { path: string; areas: string; questions?: readonly string[] }[] = [
  { path: '/account-summary', areas: 'quick pay, payment forms' },
  { path: '/billing', areas: 'billing home, scheduled payments, billing notices' },
  { path: '/billing/pay-bill?open=otp', areas: 'payment, payment forms' },
  { path: '/billing/pay-bill?open=ap', areas: 'Auto Pay, payment forms, billing notices' },
  { path: '/billing/pay-bill?open=bd', areas: 'bill delivery' },
  { path: '/billing/bill-pay-options', areas: 'wallet, scheduled payments, payment forms', questions: ['wallet-expired'] },
  { path: '/billing/view-statements', areas: 'statements, profile' },
  { path: '/billing/payment-history', areas: 'activity' },
  { path: '/billing/account-activity', areas: 'activity' },
];

/** The page and every read it starts are done, and it shows no message id. */
async function settledWithoutIds(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => shownMessageIds(page), { message: `message ids on ${what}` }).toEqual([]);
}

/** The questions the page asks on arrival (modal dialogs, each with its words), each shown then put off with Escape. */
async function passQuestions(page: Page, questions: readonly string[], what: string): Promise<void> {
  for (const testId of questions) {
    await expect(page.getByTestId(testId)).toBeVisible();
    await settledWithoutIds(page, `${what}, ${testId}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(testId)).toBeHidden();
  }
}

async function switchTo(page: Page, lang: 'en' | 'es'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: lang === 'es' ? 'Español' : 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

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

test("each area's page in English, switched to Spanish on it, and back", async ({ page }) => {
  await signInCall(page, 'owner@acme.example');
  for (const { path, areas, questions = [] } of PAGES) {
    await page.goto(path);
    await passQuestions(page, questions, `${path} in English`);
    await settledWithoutIds(page, `${path} (${areas}) in English`);
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await switchTo(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english ?? '');
    await settledWithoutIds(page, `${path} (${areas}) switched to Spanish`);
    await switchTo(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english ?? '');
  }
});

test('a billing page opened first in Spanish (its code preloaded before the language is active)', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const { path, areas, questions = [] } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[A-Za-z0-9+/]{6}$/);
    await passQuestions(page, questions, `${path} in Spanish`);
    await settledWithoutIds(page, `${path} (${areas}) opened in Spanish`);
    if (path === '/billing/pay-bill?open=ap') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscribirse en Pago automático');
  }
});

test("the at-risk alert's words, on a summary opened in Spanish and switched to English", async ({ page }) => {
  await signInCall(page, 'atrisk@riverside.example');
  await page.addInitScript((key) => localStorage.setItem(key, 'es'), LOCALE_STORAGE_KEY);
  await page.goto('/account-summary');
  await expect(page.getByTestId('summary-payment-risk')).toBeVisible();
  await settledWithoutIds(page, 'the at-risk alert in Spanish');
  await switchTo(page, 'en');
  await expect(page.getByTestId('summary-payment-risk')).toBeVisible();
  await settledWithoutIds(page, 'the at-risk alert switched to English');
});

test('the sign-in and not-found pages (their own catalogs) in English, switched to Spanish, then opened in Spanish', async ({ page }) => {
  for (const path of ['/login', '/account-recovery', '/404']) {
    await page.goto(path);
    await settledWithoutIds(page, `${path} in English`);
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await switchTo(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english ?? '');
    await settledWithoutIds(page, `${path} switched to Spanish`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await settledWithoutIds(page, `${path} opened in Spanish`);
    await switchTo(page, 'en');
  }
});
