import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { amountStep, LANGS, openPayment, savedCardStep, signInAs, stepHeading } from './support/payment';

// axe on each screen of the one-time payment, errors and dialogs included, in both languages.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function noViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of LANGS) {
  test(`every step, its errors, the dialogs and the outcome have no axe violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000); // an axe scan per step, dialog and outcome
    const w = await signInAs(page, 'owner@acme.example', lang);
    await openPayment(page, w);
    await page.getByLabel(w.amountLabel).fill('abc');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await noViolations(page, 'amount with an error');
    await amountStep(page, w, '5000');
    await expect(page.getByRole('dialog')).toBeVisible();
    await noViolations(page, 'overpay dialog');
    await page.getByRole('button', { name: w.confirm }).click();

    await expect(stepHeading(page, w.methodTitle)).toBeVisible();
    await page.getByRole('radio', { name: w.newCard }).check();
    await page.getByRole('button', { name: w.next }).click();
    await noViolations(page, 'new card with errors');
    await page.getByRole('radio', { name: w.useBank }).check();
    await noViolations(page, 'bank form');
    await page.getByRole('button', { name: w.linkBank }).click();
    await expect(page.locator('#pay-link-institutionId option')).toHaveCount(4);
    await noViolations(page, 'link your bank');
    await page.getByRole('button', { name: w.back }).click();

    await savedCardStep(page, w, 'Visa', '7731', '123');
    await expect(stepHeading(page, w.dateTitle)).toBeVisible();
    await noViolations(page, 'date');
    await page.getByRole('button', { name: w.next }).click();
    await expect(stepHeading(page, w.reviewTitle)).toBeVisible();
    await noViolations(page, 'review');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await noViolations(page, 'confirmation');
  });
}
