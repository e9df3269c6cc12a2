import type { Payment } from '../../src/domain/billing';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Cancel a scheduled payment (spec billing §2 "Manage scheduled payments: list and cancel", §8
 * "Scheduled payment cancel fails"): a confirmation over the list; outcomes cancelled, failure,
 * kept. The list (machines/billing/scheduled-payments.ts) invokes it and shows what it ended in.
 */
export interface ScheduledPaymentCancelInput {
  payment: Payment;
}
export type ScheduledPaymentCancelOutput = ConfirmedCallOutput<'cancelled', { paymentId: string }>;

export const scheduledPaymentCancelMachine = confirmedCallSetup<ScheduledPaymentCancelInput, ScheduledPaymentCancelOutput, 'list'>()({
  cancelScheduledPayment: notProvided<Payment, { paymentId: string }>('cancelScheduledPayment'),
}).createMachine({
  ...confirmedCall({
    id: 'scheduledPaymentCancel',
    dialog: { screen: 'list', dialog: 'cancel' },
    calling: 'cancelling',
    done: 'cancelled',
    invoke: {
      id: 'cancelScheduledPayment',
      src: 'cancelScheduledPayment',
      input: ({ context }: { context: ScheduledPaymentCancelInput }) => ({ paymentId: context.payment.id }),
    },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, paymentId: context.payment.id, code: context.code }),
});
