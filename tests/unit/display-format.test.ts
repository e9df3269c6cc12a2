import { describe, expect, it } from 'vitest';
import { formatCents, formatIsoDate } from '../../src/domain/display-format';

// The one formatting of the pages and the statement PDF (src/domain/display-format.ts), written
// out by hand so a page's first render does not load Intl's locale data: it must say exactly what
// Intl says for en-US and es-US.
const intlMoney = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
const intlDate = (locale: string, style: 'long' | 'medium') => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });

describe('display format', () => {
  it('writes integer cents as dollars, in English and in Spanish (es-US)', () => {
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(-500, 'en')).toBe('-$5.00');
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(formatCents(-0, 'en')).toBe('$0.00');
    expect(formatCents(7, 'es')).toBe('$0.07');
    expect(formatCents(100000000, 'en')).toBe('$1,000,000.00');
  });

  it('says what Intl says for every amount of a wide sample, both signs, both languages', () => {
    const amounts = [1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 999999, 1000000, 12345678, 100000000, 987654321012];
    for (let c = 0; c < 3000; c += 7) amounts.push(c);
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['es', 'es-US'],
    ] as const) {
      const intl = intlMoney(locale);
      for (const c of amounts) {
        expect(formatCents(c, language)).toBe(intl.format(c / 100));
        // (not for zero: Intl writes -0 as -$0.00, a sign no amount here has)
        if (c !== 0) expect(formatCents(-c, language)).toBe(intl.format(-c / 100));
      }
    }
  });

  it('writes a calendar date as that same day, long or medium', () => {
    expect(formatIsoDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatIsoDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatIsoDate('2026-12-31', 'en', 'medium')).toBe('Dec 31, 2026');
    expect(formatIsoDate('2026-09-05', 'es', 'medium')).toBe('5 sept 2026');
  });

  it('says what Intl says for every day of two years, long and medium, both languages', () => {
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['es', 'es-US'],
    ] as const) {
      for (const style of ['long', 'medium'] as const) {
        const intl = intlDate(locale, style);
        for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
          const iso = new Date(day).toISOString().slice(0, 10);
          expect(formatIsoDate(iso, language, style), `${iso} ${locale} ${style}`).toBe(intl.format(new Date(day)));
        }
      }
    }
  });
});
