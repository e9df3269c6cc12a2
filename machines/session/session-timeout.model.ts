import { answered, faulted, flowModel, steps } from '../model/model-helpers';
import { sessionTimeoutMachine } from './session-timeout';

/** Seconds the server needs to see no request before it ends the session (config.sessionIdleSeconds + 1). */
const IDLE_OUT = 901;

/** A keep-alive call: answered; a 401 once the server's clock passes the idle limit; or unreachable (503). */
const keepAlive = (id: string) => [
  answered(id, 'alive'),
  {
    name: 'sessionGone',
    event: { type: `xstate.error.actor.${id}`, error: { code: 'SESSION_EXPIRED', status: 401 } },
    cause: { kind: 'serverClock' as const, advanceSeconds: IDLE_OUT },
  },
  faulted(id, 'unreachable', 'session', 'SERVICE_UNAVAILABLE', { status: 503 }),
];

export const sessionTimeoutModel = flowModel(sessionTimeoutMachine, 'Session timeout', {
  input: { warningAfterMs: 5000, countdownSeconds: 2, pingIntervalMs: 1000 },
  events: [...steps('activity', 'remote.activity', 'stay', 'signOut'), { event: { type: 'remote.signedOut' }, perform: 'logoutElsewhere' }],
  actors: {
    ping: keepAlive('ping'),
    extend: keepAlive('extend'),
    logout: [answered('logout', 'done'), faulted('logout', 'failed', 'logout', 'SERVICE_UNAVAILABLE', { status: 503 })],
  },
  world: { username: 'owner@acme.example' },
  // every way out ends the session on the server: the timeout and "Sign out" by the logout call,
  // a 401 because it idled out, another tab because it signed out
  // (a failed logout call leaves it to the server's idle limit)
  verify: (_outcome, steps) => (steps.includes('logout:failed') ? 'sessionIdlesOut' : 'sessionEnded'),
});
