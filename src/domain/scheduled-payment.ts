/**
 * Manage scheduled payments (spec billing §2 "list and cancel"): only a payment still in status
 * SCHEDULED can be cancelled; one that was made, failed or was cancelled already cannot. The
 * list's Cancel action and the server's `cancelScheduledPayment` ask this same rule.
 */
export type CancelScheduledRefusal = 'scheduled.notCancellable';

export const cancelScheduledRefusal = (payment: { status: string }): CancelScheduledRefusal | null =>
  payment.status === 'SCHEDULED' ? null : 'scheduled.notCancellable';
