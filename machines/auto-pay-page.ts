import { assign, setup } from 'xstate';
import { enrollmentBlock } from '../src/domain/autopay';
import { callFailure, type FailureCode } from '../src/domain/errors';
import { autoPayEnrollMachine, type AutoPayEnrollOutput } from './auto-pay-enroll';
import { autoPayManageMachine } from './auto-pay-manage';
import type { AutoPayInfo } from './auto-pay.checks';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

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
export type AutoPayPageScreen = 'loading' | 'unavailable' | 'blocked' | 'enroll' | 'enrollOutcome' | 'manage';
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
  types: {
    context: {} as Context,
    events: {} as AutoPayPageEvent,
    input: {} as AutoPayPageInput,
    children: {} as { enroll: 'autoPayEnroll'; manage: 'autoPayManage' },
    meta: {} as AutoPayPageMeta,
    tags: {} as FlowTag,
  },
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    autoPayEnroll: autoPayEnrollMachine,
    autoPayManage: autoPayManageMachine,
  },
  guards: {
    enrolled: (_, params: { info: AutoPayInfo }) => params.info.billing.autoPay.enrolled,
    // spec billing §4: disconnected accounts cannot enroll; restricted ones cannot pay online
    blocked: (_, params: { info: AutoPayInfo }) => enrollmentBlock(params.info.billing) !== null,
    left: (_, params: { output: AutoPayEnrollOutput }) => params.output.outcome === 'cancelled',
    enrolledNow: ({ context }) => enrolledNow(context.enrolled),
    notEnrolledNow: ({ context }) => !enrolledNow(context.enrolled),
  },
}).createMachine({
  id: 'autoPay',
  context: ({ input }) => ({ ...input, info: null, runs: 0, enrolled: null, code: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { screen: 'loading' },
      tags: ['busy'],
      entry: assign({ enrolled: null, code: null }),
      invoke: {
        id: 'load',
        src: 'loadAutoPayInfo',
        onDone: [
          {
            guard: { type: 'enrolled', params: ({ event }) => ({ info: event.output }) },
            target: 'manage',
            actions: assign({ info: ({ event }) => event.output }),
          },
          {
            guard: { type: 'blocked', params: ({ event }) => ({ info: event.output }) },
            target: 'blocked',
            actions: assign({ info: ({ event }) => event.output }),
          },
          { target: 'enroll', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: { target: 'unavailable', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    // spec billing §8 "billing info fails to load": the message, then a retry
    unavailable: { meta: { screen: 'unavailable' }, on: { again: 'loading' } },
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
