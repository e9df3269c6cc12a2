import { expect, signIn, test } from './support/fixtures';

// First visits: a context of their own, with nothing in its HTTP cache (support/kept-context.ts).
test.use({ freshContext: true });

// index.html starts the session probe while the code downloads
// (scripts/vite-early-probe.ts); the app takes that answer instead of asking again.
const SESSION = '/api/pub/sbnetloginedge/v1/sbnet/session';

test('a signed-in first visit asks for the session once, before the app code has arrived', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SESSION) seen.push('probe');
  });
  // the entry script arrives late: a probe the app made itself would come after it
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    seen.push('entry arrives');
    await route.continue();
  });
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(seen).toEqual(['probe', 'entry arrives']);
});

// ...and the opened page's own reads beside it (src/api/first-read-documents/by-page.ts), which
// the app's transport then takes instead of asking again (src/api/first-reads.ts): each is asked
// for once, and the page shows what it answered
for (const { path, reads, shown } of [
  // the loader's reads, then the cards' own: their rows shown are the early answers taken
  {
    path: '/billing',
    reads: ['BillingHome', 'ScheduledCount', 'RecentTransactions', 'StreamingSubscriptions', 'MobileDevicesBalance'],
    shown: ['billing-status-card', 'recent-transaction', 'streaming-subscription'],
  },
  { path: '/account-summary', reads: ['AccountSummary'], shown: ['company-name'] },
  // the one-time payment's first read, which its amount step waits for
  { path: '/billing/pay-bill?open=otp', reads: ['PaymentInfo'], shown: ['pay-amount-due'] },
]) {
  test(`a signed-in first visit to ${path} asks for the page's own data before the app code has arrived, once`, async ({ page }) => {
    await signIn(page, 'owner@acme.example');
    const seen: string[] = [];
    let readsAsked = () => {};
    const asked = new Promise<void>((resolve) => (readsAsked = resolve));
    page.on('request', (r) => {
      if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/selfservice/graph') return;
      const operation = /^\s*query (\w+)/.exec((r.postDataJSON() as { query?: string } | null)?.query ?? '')?.[1];
      if (!operation || !reads.includes(operation)) return;
      seen.push(operation);
      if (reads.every((read) => seen.includes(read))) readsAsked();
    });
    // the entry script is held until the page's reads are asked for, or 10 s: reads the app made
    // itself would come after it
    await page.route('**/assets/index-*.js', async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      seen.push('entry arrives');
      await route.continue();
    });
    await page.goto(path);
    for (const testId of shown) await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([...reads, 'entry arrives']);
  });
}

test('signed out, the page starts no probe, and sends the visitor to sign in', async ({ page }) => {
  const probes: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SESSION) probes.push(r.url());
  });
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(probes).toEqual([]);
});

test("a signed-in first visit asks for the page's data before the language has arrived, and once", async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  const seen: string[] = [];
  let dataAsked = () => {};
  const asked = new Promise<void>((resolve) => (dataAsked = resolve));
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !(r.postData() ?? '').includes('query BillingHome')) return;
    seen.push('page data');
    dataAsked();
  });
  // the portal's words (both languages' catalogs are named messages-*) are held until the page's
  // data is asked for, or 10 s: a read made only after them, as the router's first load after the
  // first render does, would come after them. Not a fixed delay: a busy machine's slow start of
  // the code (one clean-clone run took over 800 ms) is not a read that waited.
  await page.route('**/assets/messages-*.js', async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!seen.includes('words arrive')) seen.push('words arrive');
    await route.continue();
  });
  await page.goto('/billing');
  // beyond the words' 10 s hold, so that a read made after them fails on the order below
  await expect(page.getByTestId('billing-status-card')).toBeVisible({ timeout: 15_000 });
  expect(seen).toEqual(['page data', 'words arrive']);
});

// src/routes/reveal-first-page.ts: while a first visit's data is held, index.html's frame and
// spinner stay (React's first render would otherwise take them away and leave the page blank),
// and the first contentful paint comes after the data: the page's own.
test('a first visit keeps the frame until the page has its data, and paints no content before it', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    void page.route('**/selfservice/graph', async (route) => {
      if (!(route.request().postData() ?? '').includes('query BillingHome')) return route.continue();
      resolve();
      await new Promise<void>((go) => (release = go));
      await route.continue();
    });
  });
  await page.goto('/billing');
  await held;
  await expect(page.locator('#boot .boot__spinner')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const releasedAt = await page.evaluate(() => performance.now());
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-status-card')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  // the paint's timing entry comes once the frame is presented, a moment after it is drawn
  const firstContentfulPaint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await expect.poll(firstContentfulPaint).not.toBeNull();
  expect(await firstContentfulPaint()).toBeGreaterThan(releasedAt);
});
