import type { Page } from '@playwright/test';
import { defaultDebitDay } from '../../src/domain/autopay-debit-day';
import { expect, test, type Backend } from './support/fixtures';
import {
  autoPayOf,
  expectEnrolledAndPaid,
  LANGS,
  money,
  openAutoPay,
  paymentsOf,
  recordsSince,
  signInAs,
  stepHeading,
  type Lang,
  type Words,
} from './support/autopay';
import { expiringCardAsksFirst } from './support/method-step';
import { accountOf } from './support/store';

/**
 * Enroll in Auto Pay through the UI (spec billing §2, §4, §5, §8, §9), in English and Spanish,
 * against the real backend; every outcome is checked in the store too: enrolled or not, with
 * which method, and how many payments were made.
 * Acme (acct_1): $412.53 due, Auto Pay off, discount eligible. Visa 7731 valid, Mastercard 0385
 * expiring soon, Amex 1009 expired, prepaid Visa 6620, checking 8841. Harbor (acct_4) is
 * soft-disconnected.
 */
const ACME = 'acct_1';
const ACME_DUE = 41253;

/** Step 1 as it opens: the balance and "Pay it today" (on), Core covered; then Next. */
async function amountStep(page: Page, w: Words, lang: Lang, payToday: boolean) {
  await expect(page.getByTestId('step-indicator')).toHaveText(w.step(1));
  await expect(stepHeading(page, w.amountTitle)).toBeVisible();
  await expect(page.getByTestId('ap-amount-due')).toHaveText(money(ACME_DUE, lang));
  const pay = page.getByLabel(w.payToday(money(ACME_DUE, lang)));
  await expect(pay).toBeChecked();
  await expect(page.getByLabel(w.coreServices)).toBeChecked();
  if (!payToday) await pay.uncheck();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
}

/** Step 2: a saved method (with the CVV for a card), then Next to the review. */
async function methodStep(page: Page, w: Words, radio: RegExp | string, cvv?: string) {
  await expect(page.getByTestId('step-indicator')).toHaveText(w.step(2));
  await page.getByRole('radio', { name: radio }).check();
  if (cvv) await page.getByLabel(w.cvv).fill(cvv);
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
  await expect(page.getByTestId('step-indicator')).toHaveText(w.step(3));
}

/**
 * Acme's enrollment with its Visa 7731, paying today or not, the enrollment call armed to fail,
 * then submitted. What the store held before, to compare with.
 */
async function enrollFailingWithVisa(page: Page, backend: Backend, lang: Lang, { payToday }: { payToday: boolean }) {
  const w = await signInAs(page, 'owner@acme.example', lang);
  const before = await paymentsOf(ACME);
  await openAutoPay(page, w.enrollTitle);
  await amountStep(page, w, lang, payToday);
  await methodStep(page, w, new RegExp(w.ending('Visa', '7731')), '123');
  await page.getByLabel(w.terms).check();
  await backend.fault('enrollAutoPay', 'SERVICE_UNAVAILABLE');
  await page.getByRole('button', { name: payToday ? w.payAndEnroll(money(ACME_DUE, lang)) : w.enrollButton }).click();
  return { w, before };
}

