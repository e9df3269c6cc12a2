import { isRestrictedMethod, restrictionsOf, type PaymentRestrictionType } from './billing';
import { cvvLength, expiryLastDay, expiryStatus, type CardBrand } from './card';
import { humanText } from './text';

/**
 * How a one-time payment may be paid (spec billing §4, §5): account restrictions, saved
 * methods (expired, expiring before the payment date) and the CVV a saved card needs.
 */

export type MethodType = 'CARD' | 'BANK';

/** What the customer calls a saved method in the wallet (optional; src/domain/text.ts). */
export const MethodNickname = humanText({ max: { length: 30, message: 'nickname.tooLong' } });

export interface RestrictionIssue {
  code: 'method.restricted';
  /** which restriction: the UI shows "cards not accepted", "pay cash at a store", "find a store"... */
  restriction: PaymentRestrictionType;
}

/**
 * spec billing §5: accounts that take neither cards nor bank accounts pay cash at a store, and
 * accounts that take no online payment find a store; no method can be used at all.
 */
export function accountRestrictionIssue(restriction: PaymentRestrictionType): RestrictionIssue | null {
  return restriction === 'NO_ONLINE' || restriction === 'NO_CARDS_NO_BANK' ? { code: 'method.restricted', restriction } : null;
}

/** spec billing §5: cards or bank accounts not accepted on this account. */
export function restrictionIssue(type: MethodType, restriction: PaymentRestrictionType): RestrictionIssue | null {
  return isRestrictedMethod(type, restrictionsOf(restriction)) ? { code: 'method.restricted', restriction } : null;
}

export type SavedMethodIssue = 'method.expired' | 'expiry.beforePaymentDate';

/**
 * spec billing §4, §5: an expired card blocks selection; a card that expires before the payment
 * date is rejected (choose a different method). Expiring soon is allowed: the UI asks to confirm.
 */
export function savedMethodIssue(method: { type: MethodType; expiry: string | null }, today: string, paymentDate: string): SavedMethodIssue | null {
  if (method.type !== 'CARD' || !method.expiry) return null;
  if (expiryStatus(method.expiry, today) === 'expired') return 'method.expired';
  if (expiryLastDay(method.expiry) < paymentDate) return 'expiry.beforePaymentDate';
  return null;
}

export type CvvIssue = 'cvv.required' | 'cvv.format' | 'cvv.amex' | 'cvv.other';

/**
 * spec billing §5: a saved card is paid with its CVV, asked once for security: 4 digits for
 * Amex, 3 for other brands. It is checked with the processor and never kept.
 */
export function savedCardCvvIssue(brand: CardBrand | null, cvv: string | undefined): CvvIssue | null {
  if (cvv === undefined || cvv === '') return 'cvv.required';
  if (!/^\d+$/.test(cvv)) return 'cvv.format';
  if (cvv.length !== cvvLength(brand)) return brand === 'AMEX' ? 'cvv.amex' : 'cvv.other';
  return null;
}
