import { z } from 'zod/mini';
import { daysBetween, IsoDate } from './dates';
import { nextDraftDate } from './payment-risk';

/**
 * The mobile fields of a statement (spec platform §3 "Current statement" and "Historical
 * statement", where the account has mobile). What was billed
 * is seeded with the statement (the mobile account number, plan groups, device installments); what
 * follows from other records is worked out here, for the server: the statement credits (the
 * payments posted in the statement's window and the credits it billed), the Auto Pay debit date and
 * the days remaining to pay the current statement.
 */
const MobilePlanGroup = z.object({
  name: z.string(),
  /** cents for the month */
  amount: z.number().check(z.int()),
  lines: z.array(z.object({ lineName: z.string(), lineNumber: z.string().check(z.regex(/^\d{10}$/)), planName: z.string() })),
});
const DeviceInstallment = z.object({
  device: z.string(),
  lineNumber: z.string().check(z.regex(/^\d{10}$/)),
  /** this statement's installment, n of termLength */
  installment: z.number().check(z.int(), z.minimum(1)),
  termLength: z.number().check(z.int(), z.minimum(1)),
  amount: z.number().check(z.int()),
  /** left to pay after this installment, cents */
  remainingBalance: z.number().check(z.int(), z.minimum(0)),
});
/** a mobile charge of the statement that is neither a plan group nor a device installment: a device's protection plan */
const AdditionalCharge = z.object({ description: z.string(), lineNumber: z.string().check(z.regex(/^\d{10}$/)), amount: z.number().check(z.int()) });
/** what is seeded with a statement of an account with mobile */
export const MobileStatementDetail = z.object({
  mobileAccountNumber: z.string().check(z.regex(/^\d{12}$/)),
  planGroups: z.array(MobilePlanGroup),
  deviceInstallments: z.array(DeviceInstallment),
  additionalCharges: z.optional(z.array(AdditionalCharge)),
});
export type MobileStatementDetail = z.infer<typeof MobileStatementDetail>;

export const StatementCredit = z.object({
  /** cents taken off the balance (positive) */
  activityAmount: z.number().check(z.int()),
  activityDate: IsoDate,
  activityType: z.enum(['PAYMENT', 'CREDIT']),
  paymentId: z.nullable(z.string()),
  /** CARD, BANK or CASH for a payment */
  paymentType: z.nullable(z.string()),
  cardType: z.nullable(z.string()),
  lastFour: z.nullable(z.string()),
});
export type StatementCredit = z.infer<typeof StatementCredit>;

export const MobileStatement = z.extend(MobileStatementDetail, {
  /** the day Auto Pay drafts this statement, when Auto Pay covers mobile */
  debitDate: z.nullable(IsoDate),
  /** days left to pay the current statement (0 on its due day); null for an older or overdue one */
  daysRemaining: z.nullable(z.number().check(z.int(), z.minimum(0))),
  credits: z.array(StatementCredit),
});
export type MobileStatement = z.infer<typeof MobileStatement>;

/** The Auto Pay draft of a statement: the first debit day on or after its date (never after the due day, docs/decisions/006-dates-on-any-day.md). */
export function debitDateOf(statementDate: string, autoPay: { enrolled: boolean; debitDay: number | null; services: readonly string[] }): string | null {
  return autoPay.enrolled && autoPay.debitDay !== null && autoPay.services.includes('MOBILE') ? nextDraftDate(statementDate, autoPay.debitDay) : null;
}

/** Days left to pay: only the current (newest) statement, until its due day. */
export function daysRemainingOf(dueDate: string, today: string, current: boolean): number | null {
  const days = daysBetween(today, dueDate);
  return current && days >= 0 ? days : null;
}

interface PaidPayment {
  id: string;
  amount: number;
  paymentDate: string;
  status: string;
  methodType: string;
  brand: string | null;
  last4: string | null;
}

/**
 * The statement credits: the payments posted after the statement before it up to this one (its
 * "payments received"), then the credits it billed, oldest first.
 */
export function statementCreditsOf(
  statement: { statementDate: string; lineItems: readonly { section: string; amount: number }[] },
  previousDate: string | null,
  payments: readonly PaidPayment[],
): StatementCredit[] {
  const paid = payments
    .filter((p) => p.status === 'SUCCESS' && p.paymentDate <= statement.statementDate && (previousDate === null || p.paymentDate > previousDate))
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))
    .map((p) => ({
      activityAmount: p.amount,
      activityDate: p.paymentDate,
      activityType: 'PAYMENT' as const,
      paymentId: p.id,
      paymentType: p.methodType,
      cardType: p.brand,
      lastFour: p.last4,
    }));
  const credits = statement.lineItems
    .filter((l) => l.section === 'CREDITS')
    .map((l) => ({
      activityAmount: -l.amount,
      activityDate: statement.statementDate,
      activityType: 'CREDIT' as const,
      paymentId: null,
      paymentType: null,
      cardType: null,
      lastFour: null,
    }));
  return [...paid, ...credits];
}
