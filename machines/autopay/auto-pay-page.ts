import { assign, setup } from 'xstate';
import { enrollmentBlock } from '../../src/domain/autopay';
import type { FailureCode } from '../../src/domain/errors';
import { autoPayEnrollMachine, type AutoPayEnrollOutput } from './auto-pay-enroll';
import { autoPayManageMachine } from './auto-pay-manage';
import type { AutoPayInfo } from './auto-pay.checks';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes, type ScreenMeta } from '../parts/screen';

/**
 * The Auto Pay page, /billing/pay-bill?open=ap (spec billing §2): it loads the account once and
 * shows Enroll when Auto Pay is off, Manage Auto Pay when it is on, each a child flow given what
 * was loaded. Enroll's outcome is shown here; from it "Manage Auto Pay" or "Try again" loads
 * anew and goes where the account now is. Manage ends when Auto Pay is off: Enroll follows.
 * An account that cannot enroll (disconnected, or taking no online payment, §4, §5) is told why.
 */
export interface AutoPayPageInput {
  keyPrefix: string;
}
type AutoPayPageScreen = 'loading' | 'unavailable' | 'blocked' | 'enroll' | 'enrollOutcome' | 'manage';
/** the page's title: Enroll in Auto Pay, or Manage Auto Pay */
export type AutoPayPageMeta = ScreenMeta<AutoPayPageScreen> & { title?: 'enroll' | 'manage' };

export type AutoPayPageEvent = { type: 'again' } | { type: 'manage' } | { type: 'leave' };

interface Context extends AutoPayPageInput {
  info: AutoPayInfo | null;
  /** each enrollment pays with its own Idempotency-Key */
  runs: number;
  enrolled: AutoPayEnrollOutput | null;
  code: FailureCode | null;
}
export type AutoPayPageContext = Context;

const enrolledNow = (output: AutoPayEnrollOutput | null) => output?.outcome === 'success' || output?.outcome === 'successWithPayment';

export const autoPayPageMachine = setup({
  types: flowTypes<{
    context: Context;
    events: AutoPayPageEvent;
    input: AutoPayPageInput;
    children: { enroll: 'autoPayEnroll'; manage: 'autoPayManage' };
    meta: AutoPayPageMeta;
  }>(),
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    autoPayEnroll: autoPayEnrollMachine,
    autoPayManage: autoPayManageMachine,
  },
  guards: {
    enrolled: (_, params: { loaded: AutoPayInfo }) => params.loaded.billing.autoPay.enrolled,
    // spec billing §4: disconnected accounts cannot enroll; restricted ones cannot pay online
    blocked: (_, params: { loaded: AutoPayInfo }) => enrollmentBlock(params.loaded.billing) !== null,
    left: (_, params: { output: AutoPayEnrollOutput }) => params.output.outcome === 'cancelled',
    enrolledNow: ({ context }) => enrolledNow(context.enrolled),
    notEnrolledNow: ({ context }) => !enrolledNow(context.enrolled),
  },
  actions: {
    /** each load starts afresh: no enrollment outcome, no failure */
    clear: assign({ enrolled: null, code: null }),
    loaded: assign({ info: (_, params: { output: AutoPayInfo }) => params.output }),
    noteFailureCode: noteFailureCode<Context, AutoPayPageEvent>(),
  },
}).createMachine({
  id: 'autoPay',
  context: ({ input }) => ({ ...input, info: null, runs: 0, enrolled: null, code: null }),
  initial: 'loading',
  states: {
    // spec billing §8 "billing info fails to load": the message, then a retry
    ...loadStates<AutoPayInfo>()(
      ['loading', 'unavailable'],
      [{ guard: 'enrolled', target: 'manage' }, { guard: 'blocked', target: 'blocked' }, { target: 'enroll' }],
      { id: 'load', src: 'loadAutoPayInfo' },
      { retry: 'again', entry: 'clear' },
    ),
    blocked: { meta: { screen: 'blocked', title: 'enroll' }, on: { leave: 'left' } },
    enroll: {
      meta: { screen: 'enroll', title: 'enroll' },
      entry: assign({ runs: ({ context }) => context.runs + 1 }),
      invoke: {
        id: 'enroll',
        src: 'autoPayEnroll',
        input: ({ context }) => ({ keyPrefix: `${context.keyPrefix}-${context.runs}`, info: context.info! }),
        onDone: [
          { guard: { type: 'left', params: ({ event }) => ({ output: event.output }) }, target: 'left' },
          { target: 'enrollOutcome', actions: assign({ enrolled: ({ event }) => event.output }) },
        ],
      },
    },
    enrollOutcome: {
      meta: { screen: 'enrollOutcome', title: 'enroll' },
      on: { manage: { guard: 'enrolledNow', target: 'loading' }, again: { guard: 'notEnrolledNow', target: 'loading' } },
    },
    manage: {
      meta: { screen: 'manage', title: 'manage' },
      invoke: {
        id: 'manage',
        src: 'autoPayManage',
        input: ({ context }) => ({ keyPrefix: `${context.keyPrefix}-m`, info: context.info! }),
        // Manage ends only when Auto Pay is off: load anew, and Enroll follows
        onDone: 'loading',
      },
    },
    left: { type: 'final' },
  },
});
