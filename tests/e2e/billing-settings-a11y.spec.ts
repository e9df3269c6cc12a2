import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS, signInWithLanguage, signInAt } from './support/lang';

// axe on the billing settings' screens a user can stop on, in both languages: the scheduled payments
// and their cancel dialog, bill delivery and its dialog, the at-risk alert and its form with an
// error (the demo account atrisk@riverside.example).
test.describe.configure({ timeout: 90_000 });

for (const lang of LANGS) {
  test(`scheduled payments, bill delivery and the at-risk alert have no axe violations (${lang})`, async ({ page }) => {
    await signInWithLanguage(page, 'atrisk@riverside.example', lang);
    const alert = page.getByTestId('summary-payment-risk');
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page, 'summary with the alert');
    await alert.getByTestId('risk-update-expiry').click();
    await alert.getByTestId('risk-expiry').fill('0120');
    await alert.getByTestId('risk-save').click();
    await expect(alert.getByTestId('risk-expiry-error')).toBeVisible();
    await expectNoAxeViolations(page, 'at-risk form');

    await page.goto('/billing');
    const card = page.getByTestId('scheduled-payments');
    await expect(card).toHaveAttribute('data-state', '"list"');
    await expectNoAxeViolations(page, 'billing home');
    await card.getByTestId('scheduled-cancel').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'cancel dialog');
    await page.keyboard.press('Escape');

    await page.goto('/billing/pay-bill?open=bd');
    await expect(page.getByTestId('bill-delivery')).toHaveAttribute('data-state', '"showing"');
    await expectNoAxeViolations(page, 'bill delivery');
    await page.getByTestId('delivery-switch').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'bill delivery dialog');
  });
}

test('the keyboard alone: Tab to Cancel, Enter opens the question, Tab to Keep, Enter keeps; the at-risk form submits with Enter', async ({ page }) => {
  await signInAt(page, 'atrisk@riverside.example', '/billing', 'en');
  const card = page.getByTestId('scheduled-payments');
  await expect(card).toHaveAttribute('data-state', '"list"');
  const first = card.getByTestId('scheduled-cancel').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Keep payment' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();

  const alert = page.getByTestId('billing-payment-risk');
  await alert.getByTestId('risk-update-expiry').focus();
  await page.keyboard.press('Enter');
  await expect(alert.getByTestId('risk-expiry')).toBeFocused();
  await page.keyboard.type('1230');
  await page.keyboard.press('Enter');
  await expect(alert.getByTestId('risk-fixed')).toBeVisible();
});
