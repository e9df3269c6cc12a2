import { z } from 'zod';

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  // zod runs this even when the pattern failed, so it must not throw on any string
  .refine((s) => isCalendarDate(s), 'Not a calendar date');
export type IsoDate = z.infer<typeof IsoDate>;

/** Whether a YYYY-MM-DD string names a day that exists (2026-02-30 does not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = toUtcDate(s);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
}

export const IsoInstant = z.iso.datetime({ offset: true });

const DAY_MS = 86_400_000;

function toUtcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcDate(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcDate(b).getTime() - toUtcDate(a).getTime()) / DAY_MS);
}

/** Adds months keeping the day when it exists, else the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The calendar date of an instant in a time zone: "today" for the business. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  return parts; // en-CA formats as YYYY-MM-DD
}

/** The wall-clock time HH:MM of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}
