import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * Two tabs of one session agree (spec platform §9): they share the session cookie, so
 * activity in one keeps both alive and signing out in one signs out both. The tabs run the
 * model's short timings (warning after 5 s, 2 s countdown, ping 1 s after activity).
 */
const TIMING = { warningAfterMs: 5000, countdownSeconds: 2, pingIntervalMs: 1000 };

async function openTab(context: BrowserContext, first: boolean, timing = TIMING): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((t) => Object.assign(window, { __portalSessionTiming: t }), timing);
  if (first) await context.clock.install(); // one clock for the whole context: both tabs
  if (first) await signIn(page, 'owner@acme.example');
  else await page.goto('/account-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  return page;
}

/** Freezes the tabs' shared clock and reloads them, so both flows start at one known instant. */
async function freeze(pages: Page[]): Promise<void> {
  const now = await pages[0]!.evaluate(() => Date.now());
  await pages[0]!.context().clock.pauseAt(now + 1000);
  for (const page of pages) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  }
}

const dialog = (page: Page) => page.getByTestId('session-timeout-dialog');

test('activity in one tab keeps the other alive', async ({ context }) => {
  const a = await openTab(context, true);
  const b = await openTab(context, false);
  await freeze([a, b]);
  await context.clock.runFor(3000);
  await a.keyboard.press('Shift'); // tab A is used: it tells tab B
  await context.clock.runFor(4000); // 7 s: B would have warned at 5 s
  await expect(dialog(b)).toBeHidden();
  await context.clock.runFor(1500); // 8.5 s: 5 s after A's activity, inside B's 2 s countdown
  await expect(dialog(b)).toBeVisible();
});

test('"Stay signed in" in one tab closes the warning in the other', async ({ context }) => {
  const a = await openTab(context, true);
  const b = await openTab(context, false);
  await freeze([a, b]);
  await context.clock.runFor(5000);
  await expect(dialog(a)).toBeVisible();
  await expect(dialog(b)).toBeVisible();
  await a.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog(a)).toBeHidden();
  await expect(dialog(b)).toBeHidden();
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const a = await openTab(context, true);
  const b = await openTab(context, false);
  // the clock paused: on a busy machine the 5 s warning would otherwise cover the button
  await freeze([a, b]);
  await a.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(a).toHaveURL(/\/login\?loggedOut=true$/);
  await expect(b).toHaveURL(/\/login\?loggedOut=true$/);
  await expect(b.getByText('Acme Plumbing & Heating LLC')).toHaveCount(0);
});

test('the warning is an accessible modal: focus on "Stay signed in", Escape keeps the session, polite countdown', async ({ context }) => {
  // a long countdown: time runs for real while axe (which waits on timers) checks the dialog
  const page = await openTab(context, true, { ...TIMING, countdownSeconds: 120 });
  await freeze([page]);
  await context.clock.runFor(5000);
  await context.clock.resume();
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await expect(warning.locator('[aria-live="polite"]')).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('[data-testid="session-timeout-dialog"]').analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/account-summary$/);
});
