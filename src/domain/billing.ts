import { z } from 'zod/mini';
import { CardBrand } from './card-brand';
import { addDays, IsoDate, IsoInstant } from './dates';
import { Cents, SignedCents } from './money';

// spec billing §5: account restrictions.
export const PaymentRestrictionType = z.enum(['NONE', 'NO_CARDS', 'NO_BANK', 'NO_CARDS_NO_BANK', 'NO_ONLINE']);
export type PaymentRestrictionType = z.infer<typeof PaymentRestrictionType>;

export const PaymentRestrictions = z.object({
  type: PaymentRestrictionType,
  cardsAccepted: z.boolean(),
  bankAccepted: z.boolean(),
  onlineAccepted: z.boolean(),
});
export type PaymentRestrictions = z.infer<typeof PaymentRestrictions>;

export function restrictionsOf(type: PaymentRestrictionType): PaymentRestrictions {
  return {
    type,
    cardsAccepted: type === 'NONE' || type === 'NO_BANK',
    bankAccepted: type === 'NONE' || type === 'NO_CARDS',
    onlineAccepted: type !== 'NO_ONLINE',
  };
}

export const MethodType = z.enum(['CARD', 'BANK']);

/** Whether an account's restriction forbids a method type (such methods are shown marked). */
export function isRestrictedMethod(type: z.infer<typeof MethodType>, restrictions: PaymentRestrictions): boolean {
  if (!restrictions.onlineAccepted) return true;
  return type === 'CARD' ? !restrictions.cardsAccepted : !restrictions.bankAccepted;
}

const PaymentLimits = z.object({
  /** the business day the limits were computed for (server clock, business time zone) */
  today: IsoDate,
  /** the business time HH:MM then (the cut-off rule for tomorrow) */
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  minAmount: Cents,
  maxAmount: Cents,
  lastFutureDate: IsoDate,
  cutoffTime: z.string(),
  maxScheduled: z.number().check(z.int()),
});
type PaymentLimits = z.infer<typeof PaymentLimits>;

/**
 * spec billing §5: a past-due balance or an inactive account forces payment today. The past
 * due counts what is still owed once pending payments post (past due − pending, as the
 * soft-disconnect lookup of §4 does); a pending payment covering it is its own rule
 * (`pendingCoversPastDue` in payment-date.ts). Pass the effective service state.
 */
export function mustPayToday(account: { pastDueAmount: number; pendingPaymentAmount: number; accountStatus: string; softDisconnected: boolean }): boolean {
  return account.pastDueAmount - account.pendingPaymentAmount > 0 || account.accountStatus !== 'ACTIVE' || account.softDisconnected;
}

export const lastFutureDate = (today: string, futureDays: number): string => addDays(today, futureDays);

export const AutoPayService = z.enum(['CORE', 'MOBILE']);

export const AutoPay = z.object({
  enrolled: z.boolean(),
  methodId: z.nullable(z.string()),
  debitDay: z.nullable(z.number().check(z.int())),
  services: z.array(AutoPayService),
  discountCents: Cents,
});
export type AutoPay = z.infer<typeof AutoPay>;

export const DelinquencyTier = z.enum(['core30', 'core43', 'core50', 'core76']);

/** The `billing` query (docs/backend.md). */
export const Billing = z.object({
  amountDue: Cents,
  pastDueAmount: Cents,
  pendingPaymentAmount: Cents,
  dueDate: IsoDate,
  currentBalance: SignedCents,
  creditBalance: Cents,
  accountStatus: z.string(),
  delinquencyTier: z.nullable(DelinquencyTier),
  softDisconnected: z.boolean(),
  billingSuppressed: z.boolean(),
  restrictions: PaymentRestrictions,
  discountEligible: z.boolean(),
  paperless: z.boolean(),
  autoPay: AutoPay,
  limits: PaymentLimits,
});
export type Billing = z.infer<typeof Billing>;

export const PaymentMethod = z.object({
  id: z.string(),
  type: MethodType,
  brand: z.nullable(CardBrand),
  last4: z.string(),
  expiry: z.nullable(z.string()),
  nameOnCard: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  bankAccountType: z.nullable(z.enum(['CHECKING', 'SAVINGS'])),
  nickname: z.nullable(z.string()),
  prepaid: z.boolean(),
  expired: z.boolean(),
  expiringSoon: z.boolean(),
  restricted: z.boolean(),
  usedForAutoPay: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentStatus = z.enum(['SUCCESS', 'PENDING', 'SCHEDULED', 'CANCELLED', 'FAILED']);
export const PaymentChannel = z.enum(['ONLINE', 'PHONE', 'IN_STORE', 'AUTO_PAY', 'AGENT', 'CHAT']);

export const Payment = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  amount: Cents,
  paymentDate: IsoDate,
  methodType: z.enum(['CARD', 'BANK', 'CASH']),
  brand: z.nullable(CardBrand),
  last4: z.nullable(z.string()),
  channel: PaymentChannel,
  status: PaymentStatus,
  createdAt: IsoInstant,
});
export type Payment = z.infer<typeof Payment>;

export const Transaction = z.object({
  id: z.string(),
  date: IsoDate,
  kind: z.enum(['PAYMENT', 'CHARGE', 'CREDIT']),
  /** what the charge or credit is for, as printed on the statement; null for payments */
  description: z.nullable(z.string()),
  /** payments: how it was made (the UI names the channel) */
  channel: z.nullable(PaymentChannel),
  /** positive for charges, negative for payments and credits */
  amount: SignedCents,
  service: z.enum(['CORE', 'MOBILE']),
});
export type Transaction = z.infer<typeof Transaction>;

export const StatementSection = z.enum(['INTERNET', 'TV', 'VOICE', 'MOBILE', 'OTHER', 'ONE_TIME', 'TAXES_FEES', 'CREDITS']);
export type StatementSection = z.infer<typeof StatementSection>;
/**
 * What the data says about a line beyond its section, when that explains a change from last
 * month (src/domain/statement-compare.ts): a device installment, a promotion (a credit that
 * ends), a partial month (a service billed for part of the period), a late fee. Most have none.
 */
export const StatementLineKind = z.enum(['DEVICE_INSTALLMENT', 'PROMOTION', 'PARTIAL_MONTH', 'LATE_FEE']);
export type StatementLineKind = z.infer<typeof StatementLineKind>;

export const StatementSummary = z.object({
  id: z.string(),
  statementDate: IsoDate,
  servicePeriodFrom: IsoDate,
  servicePeriodThru: IsoDate,
  dueDate: IsoDate,
  totalDue: SignedCents,
});
export type StatementSummary = z.infer<typeof StatementSummary>;

export const Statement = z.extend(StatementSummary, {
  previousBalance: SignedCents,
  paymentsReceived: Cents,
  currentCharges: SignedCents,
  lineItems: z.array(
    z.object({ id: z.string(), section: StatementSection, kind: z.optional(z.nullable(StatementLineKind)), description: z.string(), amount: SignedCents }),
  ),
});
export type Statement = z.infer<typeof Statement>;

export const StatementComparison = z.object({ statement: Statement, previous: z.nullable(Statement) });
