import { expect, test } from './support/fixtures';
import { openProfile } from './support/profile';
import { shotWalks } from './support/shot-walks';
import { pictureWithin } from './support/shots';

// Profile & Settings: the page, the code dialog and the notifications editor with a
// refusal, in both languages, at desktop and phone widths: none wider than the window.
// `npm run screenshots` also writes each as a picture (/tmp/shots/profile-*.png).

shotWalks('profile', 'profile, code dialog and notifications', async ({ page, lang, shot }) => {
  await openProfile(page, 'owner@acme.example', lang);
  await shot('page');
  await page.getByTestId('verify-ct_4').click();
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByRole('dialog').locator('#otp-code')).toBeVisible();
  await page.getByRole('dialog').locator('#otp-code').fill('12');
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByTestId('otp-notice')).toBeVisible();
  await shot('code', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('preferences-edit').click();
  await page.getByTestId('edit-ORDERS').getByRole('checkbox').nth(3).click();
  await expect(page.getByTestId('preferences-refusal')).toBeVisible();
  await page.getByTestId('preferences-editor').scrollIntoViewIfNeeded();
  await shot('notifications');
});

test('a STANDARD user: everything read, nothing to change (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openProfile(page, 'staff@acme.example', 'es');
  await pictureWithin(page, 'profile-read-only-es-390.png', 390);
});
