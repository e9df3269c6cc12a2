import type { Billing } from '../../src/domain/billing';
import { restrictionIssue } from '../../src/domain/payment-method';
import { cardEditErrors, type CardEdit, type WalletMethod } from '../../src/domain/wallet';
import type { NewMethodDraft } from '../autopay/auto-pay.checks';
import { bankDraftErrors, cardDraftErrors, type Errors } from '../payment/one-time-payment.checks';

/**
 * What the wallet flows (spec billing §2 saved payment methods, §4, §5) show as wrong, from the
 * rules of src/domain (the same ones the server runs). Pure.
 */
export interface WalletInfo {
  billing: Billing;
  methods: WalletMethod[];
}

export const methodOf = (info: WalletInfo, id: string | null): WalletMethod | null => info.methods.find((m) => m.id === id) ?? null;

/**
 * A card or bank account typed in for the wallet: the account's restriction, then the same field
 * rules as the payment (card-validator and Luhn, CVV per brand, MMYY at most 20 years, ZIP 5).
 */
export function addErrors(info: WalletInfo, draft: NewMethodDraft): Errors {
  const blocked = restrictionIssue(draft.kind === 'card' ? 'CARD' : 'BANK', info.billing.restrictions.type);
  if (blocked) return { method: blocked.code };
  return draft.kind === 'card' ? cardDraftErrors(draft.card, info.billing.limits.today) : bankDraftErrors(draft.bank);
}

/** The savePaymentMethod input of the wallet (no Auto Pay services: it is saved for any use). */
export function saveRequest(draft: NewMethodDraft) {
  if (draft.kind === 'card') {
    const { save: _save, ...card } = draft.card;
    return { card };
  }
  const { save: _save, ...bank } = draft.bank;
  return { bank };
}

/** What is wrong with a card edit, keyed by field (expiry, zip, cvv). */
export const editErrors = (method: WalletMethod, edit: CardEdit, today: string): Errors => cardEditErrors(method, edit, today);

/** The first expired and the first expiring card of a wallet (which one the page asks about: src/domain/wallet.ts `expiryQuestion`). */
export const firstExpired = (info: WalletInfo) => info.methods.find((m) => m.type === 'CARD' && m.expired) ?? null;
export const firstExpiring = (info: WalletInfo) => info.methods.find((m) => m.type === 'CARD' && m.expiringSoon) ?? null;

/** spec billing §5, §8: an account that takes no online payment is sent to find a store. */
export const takesNoOnlinePayment = (info: WalletInfo) => !info.billing.restrictions.onlineAccepted;
