import { mkdirSync } from 'node:fs';
import { expect, signIn, test } from './support/fixtures';

// Screenshots to look at before resolving (not committed): sign-in, and the summary in both
// languages at both sides of the 1090 px breakpoint.
const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

test.beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
});

test('sign-in page', async ({ page }) => {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/login-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByLabel('Username or email').fill('owner@acme.example');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${DIR}/login-error-1400.png` });
});

for (const lang of ['en', 'es'] as const) {
  for (const width of [1089, 1400]) {
    test(`account summary ${lang} ${width}`, async ({ page }) => {
      // Tall enough for the whole page, so the fixed mobile footer sits at its real place.
      await page.setViewportSize({ width, height: 1400 });
      await signIn(page, 'owner@acme.example');
      if (lang === 'es') {
        await page.getByRole('button', { name: 'Español' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de cuenta');
      }
      await expect(page.getByTestId('payments-card')).toBeVisible();
      await page.screenshot({ path: `${DIR}/summary-${lang}-${width}.png`, fullPage: true });
    });
  }
}

test('billing moved, and the tabs of an account without user preferences', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'moved@enterprise.example');
  await page.screenshot({ path: `${DIR}/summary-moved-1400.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/loggedOut=true/);
  await page.screenshot({ path: `${DIR}/login-logged-out-1400.png` });
  await signIn(page, 'autopay@brightline.example');
  await page.screenshot({ path: `${DIR}/summary-brightline-1400.png`, fullPage: true });
});

test('past-due summary and 404 page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'disconnected@harbor.example');
  await page.screenshot({ path: `${DIR}/summary-pastdue-1400.png`, fullPage: true });
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/404$/);
  await page.screenshot({ path: `${DIR}/not-found-1400.png` });
  await page.goto('/');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account-summary');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `${DIR}/summary-en-390.png` });
  // Nothing may be wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
