import { describe, expect, it } from 'vitest';
import { dateOrderOf, parseTypedDate, typedDate } from '../../src/domain/typed-date';

describe('a date as its reader types it', () => {
  it('is written as Intl writes a short date for en-US and es-US', () => {
    for (const iso of ['2026-11-28', '2027-01-05', '2028-02-29']) {
      const instant = new Date(`${iso}T12:00:00Z`);
      const intl = (locale: string) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(instant);
      expect(typedDate(iso, dateOrderOf('en'))).toBe(intl('en-US'));
      expect(typedDate(iso, dateOrderOf('es'))).toBe(intl('es-US'));
    }
  });

  it('is read in the reader’s order: month first in English, day first in Spanish', () => {
    expect(parseTypedDate('11/28/2026', 'MDY')).toBe('2026-11-28');
    expect(parseTypedDate('28/11/2026', 'DMY')).toBe('2026-11-28');
    expect(parseTypedDate('1/5/2026', 'MDY')).toBe('2026-01-05');
    expect(parseTypedDate('1/5/2026', 'DMY')).toBe('2026-05-01');
    expect(parseTypedDate(' 05.01.2026 ', 'DMY')).toBe('2026-01-05');
    // a day that is no day in that order
    expect(parseTypedDate('28/11/2026', 'MDY')).toBeNull();
    expect(parseTypedDate('11/28/2026', 'DMY')).toBeNull();
    expect(parseTypedDate('29/02/2027', 'DMY')).toBeNull();
    expect(parseTypedDate('29/02/2028', 'DMY')).toBe('2028-02-29');
  });

  it('is not a date while it is being typed, and YYYY-MM-DD is taken as is', () => {
    for (const partial of ['', '1', '11/', '11/28', '11/28/', '11/28/202', '11/28/26']) expect(parseTypedDate(partial, 'MDY')).toBeNull();
    expect(parseTypedDate('2026-11-28', 'MDY')).toBe('2026-11-28');
    expect(parseTypedDate('2026-11-28', 'DMY')).toBe('2026-11-28');
  });
});
