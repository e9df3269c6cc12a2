import { testCards } from '../support/cards';
import { expect, test } from './support/fixtures';
import { expiryIn } from './support/card-form';
import { LANGS, money } from './support/lang';
import { acmeAtMethodStep, amountStep, openPayment, savedCardStep, signInAs, signInOnSummary, stepHeading, usDay } from './support/payment';
import { paymentsOf } from './support/store';

/**
 * Each message of the one-time payment's rules (spec billing §5), in English and Spanish: shown
 * once the field was left or Next was pressed, tied to its field, the first one announced and
 * focused after a refused Next. The rules are src/domain's; these check what the user sees.
 */

for (const lang of LANGS) {
  test.describe(`payment messages (${lang})`, () => {
    test('amount: below the minimum, above the maximum, not an amount', async ({ page }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      await openPayment(page, w);
      const input = page.getByLabel(w.amountLabel);
      const error = page.getByTestId('pay-amount-error');
      const range = w.amountRange(money(100, lang), money(2_500_000, lang));

      // nothing is shown while typing; leaving the field shows the message
      await input.fill('0.50');
      await expect(error).toHaveCount(0);
      await input.press('Tab');
      await expect(error).toHaveText(range);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAttribute('aria-describedby', /pay-amount-error/);

      // Next refuses: the message is announced and the field takes the focus
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.amountTitle)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(range);
      await expect(input).toBeFocused();

      await input.fill('25000.01');
      await expect(error).toHaveText(range);
      await input.fill('12.345');
      await expect(error).toHaveText(w.amountInvalid);
      await input.fill('abc');
      await expect(error).toHaveText(w.amountInvalid);
      await input.fill('');
      await expect(error).toHaveText(w.amountInvalid);
      await input.fill('1.00');
      await expect(error).toHaveCount(0);
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.methodTitle)).toBeFocused();
    });

    test('date: in the past, too far ahead, not a date', async ({ page, today }) => {
      const w = await acmeAtMethodStep(page, lang);
      await savedCardStep(page, w, 'Visa', '7731', '123');
      const input = page.getByLabel(w.dateLabel);
      const error = page.getByTestId('pay-date-error');

      await input.fill(usDay(today, -1));
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByRole('alert')).toHaveText(w.datePast);
      await expect(input).toBeFocused();
      await input.fill(usDay(today, 31));
      await expect(error).toHaveText(w.dateTooFar(usDay(today, 30)));
      await input.fill('13/45/26');
      await expect(error).toHaveText(w.dateInvalid);
      await input.fill('2026-12-01');
      await expect(error).toHaveText(w.dateInvalid);
      await input.fill(usDay(today, 30));
      await expect(error).toHaveCount(0);
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
    });

    test('method: one must be chosen; an expired card cannot be; a saved card needs its CVV', async ({ page }) => {
      const w = await acmeAtMethodStep(page, lang);
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByRole('alert')).toHaveText(w.methodRequired);

      const expired = page.getByRole('radio', { name: new RegExp(w.ending('American Express', '1009')) });
      await expect(expired).toBeDisabled();
      await expect(page.getByTestId('saved-method-pm_3')).toContainText(w.expired);
      await expect(page.getByTestId('saved-method-pm_4')).toContainText(w.prepaid);

      await page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) }).check();
      await expect(page.getByTestId('pay-method-error')).toHaveCount(0);
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByRole('alert')).toHaveText(w.cvvRequired);
      await expect(page.getByLabel(w.cvv)).toBeFocused();
    });

    test('new card: an invalid number, an Amex CVV of 3 digits, a ZIP that is not 5 digits', async ({ page, today }) => {
      const w = await acmeAtMethodStep(page, lang);
      await page.getByRole('radio', { name: w.newCard }).check();
      await page.getByLabel(w.nameOnCard).fill('Maria Delgado');
      const good = testCards.visa();
      // the same digits with another check digit fail the Luhn check
      const broken = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
      await page.getByLabel(w.cardNumber).fill(broken);
      await page.getByLabel(w.cardNumber).press('Tab');
      await expect(page.getByTestId('pay-card-number-error')).toHaveText(w.numberInvalid);

      await page.getByLabel(w.cardNumber).fill(testCards.amex());
      await expect(page.getByTestId('pay-card-number-error')).toHaveCount(0);
      await page.getByLabel(w.expiry).fill(expiryIn(today, 4));
      await page.getByLabel(w.cvv).fill('123');
      await page.getByLabel(w.zip).fill('123');
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByTestId('pay-card-zip-error')).toHaveText(w.zipInvalid);
      await expect(page.getByTestId('pay-card-cvv-error')).toHaveText(w.amexCvv);
      // the first message in the form's order is the one announced and focused
      await expect(page.getByRole('alert')).toHaveText(w.zipInvalid);
      await expect(page.getByLabel(w.zip)).toBeFocused();

      await page.getByLabel(w.zip).fill('11217');
      await page.getByLabel(w.cvv).fill('1234');
      await expect(page.getByTestId('pay-card-cvv-error')).toHaveCount(0);
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.dateTitle)).toBeFocused();
    });

    test('a name with invisible characters: the text rule of src/domain/text.ts, told in words', async ({ page }) => {
      const w = await acmeAtMethodStep(page, lang);
      await page.getByRole('radio', { name: w.newCard }).check();
      // pasted with a right-to-left override, it would show as "Maria odagleD" reversed
      const name = page.getByLabel(w.nameOnCard);
      await name.fill('Maria \u202eDelgado');
      await name.press('Tab');
      await expect(page.getByTestId('pay-card-nameOnCard-error')).toHaveText(w.textCharacters);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await name.fill('Maria Delgado');
      await expect(page.getByTestId('pay-card-nameOnCard-error')).toHaveCount(0);
    });

    test('a restricted account (cards not accepted): cards are marked and cannot be chosen', async ({ page }) => {
      const w = await signInAs(page, 'restricted@northwind.example', lang);
      await openPayment(page, w);
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByTestId('restriction-notice')).toHaveText(w.noCards);
      await expect(page.getByRole('radio', { name: new RegExp(w.ending('Visa', '9914')) })).toBeDisabled();
      await expect(page.getByTestId('saved-method-pm_12')).toContainText(w.notAccepted);
      await expect(page.getByRole('radio', { name: w.newCard })).toBeDisabled();
      await page.getByRole('radio', { name: new RegExp(w.bankEnding('3307')) }).check();
      await page.getByRole('button', { name: w.next }).click();
      await expect(stepHeading(page, w.dateTitle)).toBeFocused();
    });

    test('an account that takes no online payment is sent to a store', async ({ page }) => {
      const w = await signInOnSummary(page, 'cashonly@southside.example', lang);
      await expect(page.getByRole('link', { name: w.payBill, exact: true })).toBeVisible();
      await page.goto('/billing/pay-bill?open=otp');
      await expect(page.getByTestId('payment-blocked')).toHaveText(w.noOnline);
      await expect(page.getByTestId('step-indicator')).toHaveCount(0);
      // the payment centers are listed on the screen itself; no link into the unbuilt /support
      await expect(page.getByRole('heading', { name: w.stores })).toBeVisible();
      await expect(page.locator('a[href^="/support"]')).toHaveCount(0);
    });

    test('payment information that cannot be loaded: a message, and Retry', async ({ page, backend }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      await backend.fault('billing', 'SERVICE_UNAVAILABLE');
      await page.goto('/billing/pay-bill?open=otp');
      await expect(page.getByTestId('payment-unavailable')).toBeVisible();
      await page.getByRole('button', { name: lang === 'en' ? 'Retry' : 'Reintentar' }).click();
      await expect(stepHeading(page, w.amountTitle)).toBeFocused();
    });

    test("the server's refusal takes the user back to the step it concerns, with its message", async ({ page, backend, today }) => {
      const w = await signInAs(page, 'owner@acme.example', lang);
      const before = await paymentsOf('acct_1');
      await openPayment(page, w);
      await amountStep(page, w, '20');
      await savedCardStep(page, w, 'Visa', '7731', '123');
      await page.getByRole('button', { name: w.next }).click();
      await backend.post('/faults', {
        operation: 'payments',
        errorCode: 'VALIDATION_FAILED',
        issues: [{ path: ['paymentDate'], code: 'custom', message: 'date.past' }],
      });
      await page.getByRole('button', { name: w.submit }).click();
      await expect(stepHeading(page, w.dateTitle)).toBeFocused();
      await expect(page.getByTestId('pay-date-error')).toHaveText(w.datePast);
      // changing the date clears the server's word; the flow goes on
      // (the field already says today: it is typed again, as a person would)
      await page.getByLabel(w.dateLabel).fill('');
      await page.getByLabel(w.dateLabel).fill(usDay(today, 0));
      await expect(page.getByTestId('pay-date-error')).toHaveCount(0);
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { name: w.complete })).toBeVisible();
      expect((await paymentsOf('acct_1')).length).toBe(before.length + 1);
    });
  });
}
