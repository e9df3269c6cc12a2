import { expect, signInCall, test } from './support/fixtures';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/initial-locale';

// The worker keeps one browser context per set of options (support/kept-context.ts). Each pair of
// tests runs in order in one worker: the first leaves state behind, the second must not find it.
test.describe.configure({ mode: 'serial' });

test.describe('a kept context is reset between tests', () => {
  test('a test signs in, picks Spanish and keeps a tab-scoped value', async ({ page }) => {
    await signInCall(page, 'owner@acme.example');
    await page.goto('/login');
    await page.evaluate((key) => {
      localStorage.setItem(key, 'es');
      sessionStorage.setItem('left-behind', '1');
    }, LOCALE_STORAGE_KEY);
    expect((await page.context().cookies()).length).toBeGreaterThan(0);
  });

  test('the next test finds no cookies, no saved language and a fresh tab', async ({ page }) => {
    expect(await page.context().cookies()).toEqual([]);
    await page.goto('/login');
    expect(await page.evaluate((key) => [localStorage.getItem(key), sessionStorage.getItem('left-behind')], LOCALE_STORAGE_KEY)).toEqual([null, null]);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('a context whose clock was faked is not kept', () => {
  const FAKE = new Date('2001-02-03T12:00:00Z');

  test('a test fakes the clock', async ({ page }) => {
    await page.clock.setFixedTime(FAKE);
    await page.goto('/login');
    expect(await page.evaluate(() => Date.now())).toBe(FAKE.getTime());
  });

  test('the next test has the real time', async ({ page }) => {
    await page.goto('/login');
    expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2001);
  });
});

test.describe('a context with a route of its own is not kept', () => {
  test('a test answers the login page itself', async ({ page }) => {
    await page.context().route('**/login', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Not the portal</h1>' }));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Not the portal' })).toBeVisible();
  });

  test('the next test gets the portal', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
