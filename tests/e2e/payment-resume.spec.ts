import { testCards } from '../support/cards';
import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { keptFlows, shortSessionOnAControlledClock, timeOutAndSignInAgain } from './support/session-timeout';
import { paymentsOf, stepHeading, words } from './support/payment';
import { expectKeptWithoutCard, fillNewCard } from './support/card-form';

/**
 * Flows survive the session, through the UI: a payment in progress is kept for its
 * user (without the card number or CVV) when the session times out; signing in again and coming
 * back to Pay bill lands on the same step with what was typed, the card number empty; finishing
 * makes exactly one payment. The page's session timing is shortened (warning after 60 s, 5 s
 * countdown) and its clock moved; the server's idle limit (900 s) is passed on its own clock.
 */
const ACME = 'acct_1';
const w = words.en;

test('a payment in progress comes back after the session timed out: same step, amount kept, card to type again, paid once', async ({
  page,
  backend,
  today,
}) => {
  const before = await paymentsOf(ACME);
  const number = testCards.visa();
  await shortSessionOnAControlledClock(page);
  await signInAt(page, 'owner@acme.example', '/billing/pay-bill?open=otp');
  await page.getByLabel(w.amountLabel).fill('25.00');
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
  await page.getByRole('radio', { name: w.newCard }).check();
  await fillNewCard(page, 'en', { number, cvv: '123', today });
  // what the page keeps holds no card number and no CVV
  await expectKeptWithoutCard(page, { number, cvv: '123' });

  // the user walks away: the warning, its countdown, and the server's idle limit all pass; the
  // sign-in page keeps where the user was
  await timeOutAndSignInAgain(page, backend, '/billing/pay-bill?open=otp', 'owner@acme.example');
  // signing in again lands back on the payment, at the step it was left on
  await expect(stepHeading(page, w.methodTitle)).toBeVisible();
  await expect(page.getByRole('radio', { name: w.newCard })).toBeChecked();
  await expect(page.getByLabel(w.nameOnCard)).toHaveValue('Maria Delgado');
  await expect(page.getByLabel(w.cardNumber)).toHaveValue('');
  await expect(page.getByLabel(w.cvv)).toHaveValue('');

  await page.getByLabel(w.cardNumber).fill(number);
  await page.getByLabel(w.cvv).fill('123');
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.dateTitle)).toBeFocused();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
  await expect(page.getByTestId('review-amount')).toHaveText('$25.00');
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByRole('heading', { name: w.complete })).toBeVisible();
  const made = (await paymentsOf(ACME)).filter((p) => !before.some((b) => b.id === p.id));
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ amount: 2500, methodType: 'CARD' });
  // a finished flow is not kept
  expect(await keptFlows(page)).toEqual([]);
});
