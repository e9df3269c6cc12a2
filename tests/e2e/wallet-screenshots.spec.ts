import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang, signInAt } from './support/lang';
import { atWidth, picture, pictureWithin } from './support/shots';

// The wallet on /billing/bill-pay-options with every badge (the Keystone demo account), the
// expired and expiring questions, the roadblock, the delete confirmation and the edit form, in
// both languages, at desktop and phone widths: none wider than the window, each step reached with
// the keyboard. `npm run screenshots` also writes each as a picture (/tmp/shots/wallet-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number, fullPage = true) =>
  pictureWithin(page, `wallet-${name}-${lang}-${width}.png`, width, fullPage);

/** A dialog the last key opened: shown, pictured, then closed by Escape. */
async function pictureThenEscape(page: Page, testId: string, name: string, lang: Lang, width: number) {
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  await shot(page, name, lang, width, false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const lang of LANGS)
  for (const width of WIDTHS)
    test(`the wallet with every badge, its questions and the roadblock (${lang}, ${width} px)`, atWidth(width, lang), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'wallet@keystone.example', '/billing/bill-pay-options', lang);
      // the expired Discover first: its question has the focus on its main action (add a new card)
      const expired = page.getByTestId('wallet-expired');
      await expect(expired).toBeVisible();
      await expect(expired.locator('.dialog__actions .button--primary')).toBeFocused();
      await shot(page, 'expired', lang, width, false);
      // keyboard: Tab to "Not now", Enter; the one question of the visit (its expiring Amex is not asked about too)
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(expired).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const list = page.getByTestId('wallet-list');
      for (const badge of ['expired', 'expiringSoon', 'restricted', 'prepaid', 'autoPay', 'scheduled'])
        await expect(list.getByTestId(`badge-${badge}`)).toHaveCount(1);
      await shot(page, 'list', lang, width);
      // the wallet itself, in the window (a phone's full page is long)
      await page.getByTestId('wallet').scrollIntoViewIfNeeded();
      await picture(page, `wallet-list-window-${lang}-${width}.png`);

      // the Auto Pay Visa's Delete, by keyboard: the roadblock
      const visaDelete = page.getByTestId('wallet-method-pm_20').locator('#wallet-delete-pm_20');
      await visaDelete.focus();
      await page.keyboard.press('Enter');
      await pictureThenEscape(page, 'wallet-roadblock', 'roadblock', lang, width);
      await expect(visaDelete).toBeFocused();

      // the prepaid Visa's Delete: the confirmation, starting on the safe button
      await page.locator('#wallet-delete-pm_24').click();
      const confirm = page.getByTestId('wallet-delete');
      await expect(confirm).toBeVisible();
      await shot(page, 'delete', lang, width, false);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();

      // Edit the expiring Amex
      await page.locator('#wallet-edit-pm_22').click();
      await expect(page.getByTestId('wallet-edit')).toBeVisible();
      // the form takes the focus on its title
      await expect(page.getByTestId('wallet-edit').getByRole('heading', { level: 2 })).toBeFocused();
      await page.getByTestId('wallet-edit').locator('input').first().fill('0199');
      await page.getByTestId('wallet-edit').getByRole('button').first().click();
      await shot(page, 'edit-refused', lang, width);
    });
