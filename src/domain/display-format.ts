// Money (integer cents) and calendar dates as a reader sees them, in English or Spanish: one
// formatting for the portal's pages (src/i18n/format.ts) and the statement PDF
// (src/server/statement-pdf.ts), so a figure reads the same on both.
//
// Written out here rather than with Intl.NumberFormat and Intl.DateTimeFormat, which say the same
// (tests/unit/display-format.test.ts holds the two equal): a page's first Intl formatter loads
// the locale's ICU data, 30–45 ms of the main thread in Chromium on this machine (four times that
// on Lighthouse's throttled phone), inside the first render of every page that shows an amount.
// Integer arithmetic also keeps cents exact, with no division into floating point.

/**
 * Money is integer cents everywhere; it becomes dollars only here: $1,234.56, -$5.00. The same in
 * both languages: Spanish is es-US, which writes dollars as en-US does.
 */
export function formatCents(cents: number, _language: string): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole !== 0 ? '-' : ''}$${dollars}.${rest}`;
}

const MONTHS = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    medium: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  es: {
    long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    medium: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  },
} as const;

/**
 * A calendar date (YYYY-MM-DD) shown as that same day, whatever the time zone of the machine
 * formatting it: March 1, 2026 / Mar 1, 2026; 1 de marzo de 2026 / 1 mar 2026.
 */
export function formatIsoDate(isoDate: string, language: string, style: 'long' | 'medium' = 'long'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (language === 'es') {
    const month = MONTHS.es[style][m - 1];
    return style === 'long' ? `${d} de ${month} de ${y}` : `${d} ${month} ${y}`;
  }
  return `${MONTHS.en[style][m - 1]} ${d}, ${y}`;
}
