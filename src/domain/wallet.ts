import { z } from 'zod/mini';
import { PaymentMethod } from './billing';
import { Expiry, expiryIssue, Zip } from './card';
import type { CardBrand } from './card-brand';
import { IsoDate } from './dates';
import { savedCardCvvIssue } from './payment-method';
import { expiresBefore } from './payment-risk';

/**
 * The wallet, saved payment methods (spec billing §2, §4, §5 "Edit card"). The browser's form,
 * the wallet flows and the server's updatePaymentMethod run these same functions.
 */

/** A saved method as the wallet lists it: with the last day of the scheduled payments it backs. */
export const WalletMethod = z.extend(PaymentMethod, {
  /** the latest date of a scheduled payment this method pays, or null when it backs none */
  scheduledThrough: z.nullable(IsoDate),
});
export type WalletMethod = z.infer<typeof WalletMethod>;

export type WalletBadge = 'expired' | 'expiringSoon' | 'restricted' | 'prepaid' | 'autoPay' | 'scheduled';

/** The badges a method shows in the wallet, in the order they are read. */
export function walletBadges(method: WalletMethod): WalletBadge[] {
  const badges: WalletBadge[] = [];
  if (method.expired) badges.push('expired');
  else if (method.expiringSoon) badges.push('expiringSoon');
  if (method.restricted) badges.push('restricted');
  if (method.prepaid) badges.push('prepaid');
  if (method.usedForAutoPay) badges.push('autoPay');
  if (method.scheduledThrough !== null) badges.push('scheduled');
  return badges;
}

/** The latest scheduled payment date a method backs (spec billing §5: it must not expire before). */
export function scheduledThrough(payments: readonly { methodId: string | null; status: string; paymentDate: string }[], methodId: string): string | null {
  let last: string | null = null;
  for (const p of payments) if (p.methodId === methodId && p.status === 'SCHEDULED' && (last === null || p.paymentDate > last)) last = p.paymentDate;
  return last;
}

/** The one question the wallet asks on opening: about a card that has expired, or one expiring soon. */
export interface ExpiryQuestion {
  kind: 'expired' | 'expiring';
  methodId: string;
}

/**
 * spec billing §4 "modals for expiring and expired cards": the wallet asks one question per visit,
 * about what matters most: a card that has expired (it blocks payments) before one that expires
 * soon (it still works). Never a second question after the first: adding a card stays in reach.
 */
export function expiryQuestion(methods: readonly Pick<WalletMethod, 'id' | 'type' | 'expired' | 'expiringSoon'>[]): ExpiryQuestion | null {
  const expired = methods.find((m) => m.type === 'CARD' && m.expired);
  if (expired) return { kind: 'expired', methodId: expired.id };
  const expiring = methods.find((m) => m.type === 'CARD' && m.expiringSoon);
  return expiring ? { kind: 'expiring', methodId: expiring.id } : null;
}

/** What a card edit may change (spec billing §5: only CVV, expiry and ZIP; the CVV is optional). */
export interface CardEdit {
  expiry: string;
  zip: string;
  /** '' when not changed */
  cvv: string;
}

export type CardEditErrors = Partial<Record<'method' | 'expiry' | 'zip' | 'cvv', string>>;

/**
 * spec billing §5 "Edit card": expiry MMYY at most 20 years out and not past; a card that would
 * expire before a scheduled payment it backs is refused (choose another method), and so is one
 * that would expire before the next Auto Pay draft it pays (Auto Pay at risk); ZIP 5 digits;
 * the CVV optional, and when given 4 digits for Amex, 3 for the others. Only a card is edited.
 */
export function cardEditErrors(
  method: {
    type: 'CARD' | 'BANK';
    brand: CardBrand | null;
    scheduledThrough: string | null;
    /** the next Auto Pay draft, when Auto Pay uses this card (its expiry must cover it too) */
    autoPayDraftOn?: string | null;
  },
  edit: Partial<CardEdit>,
  today: string,
): CardEditErrors {
  if (method.type !== 'CARD') return { method: 'method.notEditable' };
  const errors: CardEditErrors = {};
  if (edit.expiry !== undefined) {
    if (!Expiry.safeParse(edit.expiry).success) errors.expiry = 'expiry.format';
    else {
      const issue = expiryIssue(edit.expiry, today);
      if (issue) errors.expiry = issue;
      else if (method.scheduledThrough !== null && expiresBefore(edit.expiry, method.scheduledThrough)) errors.expiry = 'expiry.beforeScheduledPayment';
      else if (method.autoPayDraftOn && expiresBefore(edit.expiry, method.autoPayDraftOn)) errors.expiry = 'expiry.beforeAutoPayDraft';
    }
  }
  if (edit.zip !== undefined && !Zip.safeParse(edit.zip).success) errors.zip = 'zip.format';
  if (edit.cvv) {
    const issue = savedCardCvvIssue(method.brand, edit.cvv);
    if (issue) errors.cvv = issue;
  }
  return errors;
}

/** The edit form starts from the card as saved; the CVV is never known, so it starts empty. */
export const editOf = (method: { expiry: string | null; zip: string | null }): CardEdit => ({ expiry: method.expiry ?? '', zip: method.zip ?? '', cvv: '' });

/** spec billing §4, §8: the method Auto Pay uses cannot be deleted; choose another for Auto Pay first (the roadblock). */
export const deleteRefusal = (method: { usedForAutoPay: boolean }): 'method.autoPay' | null => (method.usedForAutoPay ? 'method.autoPay' : null);

/** spec billing §5: only a card is edited. */
export const editRefusal = (method: { type: 'CARD' | 'BANK' }): 'method.notEditable' | null => (method.type === 'CARD' ? null : 'method.notEditable');
