import { z } from 'zod/mini';

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export const IsoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'),
  // zod runs this even when the pattern failed, so it must not throw on any string
  z.refine((s) => isCalendarDate(s), 'Not a calendar date'),
);
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

/** Midnight UTC of a YYYY-MM-DD, in ms: read from its digits, as parsing a string is the slow part of moving a store. */
function utcMs(isoDate: string): number {
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999
  return new Date(0).setUTCFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

export function addDays(isoDate: string, days: number): string {
  return new Date(utcMs(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/** Adds months keeping the day when it exists, else the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The business time zone (the seed's config.timeZone): where a page shows the time of an instant
 * the server gave, such as how fresh a usage figure is.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The calendar date of an instant in a time zone: "today" for the business. */
export function dateInZone(instant: Date, timeZone: string): string {
  return wallClockInZone(instant, timeZone).date;
}

/** The wall-clock time HH:MM of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  return wallClockInZone(instant, timeZone).time.slice(0, 5);
}

/**
 * Wall-clock reading of an instant in a time zone: its calendar date and its time of day
 * (HH:MM:SS.mmm). The pair is what a person there sees; instants are stored in UTC.
 */
export function wallClockInZone(instant: Date, timeZone: string): { date: string; time: string } {
  // format() and a pattern, not formatToParts(): four times faster, and moving a store reads every instant
  const match = /(\d{4})-(\d{2})-(\d{2}),? (\d{2}):(\d{2}):(\d{2})/.exec(wallClockFormat(timeZone).format(instant));
  if (!match) throw new RangeError(`cannot read the wall clock of ${instant.toISOString()} in ${timeZone}`);
  const [, y, mo, d, h, mi, sec] = match;
  return { date: `${y}-${mo}-${d}`, time: `${h}:${mi}:${sec}.${String(instant.getUTCMilliseconds()).padStart(3, '0')}` };
}

// building a formatter costs more than using it a hundred times: one per zone
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const { date, time } = wallClockInZone(new Date(epochMs), timeZone);
  return Date.parse(`${date}T${time}Z`) - epochMs;
}

/**
 * The instant at which the zone's wall clock shows `date` at `time` (HH:MM, HH:MM:SS or
 * HH:MM:SS.mmm). Wall times a DST change skips (02:30 on a spring-forward night in New York)
 * are read with the offset before the change, so they land after it (03:30); wall times it
 * repeats (01:30 on a fall-back night) are the first of the two. These are Temporal's
 * "compatible" choices, so the instants of one day's wall times stay in order.
 */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(wall)) throw new RangeError(`not a date and time: ${date} ${time}`);
  // a zone changes its offset at most once within a day either side: these are the only candidates
  const offsetBefore = zoneOffsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wall + DAY_MS, timeZone);
  if (offsetBefore === offsetAfter) return new Date(wall - offsetBefore);
  const shows = (epochMs: number) => epochMs + zoneOffsetMs(epochMs, timeZone) === wall;
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(shows);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore);
}

/**
 * An instant moved by whole calendar days in a time zone, keeping its wall-clock time: 09:12 in
 * New York stays 09:12 across a DST change (a move by days × 24 h would show 08:12 or 10:12, and
 * an instant near midnight could change its business day).
 */
export function addDaysInZone(instant: Date, days: number, timeZone: string): Date {
  const { date, time } = wallClockInZone(instant, timeZone);
  return instantInZone(addDays(date, days), time, timeZone);
}
