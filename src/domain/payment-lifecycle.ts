import { z } from 'zod/mini';
import { addDays } from './dates';

/**
 * A payment's way from the customer to the provider's bank (beyond spec billing §4's
 * two statuses): submitted → pending → posted → settled, or, for a bank payment the bank sends
 * back, returned with the bank's reason. Every stage's day follows from the day it was paid and
 * the business days since, read on the server clock: nothing is written as it moves on.
 *
 * - A card is authorized when paid: pending and posted that day, settled the next business day.
 * - A bank payment (ACH debit) posts to the account the next business day and settles
 *   `settleBusinessDays` business days after the day it was paid (the store's
 *   `config.bankSettleBusinessDays`, else BANK_SETTLE_BUSINESS_DAYS); a return comes back on that day instead.
 * - Cash paid in store posts the next business day and is settled when it posts.
 *
 * Payments never submitted (scheduled, cancelled) or refused when made (failed) have no lifecycle.
 */
export const PaymentStage = z.enum(['submitted', 'pending', 'posted', 'settled', 'returned']);
export type PaymentStage = z.infer<typeof PaymentStage>;

/** NACHA return reasons a bank gives for an ACH debit (the ones the simulated bank uses). */
export const ReturnReason = z.enum(['INSUFFICIENT_FUNDS', 'ACCOUNT_CLOSED', 'NO_ACCOUNT', 'NOT_AUTHORIZED']);
export type ReturnReason = z.infer<typeof ReturnReason>;

/**
 * A listed payment's status, the one set of statuses the payment history (its list, its filter,
 * its CSV), the summary's recent payments and the server read: spec billing §4's success
 * (Completado) and pending (En Proceso), a bank return, an attempt that failed when it was made,
 * and a scheduled payment cancelled before its day.
 */
export const HistoryStatus = z.enum(['SUCCESS', 'PENDING', 'RETURNED', 'FAILED', 'CANCELLED']);
export type HistoryStatus = z.infer<typeof HistoryStatus>;

const LifecycleStep = z.object({ stage: PaymentStage, date: z.string(), reached: z.boolean() });
type LifecycleStep = z.infer<typeof LifecycleStep>;

export const PaymentLifecycle = z.object({
  /** the latest stage reached */
  stage: PaymentStage,
  status: HistoryStatus,
  returnReason: z.nullable(ReturnReason),
  steps: z.array(LifecycleStep),
});
export type PaymentLifecycle = z.infer<typeof PaymentLifecycle>;

export interface LifecycleFacts {
  methodType: 'CARD' | 'BANK' | 'CASH';
  /** the stored status: SUCCESS or PENDING when it was made, else never submitted or refused */
  status: string;
  /** YYYY-MM-DD, the business day it was paid on */
  paymentDate: string;
  /** set when the bank will send the debit back (a bank payment only) */
  returnReason?: ReturnReason | null;
}

/** How many business days a bank payment takes to settle, unless the store's config says otherwise. */
export const BANK_SETTLE_BUSINESS_DAYS = 3;

/** Saturday and Sunday are not business days (the simulated bank keeps no holidays). */
export function isBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The `n`th business day after a day (n ≥ 1); a payment made on a weekend counts from Monday. */
export function addBusinessDays(isoDate: string, n: number): string {
  let day = isoDate;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** Whether the payment was made at all (the history lists only those). */
export const wasSubmitted = (status: string) => status === 'SUCCESS' || status === 'PENDING';

/** The payment's timeline on `today` (the server's business day); null when it was never submitted. */
export function paymentLifecycle(p: LifecycleFacts, today: string, settleBusinessDays: number): PaymentLifecycle | null {
  if (!wasSubmitted(p.status)) return null;
  const paid = p.paymentDate;
  const postedOn = p.methodType === 'CARD' ? paid : addBusinessDays(paid, 1);
  const endsOn =
    p.methodType === 'BANK' ? addBusinessDays(paid, Math.max(settleBusinessDays, 1)) : p.methodType === 'CARD' ? addBusinessDays(paid, 1) : postedOn;
  // a return is known only once the bank sends it back: until then the last step expected is settled
  const returned = p.methodType === 'BANK' && p.returnReason != null && endsOn <= today;
  const dated: [PaymentStage, string][] = [
    ['submitted', paid],
    ['pending', paid],
    ['posted', postedOn],
    [returned ? 'returned' : 'settled', endsOn],
  ];
  const steps = dated.map(([stage, date]) => ({ stage, date, reached: date <= today }));
  const stage = steps.filter((s) => s.reached).at(-1)?.stage ?? 'submitted';
  return { stage, status: statusAt(stage), returnReason: returned ? p.returnReason! : null, steps };
}

/** Completed once the money is on the account; in progress before; returned when the bank sent it back. */
function statusAt(stage: PaymentStage): HistoryStatus {
  if (stage === 'returned') return 'RETURNED';
  return stage === 'posted' || stage === 'settled' ? 'SUCCESS' : 'PENDING';
}

/**
 * A listed payment's status: its lifecycle's once it was made; else CANCELLED for a scheduled
 * payment cancelled before its day, FAILED for one refused when made (or on its day).
 */
export const historyStatusOf = (p: { status: string; lifecycle: PaymentLifecycle | null }): HistoryStatus =>
  p.lifecycle?.status ?? (p.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED');

/**
 * Why a due scheduled payment was not submitted (src/domain/scheduled-payment.ts): its saved
 * method was deleted, its card expired first, or the processor declined it. Here, with the
 * statuses, rather than beside the rule that finds them: the payment history reads it, and the
 * summary's first load should not carry the card rules that rule needs.
 */
export const SUBMISSION_FAILURES = ['METHOD_REMOVED', 'CARD_EXPIRED', 'DECLINED'] as const;
export type SubmissionFailure = (typeof SUBMISSION_FAILURES)[number];
