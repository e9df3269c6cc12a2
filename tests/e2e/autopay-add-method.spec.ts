import type { Page } from '@playwright/test';
import { testCards } from '../support/cards';
import { expect, test } from './support/fixtures';
import { LANGS, methodsOf, money, openAutoPay, paymentsOf, recordsSince, signInAs, stepHeading, storeText, type Lang, type Words } from './support/autopay';
import { fillNewCard } from './support/card-form';
import { words as paymentWords } from './support/payment';

/**
 * "Add or select a payment method" (spec billing §2): the add half, on Enroll's step 2 and on
 * Change method's step 2, in English and Spanish, against the real backend. The method is
 * saved to the wallet and Auto Pay uses it, its CVV asked once (on the form); what Auto Pay
 * cannot use (a prepaid card, §5) is refused and nothing is saved.
 * Acme (acct_1): $412.53 due, Auto Pay off. Brightline (acct_2): Auto Pay on Visa 1881, $335.97
 * due. Fleet (mobile@fleet): Auto Pay covers Mobile too.
 */
const ACME = 'acct_1';
const BRIGHT = 'acct_2';
const BRIGHT_DUE = 33597;

const added = {
  en: {
    addCard: 'Add a card',
    addBank: 'Add a bank account',
    save: 'Save and continue',
    saveFailed: "We couldn't save this payment method. Please try again.",
    notVerified: "We couldn't verify this payment method. Please check its details, or choose another one.",
    routing: 'Routing number',
    account: 'Account number',
    nameOnAccount: 'Name on account',
  },
  es: {
    addCard: 'Agregar una tarjeta',
    addBank: 'Agregar una cuenta bancaria',
    save: 'Guardar y continuar',
    saveFailed: 'No pudimos guardar este método de pago. Inténtelo de nuevo.',
    routing: 'Número de ruta',
    account: 'Número de cuenta',
    nameOnAccount: 'Nombre del titular de la cuenta',
  },
};

/** Enroll's step 1 without paying today, then "Add a card" on step 2. */
async function toAddCard(page: Page, w: Words, lang: Lang) {
  await openAutoPay(page, w.enrollTitle);
  await page.getByLabel(w.payToday(money(41253, lang))).uncheck();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
  await page.getByRole('button', { name: added[lang].addCard }).click();
  await expect(stepHeading(page, added[lang].addCard)).toBeFocused();
  await expect(page.getByTestId('step-indicator')).toHaveText(w.step(2));
}

async function fillCard(page: Page, lang: Lang, today: string, number: string, cvv = '123') {
  await fillNewCard(page, lang, { number, cvv, today });
  // saving is the point here: no save-to-wallet choice
  await expect(page.getByLabel(paymentWords[lang].saveCard)).toHaveCount(0);
}

