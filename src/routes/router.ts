import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { createElement, type ReactNode } from 'react';
import type { SessionStore } from '../api/session';
import { ReachesPage } from '../ui/reaches-page';
import { reachesPage } from './built';
import { routeTree } from './tree';

export function createAppRouter(session: SessionStore) {
  return createRouter({
    routeTree,
    context: { session },
    // spec platform §2: navigating to the same URL reloads; the router re-runs guards and
    // loaders on a same-location navigation, and loaders are never considered fresh.
    defaultStaleTime: 0,
    // ...and a reload is a navigation like any other: the spinner shows until the data is in.
    defaultStaleReloadMode: 'blocking',
    defaultPreloadStaleTime: 0,
    defaultPreload: false,
    // Guards and loaders show the navigation spinner immediately; no pending component flashes.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    notFoundMode: 'root',
    trailingSlash: 'never',
    // A search param no route validates is dropped, never handed to a page.
    search: { strict: true },
    scrollRestoration: true,
    // every link asks the route tree whether its page is built (built.ts)
    Wrap: ({ children }: { children: ReactNode }) => createElement(ReachesPage.Provider, { value: reachesPage }, children),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the page the address names at once, alongside the language catalog, instead of
 * after it and React's first render: its code (the lazy component chunks), and its
 * guards and data by a router preload of the same address (the session probe index.html
 * started, then the route's loader). On a first visit these would otherwise wait one for the
 * other. Failures are left to the router's own load, which meets them again.
 */
export function preloadMatchedRoute(router: AppRouter): void {
  const location = router.latestLocation;
  const routes = router.matchRoutes(location).flatMap((match) => {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    return route ? [route] : [];
  });
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  handFirstReadsOn(router, routes);
  // `href` names the address as it is (search and hash included); `to` is then not read
  void router.preloadRoute({ to: '.', href: location.href }).catch(() => undefined);
}

type Loader = (context: { preload: boolean; params: unknown; deps: unknown }) => unknown;

/**
 * The router reads a page's data again on the navigation that follows a preload (loaders are
 * never fresh: spec platform §2, `defaultStaleTime: 0`); it only takes over a preload's read
 * still running. For the first visit only, each matched route's loader hands what the preload
 * read to the first load of the same params and deps, once; from the first page shown on, each
 * is its own loader again (a same-address navigation reads anew). The data is asked for once, early.
 */
function handFirstReadsOn(router: AppRouter, routes: AnyRoute[]): void {
  const restore: (() => void)[] = [];
  for (const route of routes) {
    // the router reads `options.loader` at each load; `update` does not take a loader
    const options = route.options as { loader?: Loader };
    const own = options.loader;
    if (typeof own !== 'function') continue;
    let early: { key: string; read: unknown } | null = null;
    options.loader = (context) => {
      const key = JSON.stringify([context.params, context.deps]);
      if (context.preload) {
        const read = own(context);
        early ??= { key, read };
        return read;
      }
      const handed = early?.key === key ? early.read : own(context);
      early = null;
      return handed;
    };
    restore.push(() => {
      options.loader = own;
      early = null;
    });
  }
  const stop = router.subscribe('onResolved', () => {
    stop();
    for (const undo of restore) undo();
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
