import { setRoleSeenListener, setSessionEndedListener } from '../api/http';
import type { SessionStore } from '../api/session';
import type { AppRouter } from './router';

/**
 * What a 401 from any call means (spec platform §8): IN_MAINTENANCE signs the user out and shows
 * /maintenance; any other 401 signs out and goes to /login, keeping where the user was.
 */
export function routeSessionEnds(session: SessionStore, router: AppRouter): void {
  setSessionEndedListener((code) => {
    session.end();
    router.clearCache();
    if (code === 'IN_MAINTENANCE') {
      void router.navigate({ to: '/maintenance', replace: true });
      return;
    }
    // Several calls of one page can fail at once; the first one has already gone to sign-in.
    const here = router.latestLocation;
    if (here.pathname === '/login' || here.pathname === '/maintenance') return;
    void router.navigate({ to: '/login', search: { targetUrl: here.href }, replace: true });
  });
}

/**
 * A role change "takes effect on the person's next request (their tabs and guards
 * follow)": the server reads the role on every request and says which it served (ROLE_HEADER). An
 * answer with another role than the page holds, or a 403 (a write the role no longer allows), reads
 * the session again: the shell's tabs follow at once, and the current route's guards run again
 * (a page the new role may not see goes where its guard sends it), with no sign-out.
 */
export function routeRoleChanges(session: SessionStore, router: AppRouter): void {
  setRoleSeenListener((role) => {
    const held = session.profile?.role;
    if (!held || (role !== null && role.toUpperCase() === held.toUpperCase())) return;
    void session.refresh().then((changed) => {
      if (!changed) return;
      router.clearCache();
      void router.invalidate();
    });
  });
}
