import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { amountStep, LANGS, openPayment, savedCardStep, signInAs, stepHeading } from './support/payment';

// axe on each screen of the one-time payment, errors and dialogs included, in both languages.

for (const lang of LANGS) {
  test(`every step, its errors, the dialogs and the outcome have no axe violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000); // an axe scan per step, dialog and outcome
    const w = await signInAs(page, 'owner@acme.example', lang);
    await openPayment(page, w);
    await page.getByLabel(w.amountLabel).fill('abc');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'amount with an error');
    await amountStep(page, w, '5000');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'overpay dialog');
    await page.getByRole('button', { name: w.confirm }).click();

    await expect(stepHeading(page, w.methodTitle)).toBeVisible();
    await page.getByRole('radio', { name: w.newCard }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expectNoAxeViolations(page, 'new card with errors');
    await page.getByRole('radio', { name: w.useBank }).check();
    await expectNoAxeViolations(page, 'bank form');
    await page.getByRole('button', { name: w.linkBank }).click();
    await expect(page.locator('#pay-link-institutionId option')).toHaveCount(4);
    await expectNoAxeViolations(page, 'link your bank');
    await page.getByRole('button', { name: w.back }).click();

    await savedCardStep(page, w, 'Visa', '7731', '123');
    await expect(stepHeading(page, w.dateTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'date');
    await page.getByRole('button', { name: w.next }).click();
    await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'review');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await expectNoAxeViolations(page, 'confirmation');
  });
}
