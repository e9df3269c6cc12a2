import { mustPayToday } from './billing';
import { addDays, isCalendarDate } from './dates';

/**
 * The one-time payment date (spec billing §5 "Payment date"). "Today" and the business time
 * are the server clock's in the business time zone; callers pass them in, so the same rules
 * run in the form and on the server.
 */

export type PaymentDateIssue =
  'date.invalid' | 'date.past' | 'date.tooFar' | 'date.afterCutoff' | 'date.maxScheduled' | 'date.mustPayToday' | 'date.pendingCoversPastDue';

export interface PaymentDateFacts {
  /** the business day, YYYY-MM-DD */
  today: string;
  /** the business time, HH:MM (24 h) */
  time: string;
  /** today + config.payment.futureDays: the last day a payment can be scheduled for */
  lastFutureDate: string;
  /** HH:MM after which tomorrow can no longer be chosen */
  cutoffTime: string;
  maxScheduled: number;
  /** the account's payments in status SCHEDULED */
  scheduledCount: number;
  pastDueAmount: number;
  pendingPaymentAmount: number;
  /** effective (see service-state.ts) */
  accountStatus: string;
  softDisconnected: boolean;
}

/**
 * A YYYY-MM-DD that exists. The format is checked before `IsoDate`: its calendar refinement
 * also runs on strings that failed the format (zod 4 does not abort) and throws on them.
 */

/** The user's MM/DD/YY as YYYY-MM-DD, or null when it is not that format or not a real day. */
export function parseUsDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yy] = match;
  const iso = `20${yy}-${mm}-${dd}`;
  return isCalendarDate(iso) ? iso : null;
}

/** YYYY-MM-DD as the form shows it, MM/DD/YY. */
export const formatUsDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

/** spec billing §5: a pending payment that includes the past-due amount blocks scheduling. */
export const pendingCoversPastDue = (account: { pastDueAmount: number; pendingPaymentAmount: number }): boolean =>
  account.pastDueAmount > 0 && account.pendingPaymentAmount >= account.pastDueAmount;

/** Why an account cannot schedule a payment for a later day (spec billing §5). */
export type ScheduleRefusal = 'date.pendingCoversPastDue' | 'date.mustPayToday';

/**
 * Why this account may not schedule a payment for a later day, or null: the one rule behind the
 * date step (the form hides the calendar), the server's date check and the "Schedule a payment"
 * action, which is shown disabled with this reason (guards that explain themselves).
 */
export const scheduleRefusal = (account: {
  pastDueAmount: number;
  pendingPaymentAmount: number;
  accountStatus: string;
  softDisconnected: boolean;
}): ScheduleRefusal | null => (pendingCoversPastDue(account) ? 'date.pendingCoversPastDue' : mustPayToday(account) ? 'date.mustPayToday' : null);

/** Whether the account may schedule a payment for a later day at all (the form hides the calendar otherwise). */
export const futureDateIssue = (facts: PaymentDateFacts): PaymentDateIssue | null => scheduleRefusal(facts);

/**
 * The first rule a payment date breaks, or null. Today is always allowed (within the other
 * rules of the payment); a later day must pass every scheduling rule.
 */
export function paymentDateIssue(date: string, facts: PaymentDateFacts): PaymentDateIssue | null {
  if (!isCalendarDate(date)) return 'date.invalid';
  if (date < facts.today) return 'date.past';
  if (date > facts.lastFutureDate) return 'date.tooFar';
  if (date === facts.today) return null;
  const blocked = futureDateIssue(facts);
  if (blocked) return blocked;
  // spec billing §5: choosing tomorrow after the cut-off time is rejected (it would not be
  // processed in time); the cut-off itself belongs to the later side.
  if (date === addDays(facts.today, 1) && facts.time >= facts.cutoffTime) return 'date.afterCutoff';
  // spec billing §5, §9: at most two future-dated payments
  if (facts.scheduledCount >= facts.maxScheduled) return 'date.maxScheduled';
  return null;
}

/**
 * spec billing §5 "a notice that monthly payments would be late", Auto Pay's late-date rule
 * (autopay-debit-day.ts: a debit day after the bill is due) for a payment on a given date: one
 * that comes after the bill's due date, while something is due, is late. Said, not refused: the
 * customer may still choose the day, on the date step and again on review.
 */
export const latePaymentIssue = (date: string, bill: { dueDate: string; amountDue: number }): 'date.late' | null =>
  bill.amountDue > 0 && date > bill.dueDate ? 'date.late' : null;

/** Why no further payment can be scheduled: the account's own refusal, or the limit of future-dated payments reached. */
export type ScheduleMoreRefusal = ScheduleRefusal | 'date.maxScheduled';

/**
 * "Schedule a payment" as an action (spec billing §5, §9): the account's refusal, else at most
 * `maxScheduled` future-dated payments. The same limit as `paymentDateIssue`; the scheduled
 * payments card reads it from the list it holds, so cancelling one makes the action available
 * again at once.
 */
export const scheduleMoreRefusal = (
  account: Parameters<typeof scheduleRefusal>[0] & { scheduledCount: number; maxScheduled: number },
): ScheduleMoreRefusal | null => scheduleRefusal(account) ?? (account.scheduledCount >= account.maxScheduled ? 'date.maxScheduled' : null);
