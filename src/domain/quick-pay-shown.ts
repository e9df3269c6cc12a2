/**
 * When the account summary shows the quick pay card (spec billing §2; the flow is
 * machines/payment/quick-pay.ts, its rules src/domain/quick-pay.ts). Apart from those rules, so the summary's
 * first load does not carry them.
 */

/** Who may see the quick pay card: a user who pays (spec platform §6) on an account whose billing is here. */
export interface QuickPayPlace {
  /** the user's role pays, and the profile's billing has not moved */
  canPay: boolean;
  /** the account's billing has moved elsewhere */
  billingSuppressed: boolean;
  totalAmountDue: number;
}

/**
 * Whether the summary shows the quick pay card: while something is due; and, once it was shown,
 * for the rest of the page's life while the user may pay, so its receipt (or why it did not pay)
 * is still there when the summary is read again after the payment.
 */
export const quickPayShown = (place: QuickPayPlace, shownBefore: boolean): boolean =>
  place.canPay && !place.billingSuppressed && (place.totalAmountDue > 0 || shownBefore);
