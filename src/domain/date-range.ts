import { isCalendarDate } from './dates';

/**
 * A from–to filter of the billing lists (payment history, account activity): either end may be
 * left open; a day given must exist, and from must not be after to. One rule for the forms and
 * the server.
 */
export interface DateRange {
  from: string | null;
  to: string | null;
}
export type DateRangeIssue = 'range.invalidDate' | 'range.reversed';

export function dateRangeIssue({ from, to }: DateRange): DateRangeIssue | null {
  if ((from !== null && !isCalendarDate(from)) || (to !== null && !isCalendarDate(to))) return 'range.invalidDate';
  return from !== null && to !== null && from > to ? 'range.reversed' : null;
}

/** Whether a day is inside the range (ends included, an open end taking everything). */
export const inDateRange = (date: string, { from, to }: DateRange) => (from === null || date >= from) && (to === null || date <= to);
