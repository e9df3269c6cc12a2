import type { AutoPay } from '../src/domain/billing';
import { assign, setup } from 'xstate';
import { discountLostOnCancel } from '../src/domain/autopay';
import type { ErrorCode } from '../src/domain/errors';
import type { AutoPayInfo } from './auto-pay.checks';
import { notProvided } from './not-provided';

/**
 * Cancel Auto Pay, unenroll (spec billing §4): a confirmation that, for discount-eligible
 * accounts, warns the monthly discount is lost; outcomes cancelled, failure, kept.
 */
export type AutoPayCancelOutput = { outcome: 'cancelled'; discountLost: number } | { outcome: 'failure'; code: ErrorCode | null } | { outcome: 'kept' };

type Event = { type: 'confirm' } | { type: 'keep' };

interface Context {
  info: AutoPayInfo | null;
  code: ErrorCode | null;
}

export const autoPayCancelMachine = setup({
  types: { context: {} as Context, events: {} as Event, output: {} as AutoPayCancelOutput },
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    cancelAutoPay: notProvided<AutoPay>('cancelAutoPay'),
  },
  guards: {
    notEnrolled: ({ event }) => !(event as unknown as { output: AutoPayInfo }).output.billing.autoPay.enrolled,
  },
}).createMachine({
  id: 'autoPayCancel',
  context: { info: null, code: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadAutoPayInfo',
        onDone: [
          { guard: 'notEnrolled', target: 'notEnrolled', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'confirming', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: { target: 'failure', actions: assign({ code: ({ event }) => (event.error as { code?: ErrorCode })?.code ?? null }) },
      },
    },
    notEnrolled: { on: { keep: 'kept' } },
    // the warning (discountLostOnCancel) is shown from the loaded billing
    confirming: { on: { confirm: 'cancelling', keep: 'kept' } },
    cancelling: {
      invoke: {
        id: 'cancelAutoPay',
        src: 'cancelAutoPay',
        onDone: 'cancelled',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => (event.error as { code?: ErrorCode })?.code ?? null }) },
      },
    },
    cancelled: { type: 'final', output: ({ context }) => ({ outcome: 'cancelled', discountLost: discountLostOnCancel(context.info!.billing) }) },
    failure: { type: 'final', output: ({ context }) => ({ outcome: 'failure', code: context.code }) },
    kept: { type: 'final', output: { outcome: 'kept' } },
  },
  output: ({ event }) => (event as unknown as { output: AutoPayCancelOutput }).output,
});
