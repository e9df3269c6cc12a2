import type { Page } from '@playwright/test';
import { testCards } from '../support/cards';
import { expect, test } from './support/fixtures';
import { atWidth, picture } from './support/shots';
import { amountStep, expiryIn, LANGS, openPayment, savedCardStep, signInAs, stepHeading, usDay, type Words, signInOnSummary } from './support/payment';

// Every step and outcome of the one-time payment, in both languages, at desktop and phone widths:
// none wider than the window. `npm run screenshots` also writes each as a picture to look at
// (/tmp/shots/payment-*.png, support/shots.ts).
const WIDTHS = [1400, 390] as const;

async function shot(page: Page, name: string, lang: string, width: number, fullPage = true) {
  // from the top: a full-page capture of a scrolled page draws the sticky header mid-page
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize()!;
  // a viewport as tall as the page, so the phone's fixed footer sits at its real place
  if (fullPage)
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, await page.evaluate(() => document.documentElement.scrollHeight)) });
  await picture(page, `payment-${name}-${lang}-${width}.png`, { fullPage });
  await page.setViewportSize(viewport);
  // nothing may be wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than ${width}px`).toBeLessThanOrEqual(width);
}

/** Another user: a fresh session, and the sign-in page back in English (the choice is remembered). */
async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${lang} ${width}`, atWidth(width, lang), () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      });

      test('steps of a payment with a new card', async ({ page, today }) => {
        const w = await signInOnSummary(page, 'owner@acme.example', lang);
        await shot(page, 'summary', lang, width);
        await openPayment(page, w);
        await shot(page, 'amount', lang, width);
        await page.getByLabel(w.amountLabel).fill('0.5');
        await page.getByRole('button', { name: w.next }).click();
        await shot(page, 'amount-error', lang, width);
        await amountStep(page, w, '5000');
        await expect(page.getByRole('dialog', { name: w.overpayTitle })).toBeVisible();
        await shot(page, 'overpay-dialog', lang, width, false);
        await page.getByRole('button', { name: w.confirm }).click();
        await expect(stepHeading(page, w.methodTitle)).toBeVisible();
        await shot(page, 'method', lang, width);
        await page.getByRole('radio', { name: w.newCard }).check();
        await page.getByRole('button', { name: w.next }).click();
        await shot(page, 'method-card-errors', lang, width);
        await page.getByLabel(w.nameOnCard).fill('Maria Delgado');
        await page.getByLabel(w.cardNumber).fill(testCards.amex());
        await page.getByLabel(w.expiry).fill(expiryIn(today, 3));
        await page.getByLabel(w.zip).fill('11217');
        await page.getByLabel(w.cvv).fill('1234');
        await page.getByLabel(w.saveCard).check();
        await shot(page, 'method-card', lang, width);
        await page.getByRole('button', { name: w.next }).click();
        await expect(stepHeading(page, w.dateTitle)).toBeVisible();
        await shot(page, 'date', lang, width);
        await page.getByLabel(w.dateLabel).fill(usDay(today, -1));
        await page.getByRole('button', { name: w.next }).click();
        await shot(page, 'date-error', lang, width);
        await page.getByLabel(w.dateLabel).fill(usDay(today, 5));
        await page.getByRole('button', { name: w.next }).click();
        await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
        await page.getByLabel(w.autoPay).check();
        await shot(page, 'review', lang, width);
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByRole('heading', { name: w.scheduled })).toBeVisible();
        await shot(page, 'success-scheduled', lang, width);
      });

      test('expiring card, linking a bank', async ({ page }) => {
        const w = await signInAs(page, 'owner@acme.example', lang);
        await openPayment(page, w);
        await amountStep(page, w, '20');
        await page.getByRole('radio', { name: new RegExp(w.ending('Mastercard', '0385')) }).check();
        await page.getByLabel(w.cvv).fill('123');
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByRole('dialog', { name: w.expiringTitle })).toBeVisible();
        await shot(page, 'expiring-dialog', lang, width, false);
        await page.getByRole('button', { name: w.chooseAnother }).click();
        await page.getByRole('button', { name: w.linkBank }).click();
        await expect(stepHeading(page, w.linkTitle)).toBeVisible();
        await expect(page.locator('#pay-link-institutionId option')).toHaveCount(4);
        await shot(page, 'link-credentials', lang, width);
        await page.locator('#pay-link-institutionId').selectOption('ins_lakeshore');
        await page.locator('#pay-link-username').fill('good');
        await page.locator('#pay-link-password').fill('secret-1');
        await page.locator('form').getByRole('button').first().click();
        await expect(page.getByRole('radio').first()).toBeVisible();
        await shot(page, 'link-choose', lang, width);
        await page.locator('form').getByRole('button').first().click();
        await expect(stepHeading(page, w.methodTitle)).toBeVisible();
        await shot(page, 'method-linked', lang, width);
        await page.getByRole('button', { name: w.next }).click();
        await page.getByRole('button', { name: w.next }).click();
        await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
        await shot(page, 'review-linked', lang, width);
        await page.getByRole('button', { name: w.back }).click();
        await page.getByRole('button', { name: w.back }).click();
        await page.getByRole('button', { name: w.linkBank }).click();
        await page.locator('#pay-link-institutionId').selectOption('ins_granite');
        await page.locator('#pay-link-username').fill('fail');
        await page.locator('#pay-link-password').fill('secret-1');
        await page.locator('form').getByRole('button').first().click();
        await expect(page.getByTestId('link-failed')).toBeVisible();
        await shot(page, 'link-failed', lang, width);
      });

      test('outcomes', async ({ page, backend }) => {
        const w = await signInAs(page, 'owner@acme.example', lang);
        const payWithVisa = async () => {
          await openPayment(page, w);
          await amountStep(page, w, '20');
          await savedCardStep(page, w, 'Visa', '7731', '123');
          await page.getByRole('button', { name: w.next }).click();
          await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
        };
        await payWithVisa();
        await page.getByLabel(w.autoPay).check();
        await page.getByLabel(w.paperless).check();
        await backend.fault('enrollAutoPay', 'SERVICE_UNAVAILABLE');
        await backend.fault('updatePaperless', 'SERVICE_UNAVAILABLE');
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByTestId('payment-partial')).toBeVisible();
        await shot(page, 'partial', lang, width);

        await payWithVisa();
        await backend.fault('payments', 'PAYMENT_DECLINED');
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByRole('heading', { name: w.notMade })).toBeVisible();
        await shot(page, 'failure-declined', lang, width);

        await payWithVisa();
        await backend.fault('payments', 'SERVICE_UNAVAILABLE');
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByRole('heading', { name: w.noAnswer })).toBeVisible();
        await shot(page, 'submit-failed', lang, width);
        await page.getByRole('button', { name: lang === 'en' ? 'Stop without paying' : 'Salir sin pagar' }).click();
        await expect(page.getByTestId('payment-failure')).toBeVisible();
        await shot(page, 'failure-generic', lang, width);

        await backend.fault('billing', 'SERVICE_UNAVAILABLE');
        await page.goto('/billing/pay-bill?open=otp');
        await expect(page.getByTestId('payment-unavailable')).toBeVisible();
        await shot(page, 'unavailable', lang, width);
      });

      test('future-dated, soft-disconnected and blocked accounts', async ({ page }) => {
        let w: Words = await signInAs(page, 'owner@acme.example', lang);
        await openPayment(page, w, 'fdp');
        await shot(page, 'fdp-date', lang, width);
        await signOut(page);

        w = await signInAs(page, 'disconnected@harbor.example', lang);
        await openPayment(page, w);
        await page.getByRole('button', { name: w.next }).click();
        await page.getByRole('radio', { name: w.useBank }).check();
        await page.locator('#pay-bank-nameOnAccount').fill('Dale Whitaker');
        await page.locator('#pay-bank-routingNumber').fill('011000015');
        await page.locator('#pay-bank-accountNumber').fill('12345678');
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByTestId('pay-today-notice')).toBeVisible();
        await shot(page, 'date-must-pay-today', lang, width);
        await page.getByRole('button', { name: w.next }).click();
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByTestId('restoration')).toBeVisible();
        await shot(page, 'success-restored', lang, width);
        await signOut(page);

        w = await signInAs(page, 'restricted@northwind.example', lang);
        await openPayment(page, w);
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByTestId('restriction-notice')).toBeVisible();
        await shot(page, 'method-restricted', lang, width);
        await signOut(page);

        w = await signInAs(page, 'cashonly@southside.example', lang);
        await page.goto('/billing/pay-bill?open=otp');
        await expect(page.getByTestId('payment-blocked')).toBeVisible();
        await shot(page, 'blocked', lang, width);
      });
    });
  }
}
