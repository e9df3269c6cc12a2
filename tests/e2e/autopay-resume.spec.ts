import { testCards } from '../support/cards';
import { expect, test } from './support/fixtures';
import { keptFlows, shortSessionOnAControlledClock, timeOutAndSignInAgain } from './support/session-timeout';
import { money, openAutoPay, paymentsOf, recordsSince, signInAs, stepHeading, words } from './support/autopay';
import { expectKeptWithoutCard, fillNewCard } from './support/card-form';
import { words as paymentWords } from './support/payment';

/**
 * Flows survive the session, for Auto Pay (machines/autopay/auto-pay-persisted.ts): an
 * enrollment or a change of method in progress is kept for its user without the CVV, the card
 * number or the bank account number; after the idle timeout and signing in again, or a reload,
 * the page comes back to the same flow. A card's CVV is asked for again (the flow goes back to
 * the method step); finishing pays once and enrolls once.
 * Acme (acct_1): $412.53 due, Auto Pay off, Visa 7731 (pm_1). Brightline (acct_2): Auto Pay on.
 */
const ACME = 'acct_1';
const ACME_DUE = 41253;
const w = words.en;

test('an enrollment left on its review comes back after the session timed out: the CVV asked again, paid once, enrolled', async ({ page, backend }) => {
  const before = await paymentsOf(ACME);
  await shortSessionOnAControlledClock(page);
  await signInAs(page, 'owner@acme.example', 'en');
  await openAutoPay(page, w.enrollTitle);
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) }).check();
  await page.getByLabel(w.cvv).fill('987');
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
  await page.getByLabel(w.terms).check();

  // what the page keeps holds the choice, not the CVV
  const kept = await keptFlows(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]![1]).toContain('"pm_1"');
  expect(kept[0]![1]).not.toContain('"987"');

  // the user walks away: the warning, its countdown, and the server's idle limit all pass; the
  // sign-in page keeps where the user was
  await timeOutAndSignInAgain(page, backend, '/billing/pay-bill?open=ap', 'owner@acme.example');
  // signing in again: the same enrollment, back on the method step for the CVV, the Visa still chosen
  await expect(stepHeading(page, w.methodTitle)).toBeVisible();
  await expect(page.getByTestId('step-indicator')).toHaveText(w.step(2));
  await expect(page.getByRole('radio', { name: new RegExp(w.ending('Visa', '7731')) })).toBeChecked();
  await expect(page.getByLabel(w.cvv)).toHaveValue('');
  expect(await paymentsOf(ACME)).toHaveLength(before.length);

  await page.getByLabel(w.cvv).fill('987');
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
  await page.getByLabel(w.terms).check();
  await page.getByRole('button', { name: w.payAndEnroll(money(ACME_DUE, 'en')) }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.successWithPayment })).toBeFocused();
  const { autoPay, newPayments } = await recordsSince(ACME, before);
  expect(autoPay).toMatchObject({ enrolled: true, methodId: 'pm_1' });
  expect(newPayments).toHaveLength(1);
  // an outcome is not a flow in progress: nothing is kept any more
  expect(await keptFlows(page)).toHaveLength(0);
});

test('a card being added in Change method survives a reload: the name kept, the number and CVV typed again', async ({ page, today }) => {
  const p = paymentWords.en;
  const number = testCards.visa();
  await signInAs(page, 'autopay@brightline.example', 'en');
  await openAutoPay(page, w.manageTitle);
  await page.getByRole('button', { name: w.changeMethod }).click();
  await expect(stepHeading(page, w.newMethodTitle)).toBeFocused();
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(stepHeading(page, 'Add a card')).toBeFocused();
  await fillNewCard(page, 'en', { number, cvv: '456', today });
  await expectKeptWithoutCard(page, { number, cvv: '456' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: w.manageTitle })).toBeVisible();
  await expect(stepHeading(page, 'Add a card')).toBeVisible();
  await expect(page.getByLabel(p.nameOnCard)).toHaveValue('Maria Delgado');
  await expect(page.getByLabel(p.zip)).toHaveValue('11217');
  await expect(page.getByLabel(p.cardNumber)).toHaveValue('');
  await expect(page.getByLabel(p.cvv)).toHaveValue('');
});
