import { z } from 'zod/mini';
import { totalOwed } from './amount-owed';
import { IsoDate } from './dates';
import { Cents } from './money';
import { amountIssue, needsOverpayConfirmation, type AmountIssue, type AmountRange } from './payment-amount';

/**
 * The balance due and dual-balance choice (spec billing §2 "Balance due and dual-balance modals"):
 * an account with core services and a mobile balance chooses what a one-time payment
 * pays (core, mobile, or both) before the amount step. The amount rules per choice and how the
 * payment splits are written here once: the one-time payment's amount step and the server's
 * payment route both read them.
 *
 * Chosen (docs/decisions/032-balance-due-and-dual-balance-choice.md), from spec billing §5 "the minimum is one
 * dollar in one variant and the amount due in another":
 * - core: the core range (one dollar, or the past due of a soft-disconnected account) up to the
 *   maximum; more than the core amount due asks the confirm-amount dialog;
 * - mobile: one dollar up to the mobile amount due (the mobile account keeps no credit: a payment
 *   above what it owes goes to the core balance, by choosing both);
 * - both: both balances in full, so the minimum is the two amounts due together (the "amount due"
 *   variant); the mobile part is its amount due and the core part the rest (anything above the
 *   core amount due is a core credit, after the dialog).
 */
export const BalanceChoice = z.enum(['core', 'mobile', 'both']);
export type BalanceChoice = z.infer<typeof BalanceChoice>;

/**
 * The mobile balance as the payment reads it: what is left to pay once pending mobile payments
 * post, its due date, and the least a payment of it may be (the configured minimum: the mobile
 * balance has no soft-disconnect minimum).
 */
export const MobileDue = z.object({ amountDue: Cents, pastDue: Cents, dueDate: IsoDate, minAmount: Cents });
export type MobileDue = z.infer<typeof MobileDue>;

/** What the rules read of the core balance: its amount due and range (`amountRangeOf` of the billing view). */
export interface CoreDue {
  amountDue: number;
  range: AmountRange;
}

/** spec billing §2: only an account with both a core and a mobile balance due is asked. */
export const hasDualBalance = (core: { amountDue: number }, mobile: MobileDue | null): mobile is MobileDue =>
  mobile !== null && mobile.amountDue > 0 && core.amountDue > 0;

/** What a choice pays off, and the range its amount must be in. */
export function choiceDue(choice: BalanceChoice, core: CoreDue, mobile: MobileDue | null): { amountDue: number; range: AmountRange } {
  const mobileDue = mobile?.amountDue ?? 0;
  if (choice === 'core') return core;
  if (choice === 'mobile') {
    // the mobile balance takes no credit: at most what it owes (and a balance under the minimum in full)
    const max = Math.min(mobileDue, core.range.max);
    return { amountDue: mobileDue, range: { min: Math.min(mobile?.minAmount ?? 0, max), max } };
  }
  // what is owed in all (src/domain/amount-owed.ts): the summary and the billing home say the same total
  const both = totalOwed(core.amountDue, mobile?.amountDue ?? null);
  return { amountDue: both, range: { min: Math.min(Math.max(both, core.range.min), core.range.max), max: core.range.max } };
}

/** The amount's first broken rule for the choice, the overpayment confirmation included. */
export function choiceAmountIssue(
  choice: BalanceChoice,
  amount: number,
  confirmOverpayment: boolean | undefined,
  core: CoreDue,
  mobile: MobileDue | null,
): AmountIssue | null {
  if (choice !== 'core' && !mobile) return { code: 'amount.invalid' };
  const due = choiceDue(choice, core, mobile);
  const issue = amountIssue(amount, due.range);
  if (issue) return issue;
  return needsOverpayConfirmation(amount, due.amountDue) && !confirmOverpayment ? { code: 'amount.overpayNotConfirmed' } : null;
}

/** How a valid amount is split between the balances (cents; a part of 0 is not paid). */
export function splitPayment(choice: BalanceChoice, amount: number, mobile: MobileDue | null): { core: number; mobile: number } {
  if (choice === 'core') return { core: amount, mobile: 0 };
  if (choice === 'mobile') return { core: 0, mobile: amount };
  const mobilePart = Math.min(mobile?.amountDue ?? 0, amount);
  return { core: amount - mobilePart, mobile: mobilePart };
}