for (const lang of LANGS) {
  test.describe(`Auto Pay enroll (${lang})`, () => {
    test('successWithPayment: the balance is paid today with the Visa, then Auto Pay is on; the terms are required', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      const before = await paymentsOf(ACME);
      await openAutoPay(page, w.enrollTitle);
      await amountStep(page, w, lang, true);

      // methods Auto Pay cannot use are listed, explained and cannot be chosen
      await expect(page.getByTestId('ap-method-pm_3')).toContainText(w.expiredWhy);
      await expect(page.getByRole('radio', { name: new RegExp(w.ending('American Express', '1009')) })).toBeDisabled();
      await expect(page.getByTestId('ap-method-pm_4')).toContainText(w.prepaidWhy);
      await expect(page.getByRole('radio', { name: new RegExp(w.ending('Visa', '6620')) })).toBeDisabled();
      // a card needs its CVV, asked once
      await page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) }).check();
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByLabel(w.cvv)).toBeFocused();
      await methodStep(page, w, new RegExp(w.ending('Visa', '7731')), '123');

      // review: method, debit day, today's payment, the $5 discount, the terms
      await expect(page.getByTestId('ap-review-method')).toHaveText(w.ending('Visa', '7731'));
      // the default day for Acme's due date, which moves with the day the seed is moved to
      const acme = await accountOf(ACME);
      await expect(page.getByTestId('ap-review-day')).toHaveText(w.dayOf(defaultDebitDay(acme.dueDate, acme.debitDayRanges)));
      await expect(page.getByTestId('ap-review-payment')).toHaveText(money(ACME_DUE, lang));
      await expect(page.getByTestId('ap-discount')).toHaveText(w.discount);
      const submit = page.getByRole('button', { name: w.payAndEnroll(money(ACME_DUE, lang)) });
      await submit.click();
      await expect(page.getByTestId('ap-terms-error')).toHaveText(w.termsRequired);
      await expect(page.getByLabel(w.terms)).toBeFocused();
      expect(await paymentsOf(ACME)).toHaveLength(before.length);
      await page.getByLabel(w.terms).check();
      await submit.click();

      await expect(page.getByRole('heading', { level: 2, name: w.successWithPayment })).toBeFocused();
      await expectEnrolledAndPaid(page, ACME, before, 'pm_1', { amount: ACME_DUE, last4: '7731' });
      await expect(page.getByTestId('ap-payment-amount')).toHaveText(money(ACME_DUE, lang));

      // the page now manages the enrollment
      await page.getByRole('button', { name: w.manage }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.manageTitle })).toBeVisible();
      await expect(page.getByTestId('ap-summary-method')).toHaveText(w.ending('Visa', '7731'));
    });

    test('success: without paying today, with the checking account; nothing is charged', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      const before = await paymentsOf(ACME);
      await openAutoPay(page, w.enrollTitle);
      await amountStep(page, w, lang, false);
      await methodStep(page, w, new RegExp(w.bankEnding('8841')));
      await expect(page.getByTestId('ap-review-payment')).toHaveText(w.none);
      await page.getByLabel(w.terms).check();
      await page.getByRole('button', { name: w.enrollButton }).click();

      await expect(page.getByRole('heading', { level: 2, name: w.success })).toBeFocused();
      await expect(page.getByTestId('ap-still-due')).toBeVisible();
      const { autoPay, newPayments } = await recordsSince(ACME, before);
      expect(autoPay).toMatchObject({ enrolled: true, methodId: 'pm_5', services: ['CORE'] });
      expect(newPayments).toHaveLength(0);
    });

    test('partial: the payment goes through, the enrollment fails, said plainly', async ({ page, backend }) => {
      const { w, before } = await enrollFailingWithVisa(page, backend, lang, { payToday: true });

      await expect(page.getByRole('heading', { level: 2, name: w.partialTitle })).toBeFocused();
      await expect(page.getByTestId('ap-partial-notice')).toHaveText(w.partial(money(ACME_DUE, lang)));
      const { autoPay, newPayments } = await recordsSince(ACME, before);
      expect(autoPay.enrolled).toBe(false);
      expect(newPayments).toHaveLength(1);
      expect(newPayments[0]).toMatchObject({ amount: ACME_DUE, methodId: 'pm_1' });
      await expect(page.getByTestId('ap-confirmation-number')).toHaveText(newPayments[0]!.confirmationNumber);
    });

    test('failure: the enrollment fails without a payment: the §8 message, dismissed with OK', async ({ page, backend }) => {
      const { w, before } = await enrollFailingWithVisa(page, backend, lang, { payToday: false });

      await expect(page.getByRole('heading', { level: 2, name: w.failureTitle })).toBeFocused();
      const error = page.getByTestId('ap-error');
      await expect(error).toContainText(w.enrollError);
      await error.getByRole('button', { name: w.ok }).click();
      await expect(error).toBeHidden();
      const { autoPay, newPayments } = await recordsSince(ACME, before);
      expect(autoPay.enrolled).toBe(false);
      expect(newPayments).toHaveLength(0);
    });

    test('at least one service: the "select a service" notice holds the step', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      await openAutoPay(page, w.enrollTitle);
      await page.getByLabel(w.coreServices).uncheck();
      await expect(page.getByTestId('ap-services-error')).toHaveText(w.servicesRequired);
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByTestId('ap-services-error')).toHaveAttribute('role', 'alert');
      await expect(stepHeading(page, w.amountTitle)).toBeVisible();
      await expect(page.getByTestId('step-indicator')).toHaveText(w.step(1));
      await page.getByLabel(w.coreServices).check();
      await expect(page.getByTestId('ap-services-error')).toBeHidden();
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.methodTitle)).toBeFocused();
      expect((await autoPayOf(ACME)).enrolled).toBe(false);
    });

    test('a card expiring soon asks to be confirmed or changed', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      await openAutoPay(page, w.enrollTitle);
      await amountStep(page, w, lang, false);
      await expiringCardAsksFirst(page, w);
      await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
      await expect(page.getByTestId('ap-review-method')).toHaveText(w.ending('Mastercard', '0385'));
    });

    test('Mobile is offered where the account has it, and Mobile Auto Pay cannot use a bank account', async ({ page, backend }) => {
      // Fleet (acct_8) has mobile lines; un-enrolled here so it can enroll
      await backend.post('/reset', { patch: { accounts: [{ id: 'acct_8', autoPay: { enrolled: false, methodId: null, debitDay: null, services: [] } }] } });
      const w = await signInAs(page, 'mobile@fleet.example', lang);
      await openAutoPay(page, w.enrollTitle);
      const mobile = page.getByLabel(w.mobile, { exact: true });
      await expect(page.getByLabel(w.coreServices)).toBeChecked();
      await expect(mobile).not.toBeChecked();
      await mobile.check();
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.methodTitle)).toBeFocused();
      const bank = page.getByRole('radio', { name: new RegExp(w.bankEnding('4150')) });
      await expect(bank).toBeDisabled();
      await expect(page.getByTestId('ap-method-pm_16')).toContainText(w.mobileNoBank);
      await page.getByRole('button', { name: w.back }).click();
      await mobile.uncheck();
      await page.getByRole('button', { name: w.next }).click();
      await expect(bank).toBeEnabled();
      await bank.check();
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByTestId('ap-review-services')).toHaveText(w.coreServices);
      await page.getByLabel(w.terms).check();
      await page.getByRole('button', { name: w.payAndEnroll(money(33624, lang)) }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.successWithPayment })).toBeFocused();
      expect(await autoPayOf('acct_8')).toMatchObject({ enrolled: true, methodId: 'pm_16', services: ['CORE'] });
    });

    test('a disconnected account cannot enroll: it is pointed to paying the past-due balance', async ({ page }) => {
      const w = await signInAs(page, 'disconnected@harbor.example', lang);
      await openAutoPay(page, w.enrollTitle);
      await expect(stepHeading(page, w.blockedTitle)).toBeVisible();
      await expect(page.getByTestId('ap-blocked-disconnected')).toContainText(w.disconnected);
      await expect(page.getByTestId('ap-blocked-disconnected')).toContainText(money(52252, lang));
      await expect(page.getByTestId('step-indicator')).toHaveCount(0);
      await page.getByRole('link', { name: w.payPastDue }).click();
      await expect(page).toHaveURL(/\/billing\/pay-bill\?open=otp$/);
      await expect(stepHeading(page, w.payTitle)).toBeVisible();
      expect((await autoPayOf('acct_4')).enrolled).toBe(false);
    });

    test('Cancel on the method step (the chooser) leaves for the billing home, which offers Enroll', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      await openAutoPay(page, w.enrollTitle);
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.methodTitle)).toBeFocused();
      await page.getByRole('button', { name: w.cancel }).click();
      await expect(page).toHaveURL(/\/billing$/);
      await expect(page.getByRole('heading', { level: 1, name: w.billing })).toBeVisible();
      await expect(page.getByTestId('billing-autopay-status')).toHaveText(w.off);
      await page.getByRole('link', { name: w.enrollButton }).click();
      await expect(page).toHaveURL(/\/billing\/pay-bill\?open=ap$/);
      await expect(stepHeading(page, w.amountTitle)).toBeVisible();
    });
  });
}
