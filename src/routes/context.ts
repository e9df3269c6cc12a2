import type { SessionStore } from '../api/session';

/** What every route receives from the router (createRootRouteWithContext). */
export interface RouterContext {
  session: SessionStore;
}

/** Flows that take over the page: no side menu or mobile footer (spec platform §2 app shell). */
type Chrome = 'standard' | 'focused' | 'nested-buy' | 'full-width-header-only';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: Chrome;
    /** spec platform §2: the page-alert area is hidden on the redesigned summary and on sign-in-redirect. */
    hidePageAlerts?: boolean;
    /** a route of an area not built yet (unbuilt.ts): it answers 404, so nothing links to it (built.ts) */
    unbuilt?: true;
  }
}
