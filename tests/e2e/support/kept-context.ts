import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * One browser context per set of context options, kept by the worker across its tests, with a new
 * page (a new tab: its own sessionStorage) for each test (a context costs Chromium a GPU
 * process's work and a renderer without a code cache, ~0.6 CPU-second a test, ~270 of the
 * browser stage's CPU-seconds). Between tests the cookies, permissions and the origin's storage
 * are cleared; the HTTP cache is kept (hashed assets never change; index.html is revalidated).
 *
 * A test that changes its context in a way these resets do not undo (a clock, a route, an init
 * script, extra headers, offline, a listener, a default timeout) marks it spent: the context is
 * closed after that test and the next test gets a new one. A retry, and a spec that asks with
 * `test.use({ freshContext: true })`, gets a context of its own, as Playwright makes one.
 */
export class KeptContexts {
  private readonly contexts = new Map<string, BrowserContext>();
  private readonly spent = new WeakSet<BrowserContext>();

  async take(browser: Browser, options: Record<string, unknown>): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    let context = this.contexts.get(key);
    if (!context) {
      // Playwright adds the test's context options to every context a test's browser makes
      context = await browser.newContext();
      this.watch(context);
      this.contexts.set(key, context);
    }
    return context;
  }

  /** Leaves the context as the next test must find it, or closes it when the test changed it for good. */
  async release(context: BrowserContext, origin: string): Promise<void> {
    if (this.spent.has(context)) {
      for (const [key, kept] of this.contexts) if (kept === context) this.contexts.delete(key);
      await context.close();
      return;
    }
    const pages = context.pages();
    const page = pages[0] ?? (await context.newPage());
    // localStorage (the language choice) and IndexedDB of the portal's origin, in this context only
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql' });
    await cdp.detach();
    await Promise.all(context.pages().map((p) => p.close()));
    await context.clearCookies();
    await context.clearPermissions();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.contexts.values()].map((context) => context.close()));
    this.contexts.clear();
  }

  /** Marks the context spent on any call that leaves state these resets do not clear. */
  private watch(context: BrowserContext): void {
    const spend = <T extends object>(target: T, methods: string[]) => {
      for (const name of methods) {
        const original = (target as Record<string, unknown>)[name];
        if (typeof original !== 'function') throw new Error(`kept contexts: ${name} is not a method to watch (Playwright changed?)`);
        Object.defineProperty(target, name, {
          configurable: true,
          value: (...args: unknown[]) => {
            this.spent.add(context);
            return (original as (...a: unknown[]) => unknown).apply(target, args);
          },
        });
      }
    };
    spend(context, [
      'addInitScript',
      'route',
      'routeFromHAR',
      'routeWebSocket',
      'setExtraHTTPHeaders',
      'setOffline',
      'setGeolocation',
      'setHTTPCredentials',
      'exposeBinding',
      'exposeFunction',
      'setDefaultTimeout',
      'setDefaultNavigationTimeout',
      'on',
      'once',
      'addListener',
      'prependListener',
    ]);
    // page.clock is the context's clock: installing it anywhere fakes time for every later page
    spend(context.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume']);
  }
}

/** A failed test's page, attached as Playwright attaches one for the contexts it makes itself. */
export async function attachFailureScreenshot(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  try {
    await testInfo.attach('screenshot', { body: await page.screenshot({ timeout: 5000 }), contentType: 'image/png' });
  } catch {
    // a page that cannot be drawn any more: the error says what happened
  }
}
