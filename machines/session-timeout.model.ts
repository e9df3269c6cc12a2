import type { FlowModel } from './model';
import { sessionTimeoutMachine } from './session-timeout';

const SESSION_GONE = { type: 'xstate.error.actor.ping', error: { code: 'SESSION_EXPIRED', status: 401 } };

/** Seconds the server needs to see no request before it ends the session (config.sessionIdleSeconds + 1). */
const IDLE_OUT = 901;

export const sessionTimeoutModel: FlowModel<typeof sessionTimeoutMachine> = {
  id: 'sessionTimeout',
  title: 'Session timeout',
  machine: sessionTimeoutMachine,
  input: { warningAfterMs: 5000, countdownSeconds: 2, pingIntervalMs: 1000 },
  events: [
    { event: { type: 'activity' } },
    { event: { type: 'remote.activity' } },
    { event: { type: 'stay' } },
    { event: { type: 'signOut' } },
    { event: { type: 'remote.signedOut' }, perform: 'logoutElsewhere' },
  ],
  actors: {
    ping: [
      { name: 'alive', event: { type: 'xstate.done.actor.ping' }, cause: { kind: 'answer' } },
      { name: 'sessionGone', event: SESSION_GONE, cause: { kind: 'serverClock', advanceSeconds: IDLE_OUT } },
      {
        name: 'unreachable',
        event: { type: 'xstate.error.actor.ping', error: { code: 'SERVICE_UNAVAILABLE', status: 503 } },
        cause: { kind: 'fault', operation: 'session', errorCode: 'SERVICE_UNAVAILABLE' },
      },
    ],
    extend: [
      { name: 'alive', event: { type: 'xstate.done.actor.extend' }, cause: { kind: 'answer' } },
      { name: 'sessionGone', event: { ...SESSION_GONE, type: 'xstate.error.actor.extend' }, cause: { kind: 'serverClock', advanceSeconds: IDLE_OUT } },
      {
        name: 'unreachable',
        event: { type: 'xstate.error.actor.extend', error: { code: 'SERVICE_UNAVAILABLE', status: 503 } },
        cause: { kind: 'fault', operation: 'session', errorCode: 'SERVICE_UNAVAILABLE' },
      },
    ],
    logout: [
      { name: 'done', event: { type: 'xstate.done.actor.logout' }, cause: { kind: 'answer' } },
      {
        name: 'failed',
        event: { type: 'xstate.error.actor.logout', error: { code: 'SERVICE_UNAVAILABLE', status: 503 } },
        cause: { kind: 'fault', operation: 'logout', errorCode: 'SERVICE_UNAVAILABLE' },
      },
    ],
  },
  world: { username: 'owner@acme.example' },
  // every way out ends the session on the server: the timeout and "Sign out" by the logout call,
  // a 401 because it idled out, another tab because it signed out
  // (a failed logout call leaves it to the server's idle limit)
  verify: (_outcome, steps) => (steps.includes('logout:failed') ? 'sessionIdlesOut' : 'sessionEnded'),
};
