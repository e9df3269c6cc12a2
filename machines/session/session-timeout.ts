import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { notProvided } from '../parts/not-provided';
import { flowTypes } from '../parts/screen';

// spec platform §9: the idle-timeout dialog appears after 780 s and lasts 120 s; ping interval 30.
export interface SessionTimeoutInput {
  /** quiet time before the warning (780 000 in the app) */
  warningAfterMs: number;
  /** the warning's countdown (120 in the app) */
  countdownSeconds: number;
  /** how long after the user's activity the keep-alive ping goes (30 000 in the app) */
  pingIntervalMs: number;
}

export type SessionEndReason = 'timedOut' | 'signedOut' | 'ended';
export interface SessionTimeoutOutput {
  reason: SessionEndReason;
  /** for `ended`: the server's code (IN_MAINTENANCE sends the user to /maintenance) */
  code: FailureCode | null;
}

export type SessionTimeoutEvent =
  /** the user did something in this tab */
  | { type: 'activity' }
  /** the user did something in another tab of the same session */
  | { type: 'remote.activity' }
  /** "Stay signed in" */
  | { type: 'stay' }
  /** "Sign out" in the dialog */
  | { type: 'signOut' }
  /** another tab signed out, or the app saw the session end */
  | { type: 'remote.signedOut' };

interface Context extends SessionTimeoutInput {
  remainingSeconds: number;
  extendFailed: boolean;
  leaving: 'timedOut' | 'signedOut';
  endCode: FailureCode | null;
  /** set on entering an outcome: what the machine's output says */
  reason: SessionEndReason | null;
}

// the 401 codes that end a session (docs/backend.md)
const SESSION_GONE: readonly (FailureCode | null)[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'IN_MAINTENANCE'];

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** A keep-alive's failure that says the session is gone on the server (a 401): it ends here at once, with the code. */
const endedOnServer = {
  guard: { type: 'sessionGone' as const, params: errorOf },
  target: '#sessionTimeout.ended' as const,
  actions: { type: 'noteEnd' as const, params: errorOf },
};

/**
 * Keeps a signed-in session alive while the user works and ends it when they leave.
 *
 * Only one timer runs at a time, so time can be walked step by step: while `quiet`, the warning
 * timer; after activity, the ping timer (`recent`), then the ping, after which the warning timer
 * starts again. The warning is therefore measured from the last ping, which is exactly when the
 * server's own idle limit (780 + 120 s) starts counting.
 */
export const sessionTimeoutMachine = setup({
  types: flowTypes<{
    context: Context;
    events: SessionTimeoutEvent;
    input: SessionTimeoutInput;
    output: SessionTimeoutOutput;
    screen: 'none' | 'warning' | 'leaving';
  }>(),
  actors: {
    keepAlive: notProvided<void>('keepAlive'),
    logout: notProvided<void>('logout'),
  },
  delays: {
    warningAfter: ({ context }) => context.warningAfterMs,
    pingInterval: ({ context }) => context.pingIntervalMs,
    oneSecond: 1000,
  },
  guards: {
    sessionGone: (_, { error }: { error: unknown }) => SESSION_GONE.includes(callFailure(error).code),
    lastSecond: ({ context }) => context.remainingSeconds <= 1,
    userLeft: ({ context }) => context.leaving === 'signedOut',
  },
  actions: {
    startCountdown: assign({ remainingSeconds: ({ context }) => context.countdownSeconds, extendFailed: false }),
    tick: assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
    noteEnd: assign((_, { error }: { error: unknown }) => ({ endCode: callFailure(error).code })),
    reach: assign((_, { reason }: { reason: SessionEndReason }) => ({ reason })),
  },
}).createMachine({
  id: 'sessionTimeout',
  context: ({ input }) => ({ ...input, remainingSeconds: input.countdownSeconds, extendFailed: false, leaving: 'timedOut', endCode: null, reason: null }),
  initial: 'active',
  on: {
    'remote.signedOut': '.ended',
  },
  states: {
    active: {
      meta: { screen: 'none' },
      initial: 'quiet',
      states: {
        quiet: {
          after: { warningAfter: { target: '#sessionTimeout.warning', actions: 'startCountdown' } },
          on: {
            activity: 'recent',
            // another tab pings for itself; here the idle timer just starts again
            'remote.activity': { target: 'quiet', reenter: true },
          },
        },
        recent: {
          after: { pingInterval: 'pinging' },
        },
        pinging: {
          invoke: {
            id: 'ping',
            src: 'keepAlive',
            onDone: 'quiet',
            onError: [
              // spec: a 401 from a ping ends the session at once
              endedOnServer,
              // the network failed, the session may still be alive: try again on the next activity
              { target: 'quiet' },
            ],
          },
        },
      },
    },
    warning: {
      meta: { screen: 'warning' },
      initial: 'counting',
      on: {
        // the user is working in another tab: the session is alive
        'remote.activity': '#sessionTimeout.active',
      },
      states: {
        counting: {
          after: {
            oneSecond: [
              { guard: 'lastSecond', target: '#sessionTimeout.signingOut' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
          on: {
            stay: 'extending',
            signOut: { target: '#sessionTimeout.signingOut', actions: assign({ leaving: 'signedOut' }) },
          },
        },
        extending: {
          tags: ['busy'],
          invoke: {
            id: 'extend',
            src: 'keepAlive',
            onDone: '#sessionTimeout.active',
            onError: [
              endedOnServer,
              // could not reach the server: the countdown goes on and the dialog says so
              { target: 'counting', actions: assign({ extendFailed: true }) },
            ],
          },
        },
      },
    },
    signingOut: {
      meta: { screen: 'leaving' },
      tags: ['busy'],
      // the session is ended on the server; locally the user is out whatever the answer
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [{ guard: 'userLeft', target: 'signedOut' }, { target: 'timedOut' }],
        onError: [{ guard: 'userLeft', target: 'signedOut' }, { target: 'timedOut' }],
      },
    },
    timedOut: { type: 'final', meta: { screen: 'leaving' }, entry: { type: 'reach', params: { reason: 'timedOut' } } },
    signedOut: { type: 'final', meta: { screen: 'leaving' }, entry: { type: 'reach', params: { reason: 'signedOut' } } },
    ended: { type: 'final', meta: { screen: 'leaving' }, entry: { type: 'reach', params: { reason: 'ended' } } },
  },
  // xstate types a final state's output as unknown at the root, so each outcome notes its name
  // on entry and the machine's output is read from the context (the code only for `ended`)
  output: ({ context }) => ({ reason: context.reason!, code: context.reason === 'ended' ? context.endCode : null }),
});
