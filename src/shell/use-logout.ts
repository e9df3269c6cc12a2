import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { forgetAllFlows } from './flow-persistence';
import { useSessionStore } from './use-session';

/** Logout from any page (spec platform §7): end the session, forget cached pages, go to sign-in. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const router = useRouter();
  const session = useSessionStore();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await session.signOut();
      // a flow in progress outlives a reload or a timeout, not a sign-out the user chose
      forgetAllFlows();
      router.clearCache();
      await router.navigate({ to: '/login', search: { loggedOut: true } });
    } finally {
      setPending(false);
    }
  }, [router, session]);
  return { logout, pending };
}
