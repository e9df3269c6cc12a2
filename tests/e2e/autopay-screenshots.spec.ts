import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atWidth, pictureWithin } from './support/shots';
import { testCards } from '../support/cards';
import { expiryIn, words as paymentWords } from './support/payment';
import { LANGS, money, openAutoPay, signInAs, stepHeading, type Lang, type Words } from './support/autopay';

// Every step and outcome of the Auto Pay flows and of the billing home, in both languages, at
// desktop and phone widths: none wider than the window. `npm run screenshots` also writes each as
// a picture to look at (/tmp/shots/autopay-*.png, support/shots.ts).
const WIDTHS = [1400, 390] as const;
// each test walks several outcomes, a reset apart
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number, fullPage = true) =>
  pictureWithin(page, `autopay-${name}-${lang}-${width}.png`, width, fullPage);

const ACME_DUE = 41253;
const BRIGHT_DUE = 33597;

/** Acme: amount → Visa 7731 with CVV → review, with shots of each step. */
async function enrollToReview(page: Page, w: Words, lang: Lang, width: number, shots: boolean, payToday = true) {
  await openAutoPay(page, w.enrollTitle);
  await expect(stepHeading(page, w.amountTitle)).toBeVisible();
  if (!payToday) await page.getByLabel(w.payToday(money(ACME_DUE, lang))).uncheck();
  if (shots) await shot(page, 'enroll-amount', lang, width);
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) }).check();
  if (shots) {
    await page.getByRole('button', { name: w.next }).click();
    await shot(page, 'enroll-method-cvv-error', lang, width);
  }
  await page.getByLabel(w.cvv).fill('123');
  if (shots) await shot(page, 'enroll-method', lang, width);
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
  if (shots) {
    await shot(page, 'enroll-review', lang, width);
    await page.getByTestId('ap-submit').click();
    await expect(page.getByTestId('ap-terms-error')).toBeVisible();
    await shot(page, 'enroll-review-terms-error', lang, width);
  }
  await page.getByLabel(w.terms).check();
}

