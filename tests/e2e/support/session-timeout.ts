import type { Page } from '@playwright/test';
import { expect, fillSignIn, type Backend } from './fixtures';

/** The page's session timing, shortened: the warning after 60 s of quiet, a 5 s countdown. */
const TIMING = { warningAfterMs: 60_000, countdownSeconds: 5, pingIntervalMs: 30_000 };

/** Before the page loads: its session timing shortened and its clock under the test's control. */
export async function shortSessionOnAControlledClock(page: Page): Promise<void> {
  await page.addInitScript((t) => Object.assign(window, { __portalSessionTiming: t }), TIMING);
  await page.clock.install();
}

/**
 * The user walks away: the server's idle limit (900 s) passes on its own clock, and the page's
 * warning and countdown on the page's; the page then signs out to the sign-in page.
 */
async function walkAwayUntilTimedOut(page: Page, backend: Backend): Promise<void> {
  await backend.post('/clock', { advanceSeconds: 901 });
  await page.clock.runFor(TIMING.warningAfterMs + TIMING.countdownSeconds * 1000 + 1000);
}

const exactly = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The user walks away from `path` until the session times out: the sign-in page keeps where they
 * were, and signing in again brings them back there.
 */
export async function timeOutAndSignInAgain(page: Page, backend: Backend, path: string, username: string): Promise<void> {
  await walkAwayUntilTimedOut(page, backend);
  await expect(page).toHaveURL(new RegExp(`/login\\?loggedOut=true&targetUrl=${exactly(encodeURIComponent(path))}$`));
  await fillSignIn(page, username);
  await expect(page).toHaveURL(new RegExp(`${exactly(path)}$`));
}

/** What the page keeps of its flows in sessionStorage: [key, snapshot] pairs. */
export const keptFlows = (page: Page): Promise<[string, string][]> =>
  page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith('portal.flow:')));
