import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS, openAutoPay, signInAs, stepHeading } from './support/autopay';

// axe on every Auto Pay screen a user can stop on, in both languages: steps with their errors
// shown, the dialogs, the calendar, the billing home.
// several axe passes per test
test.describe.configure({ timeout: 90_000 });

for (const lang of LANGS) {
  test(`enroll and the billing home have no axe violations (${lang})`, async ({ page }) => {
    const w = await signInAs(page, 'owner@acme.example', lang);
    await page.goto('/billing');
    await expect(page.getByTestId('billing-autopay-card')).toBeVisible();
    await expectNoAxeViolations(page, 'billing home');
    await openAutoPay(page, w.enrollTitle);
    await page.getByLabel(w.coreServices).uncheck();
    await page.getByRole('button', { name: w.next }).click();
    await expectNoAxeViolations(page, 'amount');
    await page.getByLabel(w.coreServices).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(stepHeading(page, w.methodTitle)).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(w.ending('Mastercard', '0385')) }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expectNoAxeViolations(page, 'method');
    await page.getByLabel(w.cvv).fill('321');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('dialog', { name: w.expiringTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'expiring dialog');
    await page.getByRole('button', { name: w.useThisCard }).click();
    await page.getByTestId('ap-submit').click();
    await expect(page.getByTestId('ap-terms-error')).toBeVisible();
    await expectNoAxeViolations(page, 'review');
  });

  test(`manage has no axe violations (${lang})`, async ({ page }) => {
    const w = await signInAs(page, 'autopay@brightline.example', lang);
    await openAutoPay(page, w.manageTitle);
    await expect(stepHeading(page, w.summaryTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'summary');
    await page.getByRole('button', { name: w.changeMethod }).click();
    await page.getByRole('radio', { name: new RegExp(w.bankEnding('2290')) }).check();
    await page.getByRole('button', { name: w.next }).click();
    await page.getByTestId('ap-submit').click();
    await expect(page.getByTestId('ap-terms-error')).toBeVisible();
    await expectNoAxeViolations(page, 'change review');
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(stepHeading(page, w.summaryTitle)).toBeFocused();
    await page.getByRole('button', { name: w.changeDate }).click();
    await page.getByTestId('ap-day-14').click();
    await expect(page.getByTestId('ap-day-notice')).toBeVisible();
    await expectNoAxeViolations(page, 'calendar');
    await page.getByRole('button', { name: w.cancel }).click();
    await page.getByRole('button', { name: w.cancelAutoPay }).click();
    await expect(page.getByRole('dialog', { name: w.cancelDialog })).toBeVisible();
    await expectNoAxeViolations(page, 'cancel dialog');
  });
}
