import { z } from 'zod/mini';
import { NewBankAccount } from './bank';
import { Payment, PaymentMethod, type Billing, type PaymentRestrictionType } from './billing';
import { Expiry, HolderName, newCardSchema, normalizeCardNumber, Zip, type CardBrand } from './card';
import { IsoInstant } from './dates';
import { ErrorCode, type ValidationIssue } from './errors';
import { BalanceChoice, choiceAmountIssue, type MobileDue } from './balance-choice';
import { paymentMinimum, type AmountIssue } from './payment-amount';
import { isCalendarDate } from './dates';
import { paymentDateIssue, type PaymentDateFacts } from './payment-date';
import { accountRestrictionIssue, restrictionIssue, savedCardCvvIssue, savedMethodIssue, type MethodType } from './payment-method';

/**
 * The one-time payment (spec billing §2, §5; docs/backend.md POST /pciedge/pci/v1/payments).
 * `PaymentRequest` checks the shape of the body; `paymentIssues` every rule of §5 that depends
 * on the account and the day. The form runs both per step, the server runs both per request.
 * Messages are codes the UI translates.
 */

const Amount = z.number({ error: 'amount.invalid' }).check(z.int('amount.invalid')).check(z.positive('amount.invalid'));
const PaymentDate = z.string({ error: 'date.invalid' }).check(z.refine(isCalendarDate, 'date.invalid'));
const CvvDigits = z.string({ error: 'cvv.format' }).check(z.regex(/^\d{3,4}$/, 'cvv.format'));
const Id = z.string().check(z.minLength(1)).check(z.maxLength(64));

/** A card typed in for this payment; its brand, Luhn and dated rules come from `newCardSchema`. */
const NewCardInput = z.strictObject({
  number: z.pipe(z.string({ error: 'number.invalid' }).check(z.maxLength(30, 'number.invalid')), z.transform(normalizeCardNumber)),
  nameOnCard: HolderName,
  expiry: Expiry,
  zip: Zip,
  cvv: CvvDigits,
  save: z._default(z.boolean(), false),
});
const NewBankInput = z.extend(NewBankAccount, { save: z._default(z.boolean(), false) });

type PaymentMethodChoice =
  | { kind: 'saved'; savedMethodId: string }
  | { kind: 'card'; card: z.output<typeof NewCardInput> }
  | { kind: 'bank'; bank: z.output<typeof NewBankInput> }
  | { kind: 'linked'; linkedBankId: string; accountId: string };

/**
 * `{ savedMethodId } | { card } | { bank } | { linkedBankId, accountId }` (the linked one is an
 * account of a bank connected through the online-banking provider, the 5-step variant).
 * One object with exactly one choice, so a bad card field is reported at its own path.
 */
const MethodInput = z.pipe(
  z
    .strictObject({
      savedMethodId: z.optional(Id),
      card: z.optional(NewCardInput),
      bank: z.optional(NewBankInput),
      linkedBankId: z.optional(Id),
      accountId: z.optional(Id),
    })
    .check(
      z.superRefine((m, ctx) => {
        const chosen = [m.savedMethodId, m.card, m.bank, m.linkedBankId].filter((v) => v !== undefined).length;
        if (chosen !== 1) ctx.addIssue({ code: 'custom', path: [], message: 'method.exactlyOne' });
        else if ((m.linkedBankId === undefined) !== (m.accountId === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['accountId'], message: m.linkedBankId ? 'method.accountRequired' : 'method.exactlyOne' });
        }
      }),
    ),
  z.transform((m): PaymentMethodChoice => {
    if (m.card) return { kind: 'card', card: m.card };
    if (m.bank) return { kind: 'bank', bank: m.bank };
    if (m.linkedBankId) return { kind: 'linked', linkedBankId: m.linkedBankId, accountId: m.accountId! };
    return { kind: 'saved', savedMethodId: m.savedMethodId! };
  }),
);

