import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang } from './support/lang';
import { openProfile } from './support/profile';
import { atWidth, pictureWithin } from './support/shots';

// Profile & Settings (issue 17): the page, the code dialog and the notifications editor with a
// refusal, in both languages, at desktop and phone widths: none wider than the window.
// `npm run screenshots` also writes each as a picture (/tmp/shots/profile-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number, fullPage = true) =>
  pictureWithin(page, `profile-${name}-${lang}-${width}.png`, width, fullPage);

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`profile, code dialog and notifications (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openProfile(page, 'owner@acme.example', lang);
      await shot(page, 'page', lang, width);
      await page.getByTestId('verify-ct_4').click();
      await page.getByRole('dialog').getByRole('button').first().click();
      await expect(page.getByRole('dialog').locator('#otp-code')).toBeVisible();
      await page.getByRole('dialog').locator('#otp-code').fill('12');
      await page.getByRole('dialog').getByRole('button').first().click();
      await expect(page.getByTestId('otp-notice')).toBeVisible();
      await shot(page, 'code', lang, width, false);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByTestId('preferences-edit').click();
      await page.getByTestId('edit-ORDERS').getByRole('checkbox').nth(3).click();
      await expect(page.getByTestId('preferences-refusal')).toBeVisible();
      await page.getByTestId('preferences-editor').scrollIntoViewIfNeeded();
      await shot(page, 'notifications', lang, width);
    });
  }
}

test('a STANDARD user: everything read, nothing to change (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openProfile(page, 'staff@acme.example', 'es');
  await shot(page, 'read-only', 'es', 390);
});
