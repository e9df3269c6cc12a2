import type { SubmissionFailure } from './payment-lifecycle';
import { expiresBefore } from './payment-risk';

/**
 * Manage scheduled payments (spec billing §2 "list and cancel"): only a payment still in status
 * SCHEDULED can be cancelled; one that was made, failed or was cancelled already cannot. The
 * list's Cancel action and the server's `cancelScheduledPayment` ask this same rule.
 */
export type CancelScheduledRefusal = 'scheduled.notCancellable';

export const cancelScheduledRefusal = (payment: { status: string }): CancelScheduledRefusal | null =>
  payment.status === 'SCHEDULED' ? null : 'scheduled.notCancellable';

/**
 * Scheduled payments are submitted on their day (payment lifecycle). On every request the
 * server submits each payment still SCHEDULED whose date has come on its clock (the business day),
 * once: the change of status is the record of it, so a second request (or two at once) finds
 * nothing left to submit. Submitted, it follows the lifecycle of a payment made that day
 * (src/domain/payment-lifecycle.ts): a card SUCCESS (posted that day), a bank debit PENDING.
 * One that cannot be submitted is FAILED, with why, and changes nothing owed.
 */
export const isDueOn = (p: { status: string; paymentDate: string }, today: string): boolean => p.status === 'SCHEDULED' && p.paymentDate <= today;

/**
 * Whether the payment can be submitted with what it was scheduled with: the saved method must
 * still be in the wallet (a payment scheduled with a card not saved carries its own processor
 * token), and a card must still be valid on the payment's day (spec billing §5,
 * src/domain/payment-risk.ts `expiresBefore`, which the summary already warns of).
 */
export function submissionFailure(
  p: { methodId: string | null; paymentDate: string },
  method: { type: 'CARD' | 'BANK'; expiry: string | null } | undefined,
): SubmissionFailure | null {
  if (p.methodId !== null && method === undefined) return 'METHOD_REMOVED';
  if (method?.type === 'CARD' && method.expiry !== null && expiresBefore(method.expiry, p.paymentDate)) return 'CARD_EXPIRED';
  return null;
}
