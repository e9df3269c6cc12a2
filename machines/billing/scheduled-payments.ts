import { assign, setup } from 'xstate';
import type { Payment } from '../../src/domain/billing';
import type { FailureCode } from '../../src/domain/errors';
import { cancelScheduledRefusal } from '../../src/domain/scheduled-payment';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { scheduledPaymentCancelMachine, type ScheduledPaymentCancelOutput } from './scheduled-payment-cancel';
import { flowTypes } from '../parts/screen';
import { refusedFor } from '../parts/refusal';

/**
 * Manage scheduled payments (spec billing §2 "list and cancel", §5 "at most two future-dated
 * payments"): the account's payments in status SCHEDULED, each with its amount, date, method and
 * confirmation number, and what scheduling another needs (src/domain/payment-date.ts
 * `scheduleMoreRefusal`, read from this list). Cancelling one is a child flow; once it is
 * cancelled it leaves the list at once, and with it the limit.
 */
export interface ScheduledPaymentsInput {
  /** a payment to point at (the confirmation of a future-dated payment links here), or null */
  highlight: string | null;
}

/** What the list loads: the scheduled payments and the account facts the scheduling rule reads. */
export interface ScheduledList {
  payments: Payment[];
  account: { pastDueAmount: number; pendingPaymentAmount: number; accountStatus: string; softDisconnected: boolean; maxScheduled: number };
}

export type ScheduledScreen = 'loading' | 'unavailable' | 'list';

interface Context extends ScheduledPaymentsInput {
  list: ScheduledList;
  /** how the last cancellation ended, shown above the list until dismissed */
  ended: ScheduledPaymentCancelOutput | null;
  /** the payment being cancelled */
  cancelling: Payment | null;
  code: FailureCode | null;
}

export type ScheduledPaymentsEvent = { type: 'cancel'; paymentId: string } | { type: 'retry' } | { type: 'dismiss' };

const EMPTY: ScheduledList = {
  payments: [],
  account: { pastDueAmount: 0, pendingPaymentAmount: 0, accountStatus: 'ACTIVE', softDisconnected: false, maxScheduled: 0 },
};

export const scheduledPaymentsMachine = setup({
  types: flowTypes<{
    context: Context;
    events: ScheduledPaymentsEvent;
    input: ScheduledPaymentsInput;
    children: { cancel: 'scheduledPaymentCancel' };
    screen: ScheduledScreen;
  }>(),
  actors: {
    loadScheduledPayments: notProvided<ScheduledList>('loadScheduledPayments'),
    scheduledPaymentCancel: scheduledPaymentCancelMachine,
  },
  guards: {
    /** the payment is in the list and still scheduled (src/domain/scheduled-payment.ts) */
    cancellable: (_, params: { payment: Payment | undefined }) => params.payment !== undefined && cancelScheduledRefusal(params.payment) === null,
    outcomeIs: (_, params: { output: ScheduledPaymentCancelOutput; is: ScheduledPaymentCancelOutput['outcome'] }) => params.output.outcome === params.is,
  },
  actions: {
    loaded: assign({ list: (_, params: { output: ScheduledList }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, ScheduledPaymentsEvent>(),
    end: assign({ ended: (_, params: { output: ScheduledPaymentCancelOutput }) => params.output, cancelling: null }),
    /** the cancelled payment leaves the list at once: the limit of future-dated payments with it */
    drop: assign({
      list: ({ context }, params: { paymentId: string }) => ({ ...context.list, payments: context.list.payments.filter((p) => p.id !== params.paymentId) }),
    }),
  },
}).createMachine({
  id: 'scheduledPayments',
  context: ({ input }) => ({ ...input, list: EMPTY, ended: null, cancelling: null, code: null }),
  initial: 'loading',
  states: {
    // spec billing §8 "Transactions fail to load": the message, and a retry
    ...loadStates<ScheduledList>()(['loading', 'unavailable'], 'list', { id: 'loadScheduledPayments', src: 'loadScheduledPayments' }),
    list: {
      meta: { screen: 'list' },
      on: {
        cancel: {
          guard: { type: 'cancellable', params: ({ context, event }) => ({ payment: context.list.payments.find((p) => p.id === event.paymentId) }) },
          target: 'cancelling',
          actions: assign({ cancelling: ({ context, event }) => context.list.payments.find((p) => p.id === event.paymentId) ?? null, ended: null }),
          meta: refusedFor('scheduled.notCancellable'),
        },
        dismiss: { actions: assign({ ended: null }) },
      },
    },
    cancelling: {
      description: 'The cancel confirmation, a dialog over the list.',
      meta: { screen: 'list' },
      invoke: {
        id: 'cancel',
        src: 'scheduledPaymentCancel',
        input: ({ context }) => ({ payment: context.cancelling! }),
        onDone: [
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, is: 'kept' as const }) },
            target: 'list',
            actions: assign({ cancelling: null }),
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, is: 'cancelled' as const }) },
            target: 'list',
            actions: [
              { type: 'drop', params: ({ event }) => ({ paymentId: event.output.paymentId }) },
              { type: 'end', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          { target: 'list', actions: { type: 'end', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
  },
});
