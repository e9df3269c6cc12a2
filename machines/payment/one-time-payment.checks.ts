import type { Billing, PaymentMethod } from '../../src/domain/billing';
import { NewBankAccount } from '../../src/domain/bank';
import { newCardSchema } from '../../src/domain/card';
import { BankLinkConnectRequest } from '../../src/domain/bank-link';
import { choiceAmountIssue, choiceDue, hasDualBalance, type BalanceChoice, type MobileDue } from '../../src/domain/balance-choice';
import { coreDueOf, paymentDateFactsOf, type PaymentRequestBody } from '../../src/domain/payment';
import { parseAmountInput } from '../../src/domain/payment-amount';
import { formatUsDate, futureDateIssue, latePaymentIssue, paymentDateIssue, parseUsDate } from '../../src/domain/payment-date';
import { accountRestrictionIssue, restrictionIssue, savedCardCvvIssue, savedMethodIssue } from '../../src/domain/payment-method';

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
  /** the mobile balance, for an account with mobile service (the dual-balance choice); absent or null without */
  mobile?: MobileDue | null;
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
interface LinkedAccount {
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
  /** what the payment pays: the core balance, unless an account with two balances chose (spec billing §2) */
  balance: BalanceChoice;
  amountText: string;
  dateText: string;
  method: MethodDraft | null;
}

/** field → message code */
export type Errors = Record<string, string>;

/** The steps a user fills in, in the order Next takes them (Back the other way). */
export type FormStep = 'amount' | 'method' | 'date' | 'review';
/** A step of the step bar: the form steps, and the bank linking between method and what follows. */
export type Step = FormStep | 'link';
export type PaymentMode = 'otp' | 'fdp';

/**
 * spec billing §2, §9: amount → method → date → review; `open=fdp` starts with the date. The one
 * definition of the order: the machine's Next and Back read it, and so does the step bar.
 */
export const stepOrder = (mode: PaymentMode): FormStep[] => (mode === 'fdp' ? ['date', 'amount', 'method', 'review'] : ['amount', 'method', 'date', 'review']);
export const stepAfter = (mode: PaymentMode, step: FormStep): FormStep | null => stepOrder(mode)[stepOrder(mode).indexOf(step) + 1] ?? null;
export const stepBefore = (mode: PaymentMode, step: FormStep): FormStep | null => stepOrder(mode)[stepOrder(mode).indexOf(step) - 1] ?? null;
/** The step bar: 4 steps, 5 while a bank is linked online (the link sits after the method it fills in). */
export const stepBar = (mode: PaymentMode, linking: boolean): Step[] =>
  stepOrder(mode).flatMap((s): Step[] => (s === 'method' && linking ? ['method', 'link'] : [s]));

/**
 * What the flow fills in for the user when the payment information arrives, once per flow: the
 * amount due, and today for a one-time payment (or a future-dated one that may only be today).
 */
export function prefilled(info: PaymentInfo, mode: PaymentMode, balance: BalanceChoice): Pick<Draft, 'amountText' | 'dateText'> {
  const onlyToday = futureDateIssue(paymentDateFactsOf(info.billing, info.time, info.scheduledCount)) !== null;
  return {
    amountText: amountTextFor(info, balance),
    dateText: mode === 'otp' || onlyToday ? formatUsDate(info.billing.limits.today) : '',
  };
}

/** spec billing §2: an account with a core and a mobile balance chooses what to pay before the amount step. */
export const isDualBalance = (info: PaymentInfo): boolean => hasDualBalance(info.billing, info.mobile ?? null);

/** What a choice pays off, and its amount's range (src/domain/balance-choice.ts). */
export const dueOfChoice = (info: PaymentInfo, balance: BalanceChoice) => choiceDue(balance, coreDueOf(info.billing), info.mobile ?? null);

/** The amount field filled in for a choice: what it pays off. */
export const amountTextFor = (info: PaymentInfo, balance: BalanceChoice): string => {
  const { amountDue } = dueOfChoice(info, balance);
  return amountDue > 0 ? (amountDue / 100).toFixed(2) : '';
};

/** What the user typed to sign in to the bank (never persisted: see redactPayment). */
export interface LinkForm {
  institutionId: string;
  username: string;
  password: string;
}

/** The online-banking provider's own request schema: the same check the server makes before it connects. */
export function linkErrors(form: LinkForm): Errors {
  const parsed = BankLinkConnectRequest.safeParse(form);
  const errors: Errors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const dateOf = (draft: Draft): string | null => parseUsDate(draft.dateText);
const savedOf = (info: PaymentInfo, method: MethodDraft | null) => (method?.kind === 'saved' ? (info.methods.find((m) => m.id === method.id) ?? null) : null);

/** The flow cannot start: the account takes no online payments, or cash only (spec billing §5). */
export const blockedRestriction = (info: PaymentInfo) => accountRestrictionIssue(info.billing.restrictions.type);

export function amountErrors(info: PaymentInfo, draft: Draft): Errors {
  const cents = parseAmountInput(draft.amountText);
  if (cents === null) return { amount: 'amount.invalid' };
  const issue = choiceAmountIssue(draft.balance, cents, true, coreDueOf(info.billing), info.mobile ?? null);
  return issue ? { amount: issue.code } : {};
}

export const isOverpayment = (info: PaymentInfo, draft: Draft): boolean =>
  (parseAmountInput(draft.amountText) ?? 0) > dueOfChoice(info, draft.balance).amountDue;

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

/**
 * What the date step and the review say of a valid date that is allowed but comes after the bill
 * is due (src/domain/payment-date.ts `latePaymentIssue`), or null.
 */
export function dateNotice(info: PaymentInfo, draft: Draft): 'date.late' | null {
  const date = dateOf(draft);
  if (!date || Object.keys(dateErrors(info, draft)).length > 0) return null;
  return latePaymentIssue(date, info.billing);
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
  // a payment of the core balance says nothing of it, as before the choice existed
  const base = {
    amount,
    paymentDate,
    ...(confirmOverpayment ? { confirmOverpayment: true } : {}),
    ...(draft.balance === 'core' ? {} : { balance: draft.balance }),
  };
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
  if (path[0] === 'amount' || path[0] === 'balance') return 'amount';
  if (path[0] === 'paymentDate') return 'date';
  return 'method';
}
