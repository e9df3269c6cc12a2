import { sessionTimeout } from '../../api/flows-session';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { screenMeta } from '../../../machines/parts/screen';
import type { SessionTimeoutInput } from '../../../machines/session/session-timeout';
import { IDLE_COUNTDOWN_SECONDS, IDLE_WARNING_SECONDS, KEEP_ALIVE_INTERVAL_SECONDS } from '../../domain/session';
import { useFlow } from '../use-flow';
import { useSessionStore } from '../use-session';
import { openSessionChannel } from './session-channel';

// spec platform §9: warning after 780 s, 120 s countdown, ping interval 30 s.
const SESSION_TIMING: SessionTimeoutInput = {
  warningAfterMs: IDLE_WARNING_SECONDS * 1000,
  countdownSeconds: IDLE_COUNTDOWN_SECONDS,
  pingIntervalMs: KEEP_ALIVE_INTERVAL_SECONDS * 1000,
};

/**
 * Browser tests walk the flow's generated paths with the model's short timings; they set them
 * before the page loads. Shortening them can only sign a user out sooner: the server enforces
 * its own idle limit whatever the page believes.
 */
function timingFor(fallback: SessionTimeoutInput): SessionTimeoutInput {
  const override = (globalThis as { __portalSessionTiming?: SessionTimeoutInput }).__portalSessionTiming;
  return override ?? fallback;
}

/** What the user does that counts as being there. Pointer moves are many: one per second is enough. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const ACTIVITY_THROTTLE_MS = 1000;
/** Other tabs need to hear of activity far less often than the 780 s they wait. */
const SHARE_THROTTLE_MS = 10_000;

/**
 * Mounts the session-timeout flow for the signed-in shell: feeds it the user's activity and the
 * other tabs' news, and when it ends, signs out here and goes where the outcome says.
 */
export function useSessionTimeout(timing: SessionTimeoutInput = SESSION_TIMING) {
  const router = useRouter();
  const session = useSessionStore();
  // the flow reads a 401 from its keep-alive itself (it ends the session with the server's code),
  // so its calls do not route it as well
  const { snapshot, send, actor } = useFlow(sessionTimeout, timingFor(timing), { routeSessionEnd: false });

  useEffect(() => {
    const channel = openSessionChannel((message) => {
      if (message === 'signedOut') actor.send({ type: 'remote.signedOut' });
      else actor.send({ type: 'remote.activity' });
    });

    let lastLocal = 0;
    let lastShared = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastLocal < ACTIVITY_THROTTLE_MS) return;
      lastLocal = now;
      actor.send({ type: 'activity' });
      if (now - lastShared >= SHARE_THROTTLE_MS && screenMeta(actor.getSnapshot()).screen === 'none') {
        lastShared = now;
        channel.post('activity');
      }
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });

    // "Stay signed in" here closes the dialog in the other tabs too
    let wasWarning = false;
    const watch = actor.subscribe((s) => {
      const { screen } = screenMeta(s);
      if (wasWarning && screen === 'none') channel.post('extended');
      wasWarning = screen === 'warning';
    });

    // the header's Sign out (or any sign-out in this tab) ends the others
    const stopListening = session.subscribe(() => {
      if (session.getSnapshot().status === 'signedOut') channel.post('signedOut');
    });

    const done = actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output!;
        session.end(); // which tells the other tabs (above)
        router.clearCache();
        if (output.code === 'IN_MAINTENANCE') void router.navigate({ to: '/maintenance', replace: true });
        // idle, or the server's idle limit (a 401): signing in again comes back here, where a flow in
        // progress resumes from its kept snapshot. A sign-out (here or in another tab) starts afresh.
        else if (output.reason === 'timedOut' || (output.reason === 'ended' && output.code !== null))
          void router.navigate({ to: '/login', search: { loggedOut: true, targetUrl: router.state.location.href }, replace: true });
        else void router.navigate({ to: '/login', search: { loggedOut: true }, replace: true });
      },
    });

    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      watch.unsubscribe();
      done.unsubscribe();
      stopListening();
      channel.close();
    };
  }, [actor, router, session]);

  return { snapshot, send };
}
