import { mustPayToday, restrictionsOf, isRestrictedMethod, type Billing, type PaymentMethod } from './billing';
import { hasDualBalance, type MobileDue } from './balance-choice';
import { expiryStatus, type CardBrand } from './card';
import { paymentAmountIssue } from './payment';
import { accountRestrictionIssue, savedCardCvvIssue, savedMethodIssue, type CvvIssue, type MethodType } from './payment-method';

/**
 * Quick pay (spec billing §2, "a quick-pay confirm card"): the full balance, today,
 * with the account's default saved method, in one confirmation. It pays through the one-time
 * payment's call and rules (src/domain/payment.ts, checked again by the server); where a rule of
 * that payment needs the user to choose something, quick pay does not choose for them: it sends
 * them to the full flow and says why.
 */

/**
 * The account's default saved method (the spec names a default method without saying which one;
 * docs/decisions/003-quick-pay.md): the one that backs Auto Pay, else the saved method the
 * account last paid with online (still in the wallet), else none.
 */
export function defaultMethodId(
  autoPay: { enrolled: boolean; methodId: string | null },
  methods: readonly { id: string }[],
  payments: readonly { methodId?: string | null; channel: string; status: string; createdAt: string }[],
): string | null {
  const saved = new Set(methods.map((m) => m.id));
  if (autoPay.enrolled && autoPay.methodId && saved.has(autoPay.methodId)) return autoPay.methodId;
  const paidWith = payments
    .filter((p) => p.channel === 'ONLINE' && (p.status === 'SUCCESS' || p.status === 'PENDING') && p.methodId && saved.has(p.methodId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return paidWith?.methodId ?? null;
}

/** Why quick pay hands over to the full payment flow (each needs a choice quick pay does not make). */
export type QuickPayFallback =
  /** nothing to pay */
  | 'quickPay.nothingDue'
  /** the account takes no online payment, or only cash at a store (spec billing §5) */
  | 'quickPay.notOnline'
  /** spec billing §2: an account with a core and a mobile balance due chooses which to pay (core, mobile or both) first */
  | 'quickPay.twoBalances'
  /** no default method, or the default is of a type the account does not take: choose one */
  | 'quickPay.noMethod'
  /** spec billing §4: an expired card blocks selection */
  | 'quickPay.expired'
  /** spec billing §4: a card expiring soon is confirmed or changed by the user */
  | 'quickPay.expiring'
  /** spec billing §5: a past-due balance or an inactive account forces today's payment; the full flow shows what is past due and what to pay first */
  | 'quickPay.pastDue'
  /** the amount due is outside the amounts one payment may be (spec billing §5) */
  | 'quickPay.amount'
  /** the user asked for the full flow */
  | 'quickPay.chosen'
  /** the server's own check refused the payment (its rules changed since the card loaded) */
  | 'quickPay.refused';

export interface QuickPayFacts {
  billing: Pick<Billing, 'amountDue' | 'pastDueAmount' | 'pendingPaymentAmount' | 'accountStatus' | 'softDisconnected' | 'restrictions' | 'limits'>;
  methods: readonly Pick<PaymentMethod, 'id' | 'type' | 'brand' | 'expiry' | 'last4'>[];
  defaultMethodId: string | null;
  /** the mobile balance, where the account has one (src/domain/balance-choice.ts) */
  mobile?: MobileDue | null;
}

/** The default method, when it is one of the saved methods. */
export const quickPayMethod = (facts: QuickPayFacts) => facts.methods.find((m) => m.id === facts.defaultMethodId) ?? null;

/** Why quick pay cannot pay as it is, in the order a user would meet it; null when it can. */
export function quickPayFallback(facts: QuickPayFacts): QuickPayFallback | null {
  const { billing } = facts;
  const today = billing.limits.today;
  if (billing.amountDue <= 0) return 'quickPay.nothingDue';
  if (accountRestrictionIssue(billing.restrictions.type)) return 'quickPay.notOnline';
  if (hasDualBalance(billing, facts.mobile ?? null)) return 'quickPay.twoBalances';
  if (mustPayToday(billing)) return 'quickPay.pastDue';
  if (paymentAmountIssue(billing.amountDue, false, billing)) return 'quickPay.amount';
  const method = quickPayMethod(facts);
  if (!method || isRestrictedMethod(method.type, restrictionsOf(billing.restrictions.type))) return 'quickPay.noMethod';
  if (savedMethodIssue(method, today, today)) return 'quickPay.expired';
  if (method.type === 'CARD' && method.expiry && expiryStatus(method.expiry, today) === 'expiringSoon') return 'quickPay.expiring';
  return null;
}

/** spec billing §5: a saved card is paid with its CVV (asked once); a bank account needs none. */
export const quickPayCvvIssue = (method: { type: MethodType; brand: CardBrand | null }, cvv: string): CvvIssue | null =>
  method.type === 'CARD' ? savedCardCvvIssue(method.brand, cvv) : null;

/** The one-time payment's request for the full balance today with the default method (docs/backend.md). */
export function quickPayRequest(facts: QuickPayFacts, cvv: string) {
  const method = quickPayMethod(facts)!;
  return {
    amount: facts.billing.amountDue,
    paymentDate: facts.billing.limits.today,
    method: { savedMethodId: method.id },
    ...(method.type === 'CARD' ? { cvv } : {}),
  };
}
