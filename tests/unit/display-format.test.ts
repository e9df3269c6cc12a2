import { describe, expect, it } from 'vitest';
import { formatCents, formatIsoDate } from '../../src/domain/display-format';

// The one formatting of the pages and the statement PDF (src/domain/display-format.ts).
describe('display format', () => {
  it('writes integer cents as dollars, in English and in Spanish (es-US)', () => {
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(-500, 'en')).toBe('-$5.00');
  });

  it('writes a calendar date as that same day, long or medium', () => {
    expect(formatIsoDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatIsoDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatIsoDate('2026-12-31', 'en', 'medium')).toBe('Dec 31, 2026');
  });
});
