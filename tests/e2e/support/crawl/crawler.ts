import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';
import type { Lang } from '../lang';
import { NAVIGATING_CONTROLS, SAME_IN_SPANISH } from './allowances';
import type { EnglishSources } from './english-sources';
import { englishOnSpanishPage, tableMismatches } from './page-checks';

/** A link or control followed: on which page, by which name, to which address (path and search). */
interface Edge {
  from: string;
  text: string;
  to: string;
}

export interface CrawlResult {
  /** the pages reached (path and search) with their route (src/routes/tree.ts id), each with the edge that first led there */
  pages: { page: string; route: string; via: Edge | null }[];
  edges: Edge[];
  tables: number;
  failures: string[];
  /** the built pages' routes (a component and no child routes; `unbuiltRoute` gives none), by id and path */
  builtRoutes: { id: string; path: string }[];
}

type RouterWindow = {
  __TSR_ROUTER__: {
    navigate(options: { href: string }): Promise<void>;
    state: { status: string; location: { pathname: string; searchStr: string }; matches: { routeId: string }[] };
    routesById: Record<string, { id: string; fullPath: string; options: { component?: unknown }; children?: unknown[] }>;
  };
  __crawl: { pending: number; changedAt: number };
};

/** The route of the 404 page, where unknown and unbuilt addresses end. */
const NOT_FOUND = '/open/404';

/**
 * An init script: counts the page's reads in flight and notes when its content last changed, so
 * that a page is settled when its reads have answered and nothing has moved for a moment.
 */
export function watchPage() {
  const state = { pending: 0, changedAt: performance.now() };
  (window as unknown as { __crawl: typeof state }).__crawl = state;
  const fetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    state.pending += 1;
    try {
      return await fetch(...args);
    } finally {
      state.pending -= 1;
      state.changedAt = performance.now();
    }
  };
  new MutationObserver(() => (state.changedAt = performance.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** The page shown and still: the router idle, no read in flight, its main heading, nothing busy, no change for 150 ms. */
async function settle(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as RouterWindow;
        const heading = document.querySelector('h1');
        return (
          w.__TSR_ROUTER__?.state.status === 'idle' &&
          w.__crawl?.pending === 0 &&
          heading !== null &&
          heading.checkVisibility() &&
          !document.querySelector('[aria-busy="true"], .nav-spinner[data-active="true"]') &&
          performance.now() - w.__crawl.changedAt > 150
        );
      },
      undefined,
      { timeout: 15_000 },
    );
    return true;
  } catch {
    return false;
  }
}

/** Goes to `href` as a click on one of the portal's links does: the router's navigation, in the same document. */
const go = (page: Page, href: string) => page.evaluate((to) => (window as unknown as RouterWindow).__TSR_ROUTER__.navigate({ href: to }), href);

const here = (page: Page) =>
  page.evaluate(() => {
    const { state } = (window as unknown as RouterWindow).__TSR_ROUTER__;
    return { page: state.location.pathname + state.location.searchStr, route: state.matches.at(-1)?.routeId ?? '' };
  });

const builtRoutes = (page: Page) =>
  page.evaluate(() =>
    Object.values((window as unknown as RouterWindow).__TSR_ROUTER__.routesById)
      .filter((route) => route.options.component && !route.children?.length)
      .map((route) => ({ id: route.id, path: route.fullPath })),
  );

interface Link {
  href: string;
  text: string;
  download: boolean;
}
/** Every link of the page, with the name a reader is given. */
const linksOf = (page: Page): Promise<Link[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => ({
      href: a.href,
      text: (a.getAttribute('aria-label') || a.innerText || a.textContent || a.title || '').replace(/\s+/g, ' ').trim(),
      download: a.hasAttribute('download'),
    })),
  );

/** A link to a file the portal serves (a statement's PDF, a CSV), not to a page. */
const isFile = (url: URL, download: boolean) => download || /^\/(api|selfservice)\//.test(url.pathname);

/**
 * Breadth first from the page shown (the account summary), following every link to the portal's
 * own pages, and the controls that navigate (allowances.ts), until no new page appears. Each page
 * reached is checked once: not the 404 page, no console error or page error, axe clean (where
 * `checks.axe`), every
 * table's rows as wide as its headers, and in Spanish none of the portal's English. A link to a
 * file must answer. A failure names the link that led to the page. Pages are told apart by path
 * and search, ids kept (an account has at most five devices).
 */
