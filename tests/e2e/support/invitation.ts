import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Lang } from './lang';

// Accepting an invitation (/create-sub-account): what its specs do on the page.

/** Opens the link in `lang` (the public header's language switch). */
export async function invitationOpen(page: Page, link: string, lang: Lang) {
  await page.goto(link);
  if (lang === 'es' && (await page.locator('html').getAttribute('lang')) !== 'es') {
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
}
export const fillCredentials = async (page: Page, username: string, password: string, confirm = password) => {
  await page.locator('#invitation-username').fill(username);
  await page.locator('#invitation-password').fill(password);
  await page.locator('#invitation-confirm').fill(confirm);
};
