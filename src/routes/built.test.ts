import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { LineOfBusiness, supportLinksOf, supportThatReaches } from '../domain/equipment';
import type { Profile } from '../domain/session';
import { tabsFor } from '../shell/tabs';
import { pathOf, reachesPage, treePaths } from './built';
import { routeTree } from './tree';

// The tree's frames render the shell and its words (Lingui macros, which only the app's build
// compiles): here they are stood in by bare routes of the same ids, so the tree is the real one.
vi.mock('./root', () => ({ rootRoute: createRootRoute() }));
vi.mock('./layouts', async () => {
  const { rootRoute } = await import('./root');
  return {
    authLayout: createRoute({ getParentRoute: () => rootRoute, id: 'auth' }),
    openLayout: createRoute({ getParentRoute: () => rootRoute, id: 'open' }),
  };
});
vi.mock('./pay-bill-screen', () => ({ PayBillScreen: () => null }));

const PATHS = treePaths(routeTree);
/** a path of the tree as a link writes it: each parameter given a value */
const hrefOf = (path: string) => path.replace(/\$[^/]+/g, 'x1');

describe('which addresses reach a page (the route tree, spec platform §2)', () => {
  it('answers for every path of the tree from that path’s own route: built, or an area not built yet', () => {
    expect(PATHS.length).toBeGreaterThan(50);
    for (const p of PATHS) {
      expect(pathOf(PATHS, hrefOf(p.path))?.path, p.path).toBe(p.path);
      expect(reachesPage(hrefOf(p.path)), p.path).toBe(p.built);
    }
    const built = PATHS.filter((p) => p.built).map((p) => p.path);
    expect(built).toEqual(expect.arrayContaining(['/account-summary', '/services', '/services/equipment/$equipmentId', '/billing/pay-bill', '/404']));
  });

  it('knows the support, search and troubleshooting areas are not built (they answer 404)', () => {
    const unbuilt = PATHS.filter((p) => !p.built).map((p) => p.path);
    expect(unbuilt).toEqual(expect.arrayContaining(['/support', '/support/category', '/search-results', '/troubleshoot-stub', '/community']));
    for (const href of ['/support/category?topic=internet', '/search-results?q=Arris%20SB8200%20user%20manual', '/troubleshoot-stub', '/support/category/'])
      expect(reachesPage(href), href).toBe(false);
  });

  it('reads the path only (search and hash apart); an address no route has does not reach a page; another site, a phone or mail is not its to judge', () => {
    expect(reachesPage('/billing/pay-bill?open=otp#step')).toBe(true);
    expect(reachesPage('/services/equipment/eq_1')).toBe(true);
    expect(reachesPage('/no-such-page')).toBe(false);
    expect(reachesPage('/services/equipment')).toBe(false);
    for (const href of ['https://enterprise.example.com/billing', 'tel:+18885550100', 'mailto:care@example.com']) expect(reachesPage(href), href).toBe(true);
  });
});

// ---- every internal link the portal renders that can be enumerated --------------------------

const SRC = new URL('..', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('every internal link the portal renders reaches a page', () => {
  it('a link written in the source (Link to, href) reaches a page, or is shown only where the route tree says it does', () => {
    const links: { file: string; href: string }[] = [];
    for (const file of sourceFiles(SRC).filter((f) => !f.includes('/server/'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:to|href)=\{?["'`](\/[^"'`$]*)["'`]/g)) links.push({ file, href: m[1]! });
    }
    expect(links.length).toBeGreaterThan(30);
    const dead = links.filter(({ file, href }) => !reachesPage(href) && !readFileSync(file, 'utf8').includes(`reaches('${href}')`));
    expect(dead.map(({ file, href }) => `${file.slice(SRC.length)}: ${href}`)).toEqual([]);
  });

  it('a device page offers only the support that reaches something, for every device of the seed', () => {
    const seed = JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')) as {
      equipment: { id: string; linesOfBusiness: string[]; manufacturer: string; model: string; supportedFeatures: string[] }[];
    };
    let left = 0;
    for (const device of seed.equipment) {
      const all = supportLinksOf({ ...device, linesOfBusiness: device.linesOfBusiness.map((l) => LineOfBusiness.parse(l)) });
      const shown = supportThatReaches(all, reachesPage);
      for (const link of shown.flatMap((g) => g.links)) if (link.uri !== null) expect(reachesPage(link.uri), `${device.id}: ${link.uri}`).toBe(true);
      expect(
        shown.every((g) => g.links.length > 0),
        device.id,
      ).toBe(true);
      left += all.flatMap((g) => g.links).length - shown.flatMap((g) => g.links).length;
    }
    // the support areas are not built: what the seed's devices would have linked to, and do not
    expect(left).toBeGreaterThan(0);
  });

  it('a navigation tab reaches a page, for every role and feature flag', () => {
    const roles: Profile['role'][] = ['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'];
    const on = [true, false];
    for (const role of roles)
      for (const userPreferences of on)
        for (const billingStub of on)
          for (const sharedBilling of on)
            for (const community of on) {
              const featureFlags = {
                userPreferences,
                billingStub,
                sharedBilling,
                community,
                voice: true,
                securitySuite: true,
                selfInstall: true,
                softDisconnectLookup: true,
              };
              const tabs = tabsFor({ role, featureFlags, communityAgreement: null, hasServices: true, hasVoice: true }, reachesPage);
              for (const tab of tabs) expect(reachesPage(tab.href), `${role} ${JSON.stringify(featureFlags)}: ${tab.href}`).toBe(true);
              expect(tabs[0]?.id).toBe('accountSummary');
            }
  });
});
