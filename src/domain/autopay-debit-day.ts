import { z } from 'zod/mini';
import { addMonths, daysBetween } from './dates';

/**
 * The Auto Pay debit day (spec billing §2 "a calendar chooses the Auto Pay debit date", §5 "a
 * debit date in a non-selectable range shows a notice that monthly payments would be late").
 * Each account has two start/end ranges of selectable days of the month (spec platform §9,
 * `account.debitDayInfo.ranges`); a day outside them would debit after the bill is due.
 */

export interface DebitDayRange {
  start: number;
  end: number;
}

/** A day of the month. Days 29–31 are days, but no range reaches them (they are `late`). */
export const DebitDay = z
  .number({ error: 'debitDay.invalid' })
  .check(z.int('debitDay.invalid'))
  .check(z.gte(1, 'debitDay.invalid'))
  .check(z.lte(31, 'debitDay.invalid'));

/** Every selectable day, ascending, for the calendar: the union of the ranges. */
export function selectableDebitDays(ranges: readonly DebitDayRange[]): number[] {
  const days = new Set<number>();
  for (const { start, end } of ranges) for (let day = start; day <= end; day++) days.add(day);
  return [...days].sort((a, b) => a - b);
}

export const isSelectableDebitDay = (day: number, ranges: readonly DebitDayRange[]): boolean => ranges.some(({ start, end }) => day >= start && day <= end);

/** spec billing §5: a day outside the selectable ranges means the monthly payments would be late. */
export const debitDayIssue = (day: number, ranges: readonly DebitDayRange[]): 'debitDay.late' | null =>
  isSelectableDebitDay(day, ranges) ? null : 'debitDay.late';

/**
 * The day Auto Pay debits when the user does not choose one (docs/decisions/028-default-debit-day.md): the due date's day of
 * the month when it is selectable, else the latest selectable day before it, wrapping to the
 * month before (the last selectable day). A debit on or before the due day is never late.
 * Assumes at least one selectable day; with none it answers the due day itself.
 */
export function defaultDebitDay(dueDate: string, ranges: readonly DebitDayRange[]): number {
  const dueDay = Number(dueDate.slice(8, 10));
  const days = selectableDebitDays(ranges);
  const onOrBefore = days.filter((day) => day <= dueDay);
  return onOrBefore.at(-1) ?? days.at(-1) ?? dueDay;
}

/**
 * The debit day once the bill's due date has moved (the demo store moved to another day,
 * docs/decisions/006-dates-on-any-day.md). A day that was the default for the old due date becomes the default for
 * the new one, so Auto Pay still debits on the due day or the latest selectable day before it;
 * a day the customer chose otherwise is their choice and stays.
 */
export function debitDayAfterDueDateMoved(debitDay: number, oldDueDate: string, newDueDate: string, ranges: readonly DebitDayRange[]): number {
  return debitDay === defaultDebitDay(oldDueDate, ranges) ? defaultDebitDay(newDueDate, ranges) : debitDay;
}

/** The last day of the month of a YYYY-MM-DD. */
const lastDayOfMonth = (date: string): number => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

/**
 * The day Auto Pay drafts in the month of `date` (YYYY-MM-DD): the debit day, or the month's last
 * day when the month has no such day (30 in February). The one rule for when a draft falls: the
 * next draft (src/domain/payment-risk.ts) and the demo store's past drafts (src/server/store/rebase.ts).
 */
export function draftDateInMonth(date: string, debitDay: number): string {
  const day = Math.min(debitDay, lastDayOfMonth(date));
  return `${date.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/**
 * Where a past Auto Pay payment lands when the demo store's history moves to another day and its
 * debit day moved with the due date (docs/decisions/006-dates-on-any-day.md): the draft on or before its moved
 * `date`, so it stays ahead of a payment made after it (a declined draft paid by phone two days
 * later); the next draft instead when that one is more than half a month earlier (a day 1 for a
 * date on the 31st), unless that is after `latest` (today).
 */
export function draftDateFor(date: string, debitDay: number, latest: string): string {
  const month = `${date.slice(0, 8)}01`;
  const draftIn = (months: number) => draftDateInMonth(addMonths(month, months), debitDay);
  const before = draftIn(0) <= date ? draftIn(0) : draftIn(-1);
  const after = draftIn(0) > date ? draftIn(0) : draftIn(1);
  return daysBetween(before, date) <= HALF_MONTH_DAYS || after > latest ? before : after;
}
const HALF_MONTH_DAYS = 15;
