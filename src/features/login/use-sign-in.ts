import { signIn } from '../../api/flows-session';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionStore } from '../../shell/use-session';
import { useFlow } from '../../shell/use-flow';

/** spec platform §4 / §9: after login the user goes to the landing page after 100 ms (the flow's delay). */
const POST_LOGIN_REDIRECT_MS = 100;

/**
 * Mounts the sign-in flow (machines/session/sign-in.ts) and goes where its outcome says: the target page
 * (a local path, already validated) or the account summary; /account-recovery for a password to
 * reset; /maintenance. A 401 here is a refusal the flow shows, not a session that ended.
 */
export function useSignIn(targetUrl: string | undefined, signedOut: boolean) {
  const router = useRouter();
  const session = useSessionStore();
  const flow = useFlow(signIn, { redirectDelayMs: POST_LOGIN_REDIRECT_MS, signedOut }, { routeSessionEnd: false });
  const { actor } = flow;

  useEffect(() => {
    const done = actor.subscribe({
      complete: () => {
        const { outcome, profile } = actor.getSnapshot().output!;
        if (outcome === 'signedIn' && profile) {
          session.accept(profile);
          router.clearCache();
          void (targetUrl ? router.navigate({ href: targetUrl, replace: true }) : router.navigate({ to: '/account-summary', replace: true }));
        } else if (outcome === 'passwordResetRequired') void router.navigate({ to: '/account-recovery', search: { passwordReset: true }, replace: true });
        else void router.navigate({ to: '/maintenance', replace: true });
      },
    });
    return () => done.unsubscribe();
  }, [actor, router, session, targetUrl]);

  return flow;
}
