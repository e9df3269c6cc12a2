/**
 * The one-time payment amount (spec billing §5 "Payment amount"). Amounts are integer cents.
 * Results are codes and numbers, never text: the UI renders "please enter a payment amount
 * between {min} and {max}" from `amount.range` and its min and max.
 */

export interface AmountRange {
  min: number;
  max: number;
}

export type AmountIssue = { code: 'amount.invalid' } | { code: 'amount.range'; min: number; max: number } | { code: 'amount.overpayNotConfirmed' };

/** What the minimum depends on: the account's effective service state and what it owes. */
export interface MinimumFacts {
  softDisconnected: boolean;
  pastDueAmount: number;
  pendingPaymentAmount: number;
}

/**
 * spec billing §5: "the minimum is one dollar in one variant and the amount due in another".
 * Chosen (docs/decisions/016-one-time-payment-minimum.md): $1.00 (config.payment.minAmount), except for a soft-disconnected account,
 * where it is the past due still owed (past due − pending), because only that restores
 * service. Never above the maximum, so a range always exists.
 */
export function paymentMinimum(configMin: number, configMax: number, account: MinimumFacts): number {
  const owed = account.softDisconnected ? account.pastDueAmount - account.pendingPaymentAmount : 0;
  return Math.min(Math.max(configMin, owed), configMax);
}

/** The amount on its own: a positive whole number of cents within the range. */
export function amountIssue(amount: unknown, range: AmountRange): AmountIssue | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return { code: 'amount.invalid' };
  if (amount < range.min || amount > range.max) return { code: 'amount.range', min: range.min, max: range.max };
  return null;
}

/** spec billing §5: paying more than the amount due is allowed after a confirm-amount dialog. */
export const needsOverpayConfirmation = (amount: number, amountDue: number): boolean => amount > amountDue;

/**
 * What a person types in the amount field ("1,234.5", "$12", "0.99") as cents, or null when
 * it is not an amount of money (more than two decimals, letters, negative).
 */
export function parseAmountInput(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match || !/\d/.test(cleaned)) return null;
  const cents = Number(match[1] || '0') * 100 + Number(((match[2] ?? '') + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}
