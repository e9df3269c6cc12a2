import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FIRST_VISITS } from '../../scripts/first-visits';
import { FIRST_VISIT_ATTRIBUTE } from '../../scripts/vite-first-visit-preloads';
import { e2eBuildDir } from './support/build-dir';
import { expect, signInCall, test } from './support/fixtures';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/initial-locale';

// A first visit: a context of its own, with nothing in its HTTP cache (support/kept-context.ts).
test.use({ freshContext: true });

// index.html preloads the opened page's lazy code and words while the entry downloads
// (scripts/vite-first-visit-preloads.ts, from the table in scripts/first-visits.ts). Each page is
// opened twice: once with that script taken out of index.html, to see what the page loads by
// itself, and once as built. The preloads must be exactly what the page loads by itself before
// its first paint: nothing it does not use (bytes a phone downloads for nothing), nothing missed
// (a round trip back on its way). Only the flows loaded after the first paint are left to load later.

type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = (): Manifest => JSON.parse(readFileSync(join(e2eBuildDir(), '.vite/manifest.json'), 'utf8')) as Manifest;

/** The built files a set of modules loads, with their static imports. */
function closure(modules: string[]): Set<string> {
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

const PRELOAD_SCRIPT = new RegExp(`<script>\\{[^<]*${FIRST_VISIT_ATTRIBUTE}[^<]*</script>`);

/** The JavaScript files a visit loads until the network is quiet, and the ones index.html preloaded. */
async function visit(page: Page, url: string, { withPreloads }: { withPreloads: boolean }) {
  const loaded = new Set<string>();
  const onRequest = (request: { url(): string }) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.*\.js$/.test(path)) loaded.add(path.slice(1));
  };
  page.on('request', onRequest);
  let staticFiles: string[] = [];
  await page.route(
    (u) => u.pathname === new URL(url, 'http://x').pathname,
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      // the entry and the modulepreloads Vite writes for the entry's static imports
      staticFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      if (!withPreloads) {
        expect(html).toMatch(PRELOAD_SCRIPT);
        html = html.replace(PRELOAD_SCRIPT, '');
      }
      // the body is sent as text: the encoding and length the server chose no longer apply
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
      await route.fulfill({ status: response.status(), headers, body: html });
    },
    { times: 1 },
  );
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator(`link[${FIRST_VISIT_ATTRIBUTE}]`)
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname.slice(1)));
  page.off('request', onRequest);
  return { loaded, preloaded, staticFiles };
}

const PAGES: { route: keyof typeof FIRST_VISITS; url: string; language?: 'es'; username?: string }[] = [
  { route: '/login', url: '/login' },
  { route: '/login', url: '/login', language: 'es' },
  { route: '/account-summary', url: '/account-summary' },
  { route: '/account-summary', url: '/account-summary', language: 'es' },
  { route: '/services', url: '/services' },
  { route: '/services/equipment/$equipmentId', url: '/services/equipment/eq_1' },
  { route: '/services/mobile', url: '/services/mobile', username: 'mobile@fleet.example' },
  { route: '/services/mobile/lines/$lineId', url: '/services/mobile/lines/line_1', username: 'mobile@fleet.example' },
  { route: '/billing', url: '/billing' },
  { route: '/billing/pay-bill', url: '/billing/pay-bill' },
  { route: '/billing/bill-pay-options', url: '/billing/bill-pay-options' },
  { route: '/billing/view-statements', url: '/billing/view-statements' },
  { route: '/user-preferences', url: '/user-preferences' },
  { route: '/user-preferences/people', url: '/user-preferences/people' },
];

for (const { route, url, language, username = 'owner@acme.example' } of PAGES) {
  test(`a first visit to ${url}${language ? ` in Spanish` : ''} preloads what the page loads before it shows, and only that`, async ({ page, context }) => {
    if (language) await context.addInitScript(([key, l]) => localStorage.setItem(key, l), [LOCALE_STORAGE_KEY, language] as const);
    if (FIRST_VISITS[route]!.signedIn) await signInCall(page, username);
    const bare = await visit(page, url, { withPreloads: false });
    await page.goto('about:blank');
    const built = await visit(page, url, { withPreloads: true });

    expect(built.preloaded.length).toBeGreaterThan(0);
    // every preload is a file the page loads by itself, in the visitor's language
    expect(built.preloaded.filter((file) => !bare.loaded.has(file))).toEqual([]);
    // and what the page loads by itself, beyond the entry's files and the preloads, is only
    // what it imports after its first paint (the sign-in or session-timeout flow)
    const later = closure(FIRST_VISITS[route]!.afterPaint);
    const missed = [...bare.loaded].filter((file) => !bare.staticFiles.includes(file) && !built.preloaded.includes(file) && !later.has(file));
    expect(missed).toEqual([]);
    // the words preloaded are the visitor's language's
    const words = closure([`locales/${language ?? 'en'}/messages.po`]);
    expect(built.preloaded.filter((file) => words.has(file))).toHaveLength(1);
  });
}
