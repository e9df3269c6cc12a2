import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { SessionStore } from '../api/session';
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
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the code of the page the address names (its lazy component chunks) at once,
 * alongside the language catalog, instead of after it: on a first visit the two would otherwise
 * load one after the other. The router's own load uses the same promises; a failure is left to it.
 */
export function preloadMatchedChunks(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