/** Brightline: summary → bank 2290 → review, with shots of each step. */
async function changeToReview(page: Page, w: Words, lang: Lang, width: number, shots: boolean) {
  await openAutoPay(page, w.manageTitle);
  await expect(stepHeading(page, w.summaryTitle)).toBeVisible();
  if (shots) await shot(page, 'manage-summary', lang, width);
  await page.getByRole('button', { name: w.changeMethod }).click();
  await expect(stepHeading(page, w.newMethodTitle)).toBeVisible();
  if (shots) {
    await page.getByRole('button', { name: w.next }).click();
    await shot(page, 'change-method', lang, width);
  }
  await page.getByRole('radio', { name: new RegExp(w.bankEnding('2290')) }).check();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.changeReviewTitle)).toBeVisible();
  if (shots) {
    await page.getByTestId('ap-submit').click();
    await expect(page.getByTestId('ap-terms-error')).toBeVisible();
    await shot(page, 'change-review-errors', lang, width);
  }
  await page.getByLabel(w.acceptPayment(money(BRIGHT_DUE, lang))).check();
  await page.getByLabel(w.terms).check();
  if (shots) await shot(page, 'change-review', lang, width);
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${lang} ${width}`, atWidth(width, lang), () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      });

      test('billing home, enroll steps, successWithPayment', async ({ page }) => {
        const w = await signInAs(page, 'owner@acme.example', lang);
        await page.goto('/billing');
        await expect(page.getByTestId('billing-autopay-card')).toBeVisible();
        await shot(page, 'billing-home-off', lang, width);
        await openAutoPay(page, w.enrollTitle);
        await page.getByLabel(w.coreServices).uncheck();
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByTestId('ap-services-error')).toBeVisible();
        await shot(page, 'enroll-amount-services-error', lang, width);
        // the enrollment in progress is kept: opening the page again comes back to it
        await page.getByLabel(w.coreServices).check();
        await enrollToReview(page, w, lang, width, true);
        await page.getByTestId('ap-submit').click();
        await expect(page.getByRole('heading', { level: 2, name: w.successWithPayment })).toBeVisible();
        await shot(page, 'enroll-success-with-payment', lang, width);
      });

      test('enroll: expiring card, success, partial, failure', async ({ page, backend }) => {
        const w = await signInAs(page, 'owner@acme.example', lang);
        await openAutoPay(page, w.enrollTitle);
        await page.getByRole('button', { name: w.next }).click();
        await page.getByRole('radio', { name: new RegExp(w.ending('Mastercard', '0385')) }).check();
        await page.getByLabel(w.cvv).fill('321');
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByRole('dialog', { name: w.expiringTitle })).toBeVisible();
        await shot(page, 'enroll-expiring-dialog', lang, width, false);
        // leaving the enrollment ends it (an enrollment in progress would be kept and come back)
        await page.getByRole('dialog', { name: w.expiringTitle }).getByRole('button', { name: w.chooseAnother }).click();
        await page.getByRole('button', { name: w.cancel }).click();
        await expect(page).toHaveURL(/\/billing$/);

        await enrollToReview(page, w, lang, width, false, false);
        await page.getByTestId('ap-submit').click();
        await expect(page.getByRole('heading', { level: 2, name: w.success })).toBeVisible();
        await shot(page, 'enroll-success', lang, width);

        await backend.reset();
        await enrollToReview(page, w, lang, width, false);
        await backend.fault('enrollAutoPay', 'SERVICE_UNAVAILABLE');
        await page.getByTestId('ap-submit').click();
        await expect(page.getByRole('heading', { level: 2, name: w.partialTitle })).toBeVisible();
        await shot(page, 'enroll-partial', lang, width);

        await backend.reset();
        await enrollToReview(page, w, lang, width, false, false);
        await backend.fault('enrollAutoPay', 'SERVICE_UNAVAILABLE');
        await page.getByTestId('ap-submit').click();
        await expect(page.getByRole('heading', { level: 2, name: w.failureTitle })).toBeVisible();
        await shot(page, 'enroll-failure', lang, width);
      });

      test('enroll: add a card (the offer, the form with its errors, a prepaid card refused)', async ({ page, today }) => {
        const w = await signInAs(page, 'owner@acme.example', lang);
        const addCard = lang === 'en' ? 'Add a card' : 'Agregar una tarjeta';
        const save = lang === 'en' ? 'Save and continue' : 'Guardar y continuar';
        await openAutoPay(page, w.enrollTitle);
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByRole('button', { name: addCard })).toBeVisible();
        await shot(page, 'enroll-method-add-offer', lang, width);
        await page.getByRole('button', { name: addCard }).click();
        await page.getByRole('button', { name: save }).click();
        await expect(page.getByTestId('ap-add-error').or(page.locator('.field__error').first())).toBeVisible();
        await shot(page, 'enroll-add-card-errors', lang, width);
        const p = paymentWords[lang];
        await page.getByLabel(p.nameOnCard).fill('Maria Delgado');
        await page.getByLabel(p.cardNumber).fill(testCards.prepaidVisa());
        await page.getByLabel(p.expiry).fill(expiryIn(today, 4));
        await page.getByLabel(p.zip).fill('11217');
        await page.getByLabel(p.cvv).fill('123');
        await page.getByRole('button', { name: save }).click();
        await expect(page.getByTestId('ap-save-error')).toBeVisible();
        await shot(page, 'enroll-add-card-prepaid-refused', lang, width);
      });

      test('enroll blocked: a disconnected account', async ({ page }) => {
        const w = await signInAs(page, 'disconnected@harbor.example', lang);
        await openAutoPay(page, w.enrollTitle);
        await expect(stepHeading(page, w.blockedTitle)).toBeVisible();
        await shot(page, 'enroll-blocked-disconnected', lang, width);
      });

      test('manage: billing home, change method steps and outcomes', async ({ page, backend }) => {
        const w = await signInAs(page, 'autopay@brightline.example', lang);
        await page.goto('/billing');
        await expect(page.getByTestId('billing-autopay-card')).toBeVisible();
        await shot(page, 'billing-home-on', lang, width);
        await changeToReview(page, w, lang, width, true);
        await page.getByTestId('ap-submit').click();
        await expect(page.getByRole('heading', { level: 2, name: w.changed })).toBeVisible();
        await shot(page, 'change-success', lang, width);

        for (const [name, operation, code, title] of [
          ['change-payment-failed', 'payments', 'PAYMENT_DECLINED', w.paymentFailed],
          ['change-failure', 'replaceAutoPay', 'SERVICE_UNAVAILABLE', w.changeFailure],
        ] as const) {
          await backend.reset();
          await changeToReview(page, w, lang, width, false);
          await backend.fault(operation, code);
          await page.getByTestId('ap-submit').click();
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
          await shot(page, name, lang, width);
        }
      });

      test('manage: debit date and cancel', async ({ page, backend }) => {
        const w = await signInAs(page, 'autopay@brightline.example', lang);
        await openAutoPay(page, w.manageTitle);
        await page.getByRole('button', { name: w.changeDate }).click();
        await expect(stepHeading(page, w.dateTitle)).toBeVisible();
        await shot(page, 'date', lang, width);
        await page.getByTestId('ap-day-14').click();
        await page.getByRole('button', { name: w.saveDay }).click();
        await shot(page, 'date-late', lang, width);
        await page.getByTestId('ap-day-5').click();
        await page.getByRole('button', { name: w.saveDay }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.dateChanged })).toBeVisible();
        await shot(page, 'date-success', lang, width);

        await page.getByRole('button', { name: w.backToManage }).click();
        await page.getByRole('button', { name: w.changeDate }).click();
        await page.getByTestId('ap-day-20').click();
        await backend.fault('updateAutoPayDate', 'SERVICE_UNAVAILABLE');
        await page.getByRole('button', { name: w.saveDay }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.dateNotChanged })).toBeVisible();
        await shot(page, 'date-failure', lang, width);

        await page.getByRole('button', { name: w.backToManage }).click();
        await page.getByRole('button', { name: w.cancelAutoPay }).click();
        await expect(page.getByRole('dialog', { name: w.cancelDialog })).toBeVisible();
        await shot(page, 'cancel-dialog', lang, width, false);
        await backend.fault('cancelAutoPay', 'SERVICE_UNAVAILABLE');
        await page.getByRole('dialog').getByRole('button', { name: w.cancelAutoPay }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.notCancelled })).toBeVisible();
        await shot(page, 'cancel-failure', lang, width);

        await page.getByRole('button', { name: w.backToManage }).click();
        await page.getByRole('button', { name: w.cancelAutoPay }).click();
        await page.getByRole('dialog').getByRole('button', { name: w.cancelAutoPay }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.cancelled })).toBeVisible();
        await shot(page, 'cancelled', lang, width);
      });
    });
  }
}
