import { paymentLifecycle, type LifecycleFacts } from './payment-lifecycle';

/**
 * What the account owes on a day, as the payments' lifecycles move (spec billing §2, §4,
 * §9 "a payment may take up to 24 hours to reflect"). The one rule for the amount due, the past
 * due, the pending amount and the balance the activity runs from; the server answers every read
 * and checks every amount with it.
 *
 * The stored record is honest and counts each payment once:
 * - the account's stored balances have every payment stored `SUCCESS` taken off (a card is
 *   authorized and posted the day it is paid, so the payment's write takes it off: `applyPayment`);
 * - a payment stored `PENDING` (a bank debit, cash paid in store) is never written into the
 *   account; on each day its lifecycle (src/domain/payment-lifecycle.ts) says what it does:
 *   - submitted or pending (the day it is paid, until it posts): counted as pending. The balance
 *     and the past due stay; the amount due is the balance less pending payments, and the rules
 *     that read "past due minus pending" (pay today, scheduling, soft-disconnect) count it;
 *   - posted or settled (from the next business day): taken off the balance and the past due,
 *     the oldest (past-due) part first, and no longer pending;
 *   - returned (the bank sent it back, on its settlement day): nothing taken off and not
 *     pending, so from that day its whole amount is due again, its past-due part past due again.
 * - scheduled, cancelled and failed payments change nothing.
 */
export interface StoredBalances<Tier extends string = string> {
  /** cents; negative is a credit */
  currentBalance: number;
  pastDueAmount: number;
  delinquencyTier: Tier | null;
}

export interface BalancePayment extends LifecycleFacts {
  amount: number;
}

export interface Balances<Tier extends string = string> {
  /** the balance with every posted payment taken off (payments still pending not yet) */
  currentBalance: number;
  /** past due with every posted payment taken off, the oldest part first */
  pastDueAmount: number;
  /** submitted payments that have not posted yet */
  pendingPaymentAmount: number;
  /** what is left to pay: the balance less pending payments, never below 0 */
  amountDue: number;
  creditBalance: number;
  /** the delinquency tier while anything is past due, else none */
  delinquencyTier: Tier | null;
  /** payments the bank sent back (on or before today), whose amount is due again */
  returnedAmount: number;
}

/** A payment taken off what is owed: the balance, and the past due first (the oldest part). */
export function applyPayment<Tier extends string>(owed: StoredBalances<Tier>, amount: number): StoredBalances<Tier> {
  const pastDueAmount = Math.max(0, owed.pastDueAmount - amount);
  return {
    currentBalance: owed.currentBalance - amount,
    pastDueAmount,
    delinquencyTier: pastDueAmount === 0 ? null : owed.delinquencyTier,
  };
}

/** How a payment stored PENDING counts on `today`: pending, posted (taken off), returned, or not at all. */
export function inFlightEffect(p: LifecycleFacts, today: string, settleBusinessDays: number): 'pending' | 'posted' | 'returned' | null {
  if (p.status !== 'PENDING') return null;
  const stage = paymentLifecycle(p, today, settleBusinessDays)?.stage;
  if (stage === 'submitted' || stage === 'pending') return 'pending';
  if (stage === 'posted' || stage === 'settled') return 'posted';
  return stage === 'returned' ? 'returned' : null;
}

/** The account's balances on `today` (the server's business day) from its stored balances and its payments. */
export function balancesOn<Tier extends string>(
  stored: StoredBalances<Tier>,
  payments: readonly BalancePayment[],
  today: string,
  settleBusinessDays: number,
): Balances<Tier> {
  let owed: StoredBalances<Tier> = { currentBalance: stored.currentBalance, pastDueAmount: stored.pastDueAmount, delinquencyTier: stored.delinquencyTier };
  let pending = 0;
  let returned = 0;
  for (const p of payments) {
    const effect = inFlightEffect(p, today, settleBusinessDays);
    if (effect === 'pending') pending += p.amount;
    else if (effect === 'returned') returned += p.amount;
    else if (effect === 'posted') owed = applyPayment(owed, p.amount);
  }
  return {
    currentBalance: owed.currentBalance,
    pastDueAmount: owed.pastDueAmount,
    pendingPaymentAmount: pending,
    amountDue: Math.max(owed.currentBalance - pending, 0),
    creditBalance: Math.max(-owed.currentBalance, 0),
    delinquencyTier: owed.delinquencyTier,
    returnedAmount: returned,
  };
}
