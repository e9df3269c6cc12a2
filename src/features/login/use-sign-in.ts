import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { useSessionStore } from '../../shell/use-session';

/** spec platform §4 / §9: after login the user goes to the landing page after 100 ms. */
export const POST_LOGIN_REDIRECT_MS = 100;

export type SignInFailure = 'credentials' | 'unreachable' | 'generic';
export type SignInState = { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; failure: SignInFailure } | { status: 'signedIn' };

/** Signs in, then opens `targetUrl` (a local path, already validated) or the account summary. */
export function useSignIn(targetUrl: string | undefined) {
  const router = useRouter();
  const session = useSessionStore();
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const signIn = useCallback(
    async (username: string, password: string) => {
      setState({ status: 'submitting' });
      try {
        await session.signIn({ username, password });
      } catch (e) {
        if (isApiError(e, 'IN_MAINTENANCE')) {
          await router.navigate({ to: '/maintenance', replace: true });
          return;
        }
        const failure: SignInFailure = isApiError(e, 'UNAUTHENTICATED') ? 'credentials' : isApiError(e, 'UNREACHABLE') ? 'unreachable' : 'generic';
        setState({ status: 'failed', failure });
        return;
      }
      setState({ status: 'signedIn' });
      router.clearCache();
      timer.current = setTimeout(() => {
        void (targetUrl ? router.navigate({ href: targetUrl, replace: true }) : router.navigate({ to: '/account-summary', replace: true }));
      }, POST_LOGIN_REDIRECT_MS);
    },
    [router, session, targetUrl],
  );

  return { state, signIn };
}