export const PaymentRequest = z.strictObject({
  /** cents */
  amount: Amount,
  /** YYYY-MM-DD, the business day it is paid on */
  paymentDate: PaymentDate,
  method: MethodInput,
  /** a saved card's CVV (new cards carry theirs); checked, never stored */
  cvv: z.optional(CvvDigits),
  /** spec billing §5: the user confirmed paying more than the amount due */
  confirmOverpayment: z.optional(z.boolean()),
  /** spec billing §2: what an account with a core and a mobile balance pays (./balance-choice.ts); core when absent */
  balance: z.optional(BalanceChoice),
});
export type PaymentRequest = z.output<typeof PaymentRequest>;
/** What a client sends (the wire shape, before parsing). */
export type PaymentRequestBody = z.input<typeof PaymentRequest>;

/** A payment as recorded per balance: a payment of both balances is two records, one per service. */
const PaymentPart = z.object({ service: z.enum(['CORE', 'MOBILE']), payment: Payment });
type PaymentPart = z.infer<typeof PaymentPart>;

export const PaymentResponse = z.object({
  /** the first part recorded (the core one when the payment has one) */
  payment: Payment,
  /** every record the payment made, core first: one, or two for a payment of both balances */
  parts: z.array(PaymentPart),
  /** the new card or bank account saved with `save: true`; null when not asked or the save failed */
  savedMethod: z.nullable(PaymentMethod),
  /** the partial outcome (spec billing §4): the payment went through, saving the method did not */
  saveError: z.nullable(ErrorCode),
  /** a soft-disconnected account's service comes back at this instant (server clock) */
  serviceRestoresAt: z.nullable(IsoInstant),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** What the rules read: the `billing` view (effective service state), the clock, the chosen method. */
export interface PaymentFacts {
  billing: Pick<Billing, 'amountDue' | 'pastDueAmount' | 'pendingPaymentAmount' | 'accountStatus' | 'softDisconnected' | 'restrictions' | 'limits'>;
  /** business time HH:MM */
  time: string;
  scheduledCount: number;
  /** the saved method the request names, when it belongs to the account */
  savedMethod: { type: MethodType; brand: CardBrand | null; expiry: string | null } | null;
  /** the linked-bank account the request names, when the caller's session holds it */
  linkedAccount: { last4: string } | null;
  /** the account's mobile balance, null without mobile service (the dual-balance choice) */
  mobile: MobileDue | null;
}

export type PaymentIssue = { path: (string | number)[]; code: string; min?: number; max?: number; restriction?: PaymentRestrictionType };

export function paymentDateFactsOf(billing: PaymentFacts['billing'], time: string, scheduledCount: number): PaymentDateFacts {
  const { limits } = billing;
  return {
    ...billing,
    today: limits.today,
    time,
    lastFutureDate: limits.lastFutureDate,
    cutoffTime: limits.cutoffTime,
    maxScheduled: limits.maxScheduled,
    scheduledCount,
  };
}

/** The range the amount must be in for this account (see `paymentMinimum`). */
export const amountRangeOf = (billing: PaymentFacts['billing']) => ({
  min: paymentMinimum(billing.limits.minAmount, billing.limits.maxAmount, billing),
  max: billing.limits.maxAmount,
});

/** The amount's first broken rule, the overpayment confirmation included. */
export const paymentAmountIssue = (amount: number, confirmOverpayment: boolean | undefined, billing: PaymentFacts['billing']): AmountIssue | null =>
  choiceAmountIssue('core', amount, confirmOverpayment, coreDueOf(billing), null);

/** The core balance as the dual-balance rules read it (./balance-choice.ts). */
export const coreDueOf = (billing: PaymentFacts['billing']) => ({ amountDue: billing.amountDue, range: amountRangeOf(billing) });

/** Every rule of spec billing §5 the request breaks, at most one per field. Empty when it may be paid. */
export function paymentIssues(request: PaymentRequest, facts: PaymentFacts): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  const choice = request.balance ?? 'core';
  // spec billing §2: only an account with a mobile balance may pay it
  if (choice !== 'core' && !facts.mobile) issues.push({ path: ['balance'], code: 'balance.noMobile' });
  else {
    const amount = choiceAmountIssue(choice, request.amount, request.confirmOverpayment, coreDueOf(facts.billing), facts.mobile);
    if (amount) issues.push({ path: ['amount'], ...amount });
  }
  const date = paymentDateIssue(request.paymentDate, paymentDateFactsOf(facts.billing, facts.time, facts.scheduledCount));
  if (date) issues.push({ path: ['paymentDate'], code: date });
  return [...issues, ...methodIssues(request, facts)];
}

function methodIssues({ method, cvv, paymentDate }: PaymentRequest, facts: PaymentFacts): PaymentIssue[] {
  const today = facts.billing.limits.today;
  const restriction = facts.billing.restrictions.type;
  const blocked =
    accountRestrictionIssue(restriction) ?? (method.kind === 'saved' ? null : restrictionIssue(method.kind === 'card' ? 'CARD' : 'BANK', restriction));
  if (blocked) return [{ path: ['method'], ...blocked }];
  // only a saved card is paid with a top-level CVV; anything else sending one is a client mistake
  const unexpectedCvv: PaymentIssue[] = cvv === undefined ? [] : [{ path: ['cvv'], code: 'cvv.notExpected' }];

  switch (method.kind) {
    case 'saved': {
      const saved = facts.savedMethod;
      if (!saved) return [{ path: ['method', 'savedMethodId'], code: 'method.notFound' }];
      const restricted = restrictionIssue(saved.type, restriction);
      if (restricted) return [{ path: ['method'], ...restricted }];
      const issues: PaymentIssue[] = [];
      const state = savedMethodIssue(saved, today, paymentDate);
      if (state) issues.push({ path: ['method', 'savedMethodId'], code: state });
      if (saved.type === 'BANK') return [...issues, ...unexpectedCvv];
      const cvvIssue = savedCardCvvIssue(saved.brand, cvv);
      return cvvIssue ? [...issues, { path: ['cvv'], code: cvvIssue }] : issues;
    }
    case 'card': {
      const { save: _save, ...card } = method.card;
      const result = newCardSchema(today, paymentDate).safeParse(card);
      const cardIssues = result.success ? [] : result.error.issues.map((i) => ({ path: ['method', 'card', ...i.path.map(String)], code: i.message }));
      return [...cardIssues, ...unexpectedCvv];
    }
    case 'bank':
      return unexpectedCvv;
    case 'linked':
      return facts.linkedAccount ? unexpectedCvv : [{ path: ['method', 'linkedBankId'], code: 'method.linkedBankNotFound' }, ...unexpectedCvv];
  }
}

/**
 * The contract code for a set of issues: a restriction first (no other fix helps), then field
 * errors, and the limit of scheduled payments last (paying today still works).
 */
export function paymentErrorCode(issues: readonly PaymentIssue[]): ErrorCode | null {
  if (issues.length === 0) return null;
  if (issues.some((i) => i.code === 'method.restricted')) return 'RESTRICTED';
  if (issues.some((i) => i.code !== 'date.maxScheduled')) return 'VALIDATION_FAILED';
  return 'LIMIT_REACHED';
}

/** Issues in the contract's error body: `message` is the code; a restriction names itself in `code`; a range carries its bounds. */
export function toContractIssues(issues: readonly PaymentIssue[]): ValidationIssue[] {
  return issues.map(({ path, code, min, max, restriction }) => {
    const issue: ValidationIssue & { params?: { min: number; max: number } } = { path, code: restriction ?? 'custom', message: code };
    if (min !== undefined && max !== undefined) issue.params = { min, max };
    return issue;
  });
}