export async function crawl(page: Page, lang: Lang, sources: EnglishSources, checks: { axe: boolean }): Promise<CrawlResult> {
  const origin = new URL(page.url()).origin;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));

  const start = await here(page);
  const result: CrawlResult = { pages: [], edges: [], tables: 0, failures: [], builtRoutes: await builtRoutes(page) };
  const fail = (where: string, what: string[]) => result.failures.push(...what.map((w) => `${where}: ${w}`));
  const queue: { page: string; via: Edge | null }[] = [{ page: start.page, via: null }];
  const seen = new Set([start.page]);
  const filesChecked = new Set<string>();
  const allowed = SAME_IN_SPANISH.map((a) => a.text);

  /** Records the links from `from`; a new page joins the queue, a file is asked for once. */
  const follow = async (from: string, links: Link[]) => {
    for (const link of links) {
      const url = new URL(link.href);
      if (url.origin !== origin) continue;
      const to = url.pathname + url.search;
      if (to === from && url.hash) continue;
      const edge = { from, text: link.text, to };
      result.edges.push(edge);
      if (isFile(url, link.download)) {
        if (filesChecked.has(to)) continue;
        filesChecked.add(to);
        const answer = await page.request.get(link.href);
        if (!answer.ok()) fail(from, [`"${link.text}" (${to}) answered ${answer.status()}`]);
      } else if (!seen.has(to)) {
        seen.add(to);
        queue.push({ page: to, via: edge });
      }
    }
  };

  /** Presses each navigating control of the page: where it leads is a page to crawl, links it shows are followed. */
  const pressControls = async (at: string) => {
    for (const control of NAVIGATING_CONTROLS.filter((c) => c.on.test(at))) {
      if ((await here(page)).page !== at) {
        await go(page, at);
        await settle(page);
      }
      const button = page.getByRole('button', { name: control.name }).first();
      if ((await button.count()) === 0) continue;
      const text = (await button.innerText()).trim();
      const before = new Set((await linksOf(page)).map((l) => l.href));
      errors.length = 0;
      await button.click();
      const settled = await settle(page);
      const after = await here(page);
      const where = `${at}, after pressing "${text}"`;
      fail(where, [...(settled ? [] : ['did not settle']), ...errors]);
      if (after.route === NOT_FOUND) fail(where, ['the 404 page']);
      else if (after.page !== at) await follow(at, [{ href: new URL(after.page, origin).href, text, download: false }]);
      else
        await follow(
          at,
          (await linksOf(page)).filter((l) => !before.has(l.href)).map((l) => ({ ...l, text: `${text}, then ${l.text}` })),
        );
    }
  };

  for (let next = queue.shift(); next; next = queue.shift()) {
    const { via } = next;
    errors.length = 0;
    if ((await here(page)).page !== next.page) await go(page, next.page).catch((e: Error) => errors.push(`navigation failed: ${e.message}`));
    const settled = await settle(page);
    const at = await here(page);
    const where = `${at.page}${at.page !== next.page ? ` (from ${next.page})` : ''}${via ? ` (reached by "${via.text}" on ${via.from})` : ''}`;
    if (at.route === NOT_FOUND) {
      fail(where, ['the 404 page']);
      continue;
    }
    if (at.page !== next.page && result.pages.some((p) => p.page === at.page)) {
      // an address that sends on to a page already checked: only its errors count
      fail(where, errors);
      continue;
    }
    seen.add(at.page);
    result.pages.push({ page: at.page, route: at.route, via });
    if (!settled) fail(where, ['did not settle (main heading, reads, busy regions)']);
    const tables = await tableMismatches(page);
    result.tables += tables.tables;
    fail(
      where,
      tables.mismatches.map((m) => `table ${m}`),
    );
    if (lang === 'es')
      fail(
        where,
        (await englishOnSpanishPage(page, sources, allowed)).map((t) => `English in Spanish: ${t}`),
      );
    if (checks.axe) result.failures.push(...(await axeViolations(page, where)).map((v) => `axe ${v}`));
    fail(where, errors);
    await follow(at.page, await linksOf(page));
    await pressControls(at.page);
  }
  return result;
}
