import { createRoute, Outlet, useRouteContext } from '@tanstack/react-router';
import { useSession } from '../shell/use-session';
import { AppShell } from '../shell/app-shell';
import { PublicFrame } from '../shell/public-frame';
import { loadSessionTimeout } from '../shell/session-timeout-slot';
import { peekProfile, requireProfile } from './guards';
import { rootRoute } from './root';

/** Every screen behind the authentication guard; its children add their own guards. */
export const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  beforeLoad: async ({ context, location }) => {
    const profile = await requireProfile(context.session, location.href);
    // the shell's session timeout, loaded beside the page rather than after it (not awaited)
    void loadSessionTimeout().catch(() => undefined);
    return { profile };
  },
  component: AuthFrame,
});

function AuthFrame() {
  const session = useSession();
  const { profile } = useRouteContext({ from: authLayout.id });
  // The moment the session ends (logout, any 401) nothing of the account stays on screen,
  // even before the redirect to /login or /maintenance has finished.
  if (session.status !== 'signedIn') return null;
  return (
    <AppShell profile={session.profile ?? profile}>
      <Outlet />
    </AppShell>
  );
}

/** Screens open to everyone; a signed-in user still sees them inside the app shell. */
export const openLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'open',
  beforeLoad: async ({ context }) => {
    await peekProfile(context.session);
  },
  component: OpenFrame,
});

function OpenFrame() {
  const session = useSession();
  if (session.status === 'signedIn') {
    return (
      <AppShell profile={session.profile}>
        <Outlet />
      </AppShell>
    );
  }
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
