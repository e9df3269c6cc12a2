import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { instantInZone } from '../../../src/domain/dates';
import { attachFailureScreenshot, KeptContexts } from './kept-context';
import { control, startPortal, type PortalServer } from './portal-server';

const BUSINESS_TIME_ZONE = 'America/New_York';
export const DEMO_PASSWORD = 'Portal-demo-1';

/** The backend's test controls (docs/backend.md). */
export class Backend {
  /** where the server's clock is frozen for this test, kept by every reset (see `freezeDay`) */
  private frozenAt: string | null = null;

  async post(path: string, body: unknown = {}): Promise<void> {
    const res = await control(path, { method: 'POST', body });
    if (!res.ok) throw new Error(`control ${path} answered ${res.status}: ${await res.text()}`);
  }
  /** Restores the seed (moved to the server's day), on the frozen instant if the test froze one. */
  reset = (patch?: Record<string, unknown>) => this.post('/reset', { ...(patch ? { patch } : {}), ...(this.frozenAt ? { now: this.frozenAt } : {}) });
  /** Restores the seed with `entries` as the whole audit trail (the seed's own left out), as `reset` does otherwise. */
  resetTrail = (entries: readonly unknown[]) =>
    this.post('/reset', { patch: { auditEntries: entries }, clear: ['auditEntries'], ...(this.frozenAt ? { now: this.frozenAt } : {}) });
  maintenance = (on: boolean) => this.post('/maintenance', { on });
  fault = (operation: string, errorCode: string, times = 1) => this.post('/faults', { operation, errorCode, times });

  /**
   * Freezes the server's clock at `time` (business time) on the server's own business day and
   * resets the store to that day; answers the day. The dates a test types are then relative to
   * the day the server says, never to this machine's clock, and stay right across a midnight.
   */
  async freezeDay(time: string): Promise<string> {
    const res = await control('/clock');
    if (!res.ok) throw new Error(`control /clock answered ${res.status}`);
    const { today } = (await res.json()) as { today: string };
    this.frozenAt = instantInZone(today, time, BUSINESS_TIME_ZONE).toISOString();
    await this.reset();
    return today;
  }
}

type Fixtures = {
  backend: Backend;
  today: string;
  /** A context of the test's own rather than one kept by the worker (support/kept-context.ts). */
  freshContext: boolean;
  /** Playwright's own: the context options of the test (its config and `test.use`), one key per kept context. */
  _combinedContextOptions: Record<string, unknown>;
};
type WorkerFixtures = { portal: PortalServer; keptContexts: KeptContexts };

/**
 * Each worker has its own portal (support/portal-server.ts), and every test starts from the seed:
 * reset before it runs, whatever the previous test of that worker changed.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const portal = await startPortal();
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
  // E2E_FRESH_CONTEXT=1: every test in a context of its own, as Playwright makes them (to tell an
  // isolation problem from a failure)
  freshContext: [process.env.E2E_FRESH_CONTEXT === '1', { option: true }],
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new KeptContexts();
      await use(kept);
      await kept.closeAll();
    },
    { scope: 'worker' },
  ],
  // Each test a new page in a context the worker keeps for the test's options (support/kept-context.ts);
  // a retry, and a spec that asks, a context of its own.
  context: async ({ browser, freshContext, keptContexts, _combinedContextOptions, portal }, use, testInfo) => {
    if (freshContext || testInfo.retry > 0) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const context: BrowserContext = await keptContexts.take(browser, _combinedContextOptions);
    await use(context);
    for (const page of context.pages()) await attachFailureScreenshot(page, testInfo);
    await keptContexts.release(context, new URL(portal.url).origin);
  },
  backend: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = new Backend();
      await backend.reset();
      await use(backend);
    },
    { auto: true },
  ],
  /** The server's business day, its clock frozen at noon on it: what a test that types dates asks for. */
  today: async ({ backend }, use) => {
    await use(await backend.freezeDay('12:00'));
  },
});
export { expect };

/**
 * Signs in as a test's precondition: the sign-in call the login page makes, from the page's own
 * browser context (its cookies are the page's), then the summary, where the login page lands. The
 * form itself is tested by the specs that are about signing in (session.spec, a11y, start-command),
 * through `signInThroughForm`.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await signInCall(page, username, password);
  await page.goto('/account-summary');
  await summarySettled(page);
}

/**
 * The login page's sign-in call alone, from the page's own browser context: the session cookie is
 * the page's, and no page is loaded. A test that is about another page opens it next, as a person
 * following a bookmark would, rather than loading the summary first (a whole page load and its
 * reads, about a second of a loaded two-core machine, in most of the suite's tests).
 */
export async function signInCall(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  // A page still open on an ended session is left first: a read it sent with the old cookie, refused
  // after this sign-in answered, clears the session cookies (the server forgets a refused session in
  // the browser), and the new session's cookie with them (twice in a clean-clone run).
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const answer = await page.request.post('/api/pub/sbnetloginedge/login', { data: { username, password } });
  expect(answer.ok(), `sign-in of ${username} answered ${answer.status()}`).toBe(true);
}

/**
 * The summary shown and its last read answered: the quick pay card (where the account has one)
 * reads the payment details after the page shows. A test that then ends the session, turns on
 * maintenance or arms a fault would otherwise race that read: the read could meet the 401 and
 * sign the page out on its own, or use up the fault meant for the page the test opens next.
 */
export async function summarySettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  // the loader's data is in the same render as the heading: the card is there now or not at all
  if ((await page.getByTestId('quick-pay-card').count()) === 0) return;
  const flow = page.getByTestId('quick-pay-flow');
  await expect(flow).toBeVisible();
  await expect(flow).not.toHaveAttribute('aria-busy', 'true');
}

/** Signs in the way a person does: the login page's form, landing on the summary. */
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(page).toHaveURL(/\/account-summary$/);
  await summarySettled(page);
}

export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The visible main menu: the side menu from 1090 px, else the mobile footer. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
