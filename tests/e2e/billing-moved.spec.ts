import { expect, signIn, test } from './support/fixtures';

/**
 * spec billing §2: an account whose billing moved to the enterprise site (moved@enterprise.example)
 * sees "Billing Has Moved" in place of every billing screen, and none of the billing flows.
 */
const BILLING_SCREENS = [
  '/billing',
  '/billing/pay-bill?open=otp',
  '/billing/pay-bill?open=fdp',
  '/billing/pay-bill?open=ap',
  '/billing/pay-bill?open=bd',
  '/billing/bill-pay-options',
  '/billing/view-statements',
  '/user-preferences/notifications/manage/bill-delivery',
];

test('every billing screen says Billing Has Moved, and shows no billing flow', async ({ page }) => {
  await signIn(page, 'moved@enterprise.example');
  for (const path of BILLING_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Billing Has Moved' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Next|Pay|Add|Download)/ }), path).toHaveCount(0);
  }
});
