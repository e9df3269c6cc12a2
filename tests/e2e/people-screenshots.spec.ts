import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, signInWithLanguage, type Lang, signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// People and roles (issue 17): the list, the invitation refused on its form and its review, a
// role refused beside its choice and the suspend question, in both languages, at desktop and phone
// widths: none wider than the window. `npm run screenshots` writes each as a picture
// (/tmp/shots/people-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number, fullPage = true) =>
  pictureWithin(page, `people-${name}-${lang}-${width}.png`, width, fullPage);

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`people list, invitation, role and suspend (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'owner@acme.example', '/user-preferences/people', lang);
      await expect(page.locator('.page.people')).toHaveAttribute('data-state', '"showing"');
      await shot(page, 'list', lang, width);
      await page.getByTestId('people-invite').click();
      await page.getByTestId('invite-review').click();
      await expect(page.getByTestId('invite-firstName-error')).toBeVisible();
      await shot(page, 'invite-refused', lang, width);
      await page.locator('#invite-firstName').fill('Ana');
      await page.locator('#invite-lastName').fill('Reyes');
      await page.locator('#invite-email').fill('ana.reyes@acme.example');
      await page.locator('#invite-role').selectOption('BILLING');
      await page.getByTestId('invite-review').click();
      await expect(page.getByTestId('invite-check')).toBeVisible();
      await shot(page, 'invite-review', lang, width);
      await page.getByTestId('invite-cancel').click();
      await page.locator('#role-usr_4').click();
      await page.getByTestId('role-save').click();
      await expect(page.getByTestId('role-refusal')).toBeVisible();
      await shot(page, 'role-refused', lang, width);
      await page.getByTestId('role-cancel').click();
      await page.getByTestId('person-usr_3').getByRole('button').nth(1).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'suspend', lang, width, false);
    });
  }
}

test('a STANDARD user: the list read, nothing to change (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInWithLanguage(page, 'staff@acme.example', 'es');
  await page.goto('/user-preferences/people');
  await expect(page.locator('.page.people')).toHaveAttribute('data-state', '"showing"');
  await shot(page, 'read-only', 'es', 390);
});
