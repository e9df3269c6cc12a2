import { assign, setup } from 'xstate';
import type { Payment } from '../src/domain/billing';
import { callFailure, type FailureCode } from '../src/domain/errors';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Cancel a scheduled payment (spec billing §2 "Manage scheduled payments: list and cancel", §8
 * "Scheduled payment cancel fails"): a confirmation over the list; outcomes cancelled, failure,
 * kept. The list (machines/scheduled-payments.ts) invokes it and shows what it ended in.
 */
export interface ScheduledPaymentCancelInput {
  payment: Payment;
}
export type ScheduledCancelOutcome = 'cancelled' | 'failure' | 'kept';
export interface ScheduledPaymentCancelOutput {
  outcome: ScheduledCancelOutcome;
  paymentId: string;
  code: FailureCode | null;
}

interface Context extends ScheduledPaymentCancelInput {
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: ScheduledCancelOutcome | null;
}

const outcome = (name: ScheduledCancelOutcome) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { outcome: name } } });

export const scheduledPaymentCancelMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'confirm' } | { type: 'keep' },
    input: {} as ScheduledPaymentCancelInput,
    output: {} as ScheduledPaymentCancelOutput,
    meta: {} as ScreenMeta<'list'>,
    tags: {} as FlowTag,
  },
  actors: {
    cancelScheduledPayment: notProvided<Payment, { paymentId: string }>('cancelScheduledPayment'),
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: ScheduledCancelOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'scheduledPaymentCancel',
  context: ({ input }) => ({ ...input, code: null, outcome: null }),
  initial: 'confirming',
  states: {
    confirming: { meta: { screen: 'list', dialog: 'cancel' }, on: { confirm: 'cancelling', keep: 'kept' } },
    cancelling: {
      meta: { screen: 'list', dialog: 'cancel' },
      tags: ['busy'],
      invoke: {
        id: 'cancelScheduledPayment',
        src: 'cancelScheduledPayment',
        input: ({ context }) => ({ paymentId: context.payment.id }),
        onDone: 'cancelled',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    cancelled: outcome('cancelled'),
    failure: outcome('failure'),
    kept: outcome('kept'),
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({ outcome: context.outcome!, paymentId: context.payment.id, code: context.code }),
});