for (const lang of LANGS) {
  test.describe(`Auto Pay, add a payment method (${lang})`, () => {
    test('Enroll with a card added on step 2: its fields are checked, it is saved, and Auto Pay uses it without asking the CVV again', async ({
      page,
      today,
    }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      const a = added[lang];
      const p = paymentWords[lang];
      const methodsBefore = await methodsOf(ACME);
      const paymentsBefore = await paymentsOf(ACME);
      await toAddCard(page, w, lang);

      // nothing typed: every field says what it needs, and nothing is saved
      await page.getByRole('button', { name: a.save }).click();
      await expect(page.getByLabel(p.nameOnCard)).toBeFocused();
      await expect(page.getByText(p.zipInvalid)).toBeVisible();
      expect(await methodsOf(ACME)).toHaveLength(methodsBefore.length);

      const number = testCards.visa();
      await fillCard(page, lang, today, number, '432');
      await page.getByRole('button', { name: a.save }).click();
      // straight to the review: the CVV was asked on the form, once
      await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
      await expect(page.getByTestId('step-indicator')).toHaveText(w.step(3));
      const last4 = number.slice(-4);
      await expect(page.getByTestId('ap-review-method')).toHaveText(w.ending('Visa', last4));

      const methodsNow = await methodsOf(ACME);
      expect(methodsNow).toHaveLength(methodsBefore.length + 1);
      const card = methodsNow.find((m) => !methodsBefore.some((b) => b.id === m.id))!;
      expect(card).toMatchObject({ type: 'CARD', brand: 'VISA', last4, prepaid: false });

      await page.getByLabel(w.terms).check();
      await page.getByRole('button', { name: w.enrollButton }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.success })).toBeFocused();
      const { autoPay, newPayments } = await recordsSince(ACME, paymentsBefore);
      expect(autoPay).toMatchObject({ enrolled: true, methodId: card.id, services: ['CORE'] });
      expect(newPayments).toHaveLength(0);
      // the card number and the CVV are kept nowhere
      const store = await storeText();
      expect(store).not.toContain(number);
      expect(store).not.toMatch(/"cvv"/i);
    });

    test('a prepaid card is refused for Auto Pay, said on the form, and not saved; Back returns to the saved methods', async ({ page, today }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      const before = await storeText();
      await toAddCard(page, w, lang);
      await fillCard(page, lang, today, testCards.prepaidVisa());
      await page.getByRole('button', { name: added[lang].save }).click();
      await expect(page.getByTestId('ap-save-error')).toHaveText(w.prepaidWhy);
      await expect(stepHeading(page, added[lang].addCard)).toBeVisible();
      expect(await storeText()).toBe(before);

      await page.getByRole('button', { name: w.back }).click();
      await expect(stepHeading(page, w.methodTitle)).toBeFocused();
      await expect(page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) })).toBeVisible();
    });

    test('Change method to a bank account added on step 2, the balance paid today with it: success', async ({ page }) => {
      const w = await signInAs(page, 'autopay@brightline.example', lang);
      const a = added[lang];
      await openAutoPay(page, w.manageTitle);
      const methodsBefore = await methodsOf(BRIGHT);
      const paymentsBefore = await paymentsOf(BRIGHT);
      await page.getByRole('button', { name: w.changeMethod }).click();
      await expect(stepHeading(page, w.newMethodTitle)).toBeFocused();
      await page.getByRole('button', { name: a.addBank }).click();
      await expect(stepHeading(page, a.addBank)).toBeFocused();
      await page.getByLabel(a.nameOnAccount).fill('Brightline Dental');
      await page.getByLabel(a.routing).fill('011000015');
      await page.getByLabel(a.account).fill('000123456789');
      await page.getByRole('button', { name: a.save }).click();

      await expect(stepHeading(page, w.changeReviewTitle)).toBeFocused();
      await expect(page.getByTestId('ap-review-method')).toHaveText(w.bankEnding('6789'));
      await page.getByLabel(w.acceptPayment(money(BRIGHT_DUE, lang))).check();
      await page.getByLabel(w.terms).check();
      await page.getByRole('button', { name: w.payAndChange(money(BRIGHT_DUE, lang)) }).click();

      await expect(page.getByRole('heading', { level: 2, name: w.changed })).toBeFocused();
      const bank = (await methodsOf(BRIGHT)).find((m) => !methodsBefore.some((b) => b.id === m.id))!;
      expect(bank).toMatchObject({ type: 'BANK', last4: '6789' });
      const { autoPay, newPayments } = await recordsSince(BRIGHT, paymentsBefore);
      expect(autoPay).toMatchObject({ enrolled: true, methodId: bank.id });
      expect(newPayments).toHaveLength(1);
      expect(newPayments[0]).toMatchObject({ amount: BRIGHT_DUE, methodId: bank.id, methodType: 'BANK' });
    });
  });
}

test('a method that cannot be verified, then a save that fails, says so, keeps the form, and saves nothing; the next try works', async ({
  page,
  backend,
  today,
}) => {
  const w = await signInAs(page, 'owner@acme.example', 'en');
  const before = await methodsOf(ACME);
  await toAddCard(page, w, 'en');
  await fillCard(page, 'en', today, testCards.visa());
  // spec billing §8 "Payment method cannot be verified": the processor refuses the new card
  await backend.fault('savePaymentMethod', 'PAYMENT_DECLINED');
  await page.getByRole('button', { name: added.en.save }).click();
  await expect(page.getByTestId('ap-save-error')).toHaveText(added.en.notVerified);
  expect(await methodsOf(ACME)).toHaveLength(before.length);
  await backend.fault('savePaymentMethod', 'SERVICE_UNAVAILABLE');
  await page.getByRole('button', { name: added.en.save }).click();
  await expect(page.getByTestId('ap-save-error')).toHaveText(added.en.saveFailed);
  expect(await methodsOf(ACME)).toHaveLength(before.length);
  await page.getByRole('button', { name: added.en.save }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
  expect(await methodsOf(ACME)).toHaveLength(before.length + 1);
});

test('with Mobile covered, only a card can be added (Mobile Auto Pay cannot use a bank account)', async ({ page }) => {
  const w = await signInAs(page, 'mobile@fleet.example', 'en');
  await openAutoPay(page, w.manageTitle);
  await page.getByRole('button', { name: w.changeMethod }).click();
  await expect(stepHeading(page, w.newMethodTitle)).toBeFocused();
  await expect(page.getByRole('button', { name: added.en.addCard })).toBeVisible();
  await expect(page.getByRole('button', { name: added.en.addBank })).toHaveCount(0);
});
