import {
  autoPayCvvIssue,
  autoPayMethodIssue,
  debitDayIssue,
  enrollmentBlock,
  servicesIssue,
  termsIssue,
  type AutoPayService,
  type DebitDayRange,
} from '../../src/domain/autopay';
import type { Billing, PaymentMethod } from '../../src/domain/billing';
import type { PaymentRequestBody } from '../../src/domain/payment';
import { bankDraftErrors, cardDraftErrors, type BankDraft, type CardDraft } from '../payment/one-time-payment.checks';

/**
 * What the Auto Pay flows (enroll, change method, change date, cancel) show as wrong, from the
 * rules of src/domain/autopay (the same ones the server runs). Pure.
 */
export interface AutoPayInfo {
  billing: Billing;
  methods: PaymentMethod[];
  /** CORE always, MOBILE when the account has mobile service */
  availableServices: AutoPayService[];
  debitDayRanges: DebitDayRange[];
}

export interface AutoPayChoice {
  services: AutoPayService[];
  methodId: string | null;
  cvv: string;
}

export type Errors = Record<string, string>;

const methodOf = (info: AutoPayInfo, id: string | null) => info.methods.find((m) => m.id === id) ?? null;

/** spec billing §4: disconnected accounts cannot enroll; restricted ones cannot pay online. */
export const enrollBlocked = (info: AutoPayInfo) => enrollmentBlock(info.billing)?.code ?? null;

export function servicesErrors(info: AutoPayInfo, choice: AutoPayChoice): Errors {
  const issue = servicesIssue(choice.services, info.availableServices);
  return issue ? { services: issue } : {};
}

/** The method and its CVV (asked once, spec billing §5); a change must pick another method. */
export function methodErrors(info: AutoPayInfo, choice: AutoPayChoice, current: string | null = null): Errors {
  const method = methodOf(info, choice.methodId);
  if (!method) return { method: 'method.required' };
  if (method.id === current) return { method: 'method.sameAsCurrent' };
  const issue = autoPayMethodIssue(method, choice.services, info.billing.restrictions.type, info.billing.limits.today);
  if (issue) return { method: issue };
  const cvv = autoPayCvvIssue(method.type, choice.cvv || null);
  return cvv ? { cvv } : {};
}

export const isExpiringSoon = (info: AutoPayInfo, choice: AutoPayChoice) => methodOf(info, choice.methodId)?.expiringSoon === true;

export const termsErrors = (accepted: boolean): Errors => (termsIssue(accepted) ? { terms: 'terms.required' } : {});

export const dayErrors = (info: AutoPayInfo, day: number | null): Errors =>
  day === null ? { debitDay: 'debitDay.required' } : debitDayIssue(day, info.debitDayRanges) ? { debitDay: 'debitDay.late' } : {};

/** spec billing §4: with a balance due, the balance is paid today with the chosen method. */
export const balanceDue = (info: AutoPayInfo) => info.billing.amountDue > 0;

export function balancePayment(info: AutoPayInfo, choice: AutoPayChoice): PaymentRequestBody {
  const method = methodOf(info, choice.methodId)!;
  return {
    amount: info.billing.amountDue,
    paymentDate: info.billing.limits.today,
    method: { savedMethodId: method.id },
    ...(method.type === 'CARD' ? { cvv: choice.cvv } : {}),
  };
}

export const enrollment = (choice: AutoPayChoice) => ({
  methodId: choice.methodId!,
  services: choice.services,
  termsAccepted: true,
  cvv: choice.cvv || null,
});

/**
 * A method typed in on an Auto Pay step ("add or select", spec billing §2): saved to the wallet
 * first, for the flow's services, then used with the CVV typed here (asked once, §5).
 */
export type NewMethodDraft = { kind: 'card'; card: CardDraft } | { kind: 'bank'; bank: BankDraft };

export const emptyDraft = (kind: NewMethodDraft['kind']): NewMethodDraft =>
  kind === 'card'
    ? { kind, card: { number: '', nameOnCard: '', expiry: '', zip: '', cvv: '', save: true } }
    : { kind, bank: { routingNumber: '', accountNumber: '', accountType: 'CHECKING', nameOnAccount: '', save: true } };

/**
 * The draft as it may be kept while the flow waits for its user (flows survive the
 * session): no card number, CVV or bank account number.
 */
export const withoutSecrets = (draft: NewMethodDraft): NewMethodDraft =>
  draft.kind === 'card' ? { kind: 'card', card: { ...draft.card, number: '', cvv: '' } } : { kind: 'bank', bank: { ...draft.bank, accountNumber: '' } };

/**
 * What is wrong with the typed-in method: the Auto Pay rules the browser can know (restricted,
 * a bank account for Mobile; whether a card is prepaid only the server's vault knows), then its
 * fields.
 */
export function newMethodErrors(info: AutoPayInfo, draft: NewMethodDraft, services: readonly AutoPayService[]): Errors {
  const type = draft.kind === 'card' ? 'CARD' : 'BANK';
  const issue = autoPayMethodIssue({ type, prepaid: false, expiry: null }, services, info.billing.restrictions.type, info.billing.limits.today);
  if (issue) return { method: issue };
  return draft.kind === 'card' ? cardDraftErrors(draft.card, info.billing.limits.today) : bankDraftErrors(draft.bank);
}

/** The savePaymentMethod input: the fields, and the services it is for (the server's Auto Pay checks). */
export function newMethodRequest(draft: NewMethodDraft, services: readonly AutoPayService[]) {
  if (draft.kind === 'card') {
    const { save: _save, ...card } = draft.card;
    return { card, autoPayServices: [...services] };
  }
  const { save: _save, ...bank } = draft.bank;
  return { bank, autoPayServices: [...services] };
}

/** After a save: the wallet with the method added (once, if a reload already has it). */
export const withMethod = (info: AutoPayInfo, added: PaymentMethod): AutoPayInfo => ({
  ...info,
  methods: [...info.methods.filter((m) => m.id !== added.id), added],
});
