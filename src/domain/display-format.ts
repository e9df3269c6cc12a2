// Money (integer cents) and calendar dates as a reader sees them, in English or Spanish: one
// formatting for the portal's pages (src/i18n/format.ts) and the statement PDF
// (src/server/statement-pdf.ts), so a figure reads the same on both.

/** The Intl locale of a UI language: Spanish is es-US, which also writes $1,234.56. */
export const intlLocaleOf = (language: string): string => (language === 'es' ? 'es-US' : 'en-US');

/** Money is integer cents everywhere; it becomes dollars only here. */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) shown as that same day, whatever the time zone of the machine formatting it. */
export function formatIsoDate(isoDate: string, language: string, style: 'long' | 'medium' = 'long'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
