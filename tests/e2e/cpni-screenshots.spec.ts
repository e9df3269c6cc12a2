import { expect } from './support/fixtures';
import { openProfile } from './support/profile';
import { shotWalks } from './support/shot-walks';

// The CPNI card: not verified with the choice of contacts (Acme's owner), the code's
// dialog, and verified (Fleet), in both languages at desktop and phone widths, none wider than
// the window. `npm run screenshots` writes each as a picture (/tmp/shots/cpni-*.png).

shotWalks('cpni', 'CPNI card and its code dialog', async ({ page, lang, shot }) => {
  await openProfile(page, 'owner@acme.example', lang);
  const card = page.getByTestId('cpni-card');
  await card.scrollIntoViewIfNeeded();
  await shot('choose');
  await card.getByTestId('cpni-verify').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('dialog', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().clearCookies();
  await openProfile(page, 'mobile@fleet.example', lang);
  await expect(page.getByTestId('cpni-by')).toBeVisible();
  await shot('verified');
});
