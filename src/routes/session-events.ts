import { setSessionEndedListener } from '../api/http';
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
