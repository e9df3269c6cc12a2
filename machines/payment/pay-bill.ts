import { assign, setup } from 'xstate';
import {
  oneTimePaymentMachine,
  redactPaymentSnapshot,
  type OneTimePaymentContext,
  type OneTimePaymentOutput,
  type PaymentMode,
  type PersistedFlow,
} from './one-time-payment';
import { flowTypes } from '../parts/screen';

/**
 * The Pay bill page (spec billing §2): one one-time payment at a time, invoked as a child flow,
 * and what it ended in. "Try another payment" after a payment that was not made is a transition
 * that invokes a fresh payment with its own idempotency keys (the run number joins the page's
 * prefix: the page makes the random part, machines do no randomness).
 */
export interface PayBillInput {
  mode: PaymentMode;
  keyPrefix: string;
}

interface Context extends PayBillInput {
  /** payments started on this page: each run's keys are `<keyPrefix>.<run>-<attempt>` */
  runs: number;
  /** what the last payment ended in */
  last: OneTimePaymentOutput | null;
}

export const payBillMachine = setup({
  types: flowTypes<{
    context: Context;
    events: { type: 'again' };
    input: PayBillInput;
    output: OneTimePaymentOutput;
    children: { payment: 'oneTimePayment' };
    screen: 'paying' | 'notPaid' | 'done';
  }>(),
  actors: { oneTimePayment: oneTimePaymentMachine },
  guards: {
    ended: (_, { output, outcome }: { output: OneTimePaymentOutput; outcome: OneTimePaymentOutput['outcome'][] }) => outcome.includes(output.outcome),
  },
  actions: {
    keep: assign({ last: (_, { output }: { output: OneTimePaymentOutput }) => output }),
  },
}).createMachine({
  id: 'payBill',
  context: ({ input }) => ({ ...input, runs: 1, last: null }),
  initial: 'paying',
  states: {
    paying: {
      meta: { screen: 'paying' },
      invoke: {
        id: 'payment',
        src: 'oneTimePayment',
        input: ({ context }) => ({ mode: context.mode, keyPrefix: `${context.keyPrefix}.${context.runs}` }),
        onDone: [
          {
            guard: { type: 'ended', params: ({ event }) => ({ output: event.output, outcome: ['success', 'partial'] }) },
            target: 'paid',
            actions: { type: 'keep', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'ended', params: ({ event }) => ({ output: event.output, outcome: ['cancelled'] }) },
            target: 'cancelled',
            actions: { type: 'keep', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'notPaid', actions: { type: 'keep', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
    notPaid: {
      description: 'The payment was not made (declined, no answer, refused): the page offers another one.',
      meta: { screen: 'notPaid' },
      on: { again: { target: 'paying', actions: assign({ runs: ({ context }) => context.runs + 1, last: null }) } },
    },
    paid: { type: 'final', meta: { screen: 'done' } },
    cancelled: { type: 'final', meta: { screen: 'done' } },
  },
  output: ({ context }) => context.last ?? { outcome: 'cancelled' },
});

/**
 * The page's snapshot as it may be stored: the payment's own redaction applied to it (see
 * redactPaymentSnapshot); false when no payment is in progress (nothing to keep).
 */
type PersistedPayBill = PersistedFlow<Context> & { children: { payment?: { snapshot: PersistedFlow<OneTimePaymentContext> } } };

export function redactPayBill(persisted: PersistedPayBill): PersistedPayBill | null | false {
  const payment = persisted.children.payment;
  // an outcome on screen is not a payment in progress: coming back starts a new one
  if (!payment) return false;
  const redacted = redactPaymentSnapshot(payment.snapshot);
  return redacted ? { ...persisted, children: { ...persisted.children, payment: { ...payment, snapshot: redacted } } } : null;
}
