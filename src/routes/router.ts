import { createRouter } from '@tanstack/react-router';
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

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
