import type { Billing, PaymentMethod } from '../src/domain/billing';
import { NewBankAccount } from '../src/domain/bank';
import { newCardSchema } from '../src/domain/card';
import { paymentAmountIssue, paymentDateFactsOf, type PaymentRequestBody } from '../src/domain/payment';
import { parseAmountInput } from '../src/domain/payment-amount';
import { paymentDateIssue, parseUsDate } from '../src/domain/payment-date';
import { accountRestrictionIssue, restrictionIssue, savedCardCvvIssue, savedMethodIssue } from '../src/domain/payment-method';

/**
 * What each step of the one-time payment shows as wrong, from the rules of src/domain (the same
 * ones the server runs on the request). Pure: the machine calls these to decide and to show.
 */

/** What the flow loads before its first step. */
export interface PaymentInfo {
  billing: Billing;
  methods: PaymentMethod[];
  scheduledCount: number;
  /** business time HH:MM when loaded (the cut-off rule) */
  time: string;
}

export interface CardDraft {
  number: string;
  nameOnCard: string;
  expiry: string;
  zip: string;
  cvv: string;
  save: boolean;
}
export interface BankDraft {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  nameOnAccount: string;
  save: boolean;
}
export interface LinkedAccount {
  linkedBankId: string;
  accountId: string;
  name: string;
  last4: string;
}

export type MethodDraft =
  | { kind: 'saved'; id: string; cvv: string }
  | { kind: 'card'; card: CardDraft }
  | { kind: 'bank'; bank: BankDraft }
  | { kind: 'linked'; account: LinkedAccount };

export interface Draft {
  amountText: string;
  dateText: string;
  method: MethodDraft | null;
}

/** field → message code */
export type Errors = Record<string, string>;

const dateOf = (draft: Draft): string | null => parseUsDate(draft.dateText);
const savedOf = (info: PaymentInfo, method: MethodDraft | null) => (method?.kind === 'saved' ? (info.methods.find((m) => m.id === method.id) ?? null) : null);

/** The flow cannot start: the account takes no online payments, or cash only (spec billing §5). */
export const blockedRestriction = (info: PaymentInfo) => accountRestrictionIssue(info.billing.restrictions.type);

export function amountErrors(info: PaymentInfo, draft: Draft): Errors {
  const cents = parseAmountInput(draft.amountText);
  if (cents === null) return { amount: 'amount.invalid' };
  const issue = paymentAmountIssue(cents, true, info.billing);
  return issue ? { amount: issue.code } : {};
}

export const isOverpayment = (info: PaymentInfo, draft: Draft): boolean => (parseAmountInput(draft.amountText) ?? 0) > info.billing.amountDue;

export function dateErrors(info: PaymentInfo, draft: Draft): Errors {
  const date = dateOf(draft);
  if (!date) return { date: 'date.invalid' };
  const issue = paymentDateIssue(date, paymentDateFactsOf(info.billing, info.time, info.scheduledCount));
  if (issue) return { date: issue };
  // the card must still be valid on the payment date, whichever of the two steps came first
  const saved = savedOf(info, draft.method);
  const expiryProblem = saved ? savedMethodIssue(saved, info.billing.limits.today, date) : null;
  return expiryProblem === 'expiry.beforePaymentDate' ? { date: expiryProblem } : {};
}

/** A typed-in card's fields (spec billing §3, §5), keyed card.<field>; valid through paymentDate. */
export function cardDraftErrors(draft: CardDraft, today: string, paymentDate: string = today): Errors {
  const { save: _save, ...card } = draft;
  const result = newCardSchema(today, paymentDate).safeParse(card);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [`card.${i.path.join('.')}`, i.message]));
}

/** A typed-in bank account's fields, keyed bank.<field>. */
export function bankDraftErrors(draft: BankDraft): Errors {
  const { save: _save, ...bank } = draft;
  const result = NewBankAccount.safeParse(bank);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [`bank.${i.path.join('.')}`, i.message]));
}

export function methodErrors(info: PaymentInfo, draft: Draft): Errors {
  const { method } = draft;
  const today = info.billing.limits.today;
  const restriction = info.billing.restrictions.type;
  const paymentDate = dateOf(draft) ?? today;
  if (!method) return { method: 'method.required' };
  switch (method.kind) {
    case 'saved': {
      const saved = savedOf(info, method);
      if (!saved) return { method: 'method.required' };
      const problem = restrictionIssue(saved.type, restriction)?.code ?? savedMethodIssue(saved, today, paymentDate);
      if (problem) return { method: problem };
      const cvv = saved.type === 'CARD' ? savedCardCvvIssue(saved.brand, method.cvv || undefined) : null;
      return cvv ? { cvv } : {};
    }
    case 'card': {
      const blocked = restrictionIssue('CARD', restriction);
      if (blocked) return { method: blocked.code };
      return cardDraftErrors(method.card, today, paymentDate);
    }
    case 'bank': {
      const blocked = restrictionIssue('BANK', restriction);
      if (blocked) return { method: blocked.code };
      return bankDraftErrors(method.bank);
    }
    case 'linked':
      return restrictionIssue('BANK', restriction) ? { method: 'method.restricted' } : {};
  }
}

/** spec billing §4: a card that expires soon asks to be confirmed or changed. */
export const isExpiringSoon = (info: PaymentInfo, draft: Draft): boolean => savedOf(info, draft.method)?.expiringSoon === true;

/** Whether the method can back Auto Pay after the payment: saved, or saved now, and not prepaid. */
export function canEnrollWith(info: PaymentInfo, draft: Draft): boolean {
  const { method } = draft;
  if (!method || info.billing.autoPay.enrolled || info.billing.softDisconnected) return false;
  if (method.kind === 'saved') return savedOf(info, method)?.prepaid === false;
  return (method.kind === 'card' && method.card.save) || (method.kind === 'bank' && method.bank.save);
}

/** The request body, built only when every step is clean. */
export function paymentRequest(draft: Draft, confirmOverpayment: boolean): PaymentRequestBody {
  const amount = parseAmountInput(draft.amountText)!;
  const paymentDate = dateOf(draft)!;
  const method = draft.method!;
  const base = { amount, paymentDate, ...(confirmOverpayment ? { confirmOverpayment: true } : {}) };
  switch (method.kind) {
    case 'saved':
      return { ...base, method: { savedMethodId: method.id }, ...(method.cvv ? { cvv: method.cvv } : {}) };
    case 'card':
      return { ...base, method: { card: method.card } };
    case 'bank':
      return { ...base, method: { bank: method.bank } };
    case 'linked':
      return { ...base, method: { linkedBankId: method.account.linkedBankId, accountId: method.account.accountId } };
  }
}

/** Which step a server's field issue belongs to, so the flow can take the user back there. */
export function stepOfIssue(path: (string | number)[]): 'amount' | 'date' | 'method' {
  if (path[0] === 'amount') return 'amount';
  if (path[0] === 'paymentDate') return 'date';
  return 'method';
}
