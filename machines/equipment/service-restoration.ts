import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { RESTORATION_CHECK_SECONDS, RESTORATION_GRACE_SECONDS, restorationChecks } from '../../src/domain/service-state';
import { notProvided } from '../parts/not-provided';
import { flowTypes } from '../parts/screen';

/**
 * The restoration timeline (beyond the spec's "restored automatically a few minutes
 * after payment", billing §4): after a payment that clears a soft disconnect, the confirmation
 * follows the account until service is back: payment received → restoring → restored, or still
 * not restored when the promised instant and a grace have passed (what to do then), or the
 * account could not be read (the payment stands; what to expect). The reads are counted from
 * the server's two instants (the payment's and the promise), one timer at a time.
 */
export interface ServiceRestorationInput {
  /** when the payment was taken, and when the server promised service back (both its instants) */
  paidAt: string;
  restoresAt: string;
  /** small timings for the model; the product's are in src/domain/service-state.ts */
  intervalSeconds?: number;
  graceSeconds?: number;
}

export type RestorationOutcome = 'restored' | 'notRestored' | 'unknown';
export interface ServiceRestorationOutput {
  outcome: RestorationOutcome;
  code: FailureCode | null;
}

export type RestorationScreen = 'restoring' | 'outcome';

interface Context {
  restoresAt: string;
  intervalMs: number;
  /** reads left before saying service is not back yet */
  checksLeft: number;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: RestorationOutcome | null;
}

export const serviceRestorationMachine = setup({
  types: flowTypes<{ context: Context; input: ServiceRestorationInput; output: ServiceRestorationOutput; screen: RestorationScreen }>(),
  actors: {
    /** whether the account's service is back (the server's view: soft disconnect lifted) */
    checkService: notProvided<{ restored: boolean }>('checkService'),
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    isRestored: (_, params: { restored: boolean }) => params.restored,
    lastCheck: ({ context }) => context.checksLeft <= 1,
  },
  actions: {
    noteFailure: assign({ code: (_, params: { error: unknown }) => callFailure(params.error).code }),
    reach: assign({ outcome: (_, params: { outcome: RestorationOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'serviceRestoration',
  context: ({ input }) => {
    const intervalSeconds = input.intervalSeconds ?? RESTORATION_CHECK_SECONDS;
    const graceSeconds = input.graceSeconds ?? RESTORATION_GRACE_SECONDS;
    return {
      restoresAt: input.restoresAt,
      intervalMs: intervalSeconds * 1000,
      checksLeft: restorationChecks(input.paidAt, input.restoresAt, { intervalSeconds, graceSeconds }),
      code: null,
      outcome: null,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      meta: { screen: 'restoring' },
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'checkService',
        onDone: [
          { guard: { type: 'isRestored', params: ({ event }) => ({ restored: event.output.restored }) }, target: 'restored' },
          { guard: 'lastCheck', target: 'notRestored' },
          { target: 'waiting', actions: assign({ checksLeft: ({ context }) => context.checksLeft - 1 }) },
        ],
        onError: { target: 'unknown', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waiting: {
      meta: { screen: 'restoring' },
      tags: ['busy'],
      after: { interval: 'checking' },
    },
    restored: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'restored' } } },
    notRestored: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'notRestored' } } },
    unknown: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'unknown' } } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({ outcome: context.outcome!, code: context.code }),
});
