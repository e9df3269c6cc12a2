import { isCalendarDate } from './dates';

/**
 * A date typed in a field, in the order its reader writes dates: month first in English (11/28/2026),
 * day first in Spanish (28/11/2026), as Intl.DateTimeFormat writes them for en-US and es-US
 * (tests/unit/typed-date.test.ts holds the two equal).
 */
export type DateOrder = 'MDY' | 'DMY';

export const dateOrderOf = (language: string): DateOrder => (language === 'es' ? 'DMY' : 'MDY');

/** YYYY-MM-DD as its reader types it: 11/28/2026, 28/11/2026. */
export function typedDate(isoDate: string, order: DateOrder): string {
  const [y, m, d] = isoDate.split('-') as [string, string, string];
  return order === 'DMY' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/**
 * The day a typed date names (YYYY-MM-DD), or null while it names none: a whole date in the
 * reader's order with a four-digit year (1 or 2 digits for day and month; / . or - between), or
 * the date as YYYY-MM-DD.
 */
export function parseTypedDate(text: string, order: DateOrder): string | null {
  const typed = text.trim();
  if (isCalendarDate(typed)) return typed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!match) return null;
  const [, first, second, year] = match as unknown as [string, string, string, string];
  const [month, day] = order === 'DMY' ? [second, first] : [first, second];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}
