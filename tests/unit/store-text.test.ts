import { describe, expect, it } from 'vitest';
import { weekRuns, type OpeningHours } from '../../src/domain/payment-store';
import { storeHoursText, storeName } from '../../src/ui/store-text';
import { catalogI18n } from '../support/catalog';

// A payment center's hours and name are fields (src/domain/payment-store.ts), written in the
// reader's language by src/ui/store-text.ts with the shipped catalogs and Intl.

const WEEKDAYS_AND_SATURDAY: OpeningHours[] = [
  { from: 'MON', to: 'FRI', opens: '09:00', closes: '19:00' },
  { from: 'SAT', to: 'SAT', opens: '10:00', closes: '17:00' },
];
const LONG_HOURS: OpeningHours[] = [
  { from: 'MON', to: 'SAT', opens: '08:00', closes: '21:00' },
  { from: 'SUN', to: 'SUN', opens: '10:00', closes: '18:00' },
];
const DAILY: OpeningHours[] = [{ from: 'MON', to: 'SUN', opens: '10:00', closes: '21:00' }];

/** Intl writes narrow and thin no-break spaces around times: compared as plain spaces. */
const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u202f\u2009\u00a0]/g, ' '));

describe('the week as runs of days with the same hours', () => {
  it('groups consecutive days and names the closed ones', () => {
    expect(weekRuns(WEEKDAYS_AND_SATURDAY)).toEqual([
      { first: 'MON', last: 'FRI', hours: { opens: '09:00', closes: '19:00' } },
      { first: 'SAT', last: 'SAT', hours: { opens: '10:00', closes: '17:00' } },
      { first: 'SUN', last: 'SUN', hours: null },
    ]);
    expect(weekRuns(DAILY)).toEqual([{ first: 'MON', last: 'SUN', hours: { opens: '10:00', closes: '21:00' } }]);
    expect(weekRuns([])).toEqual([{ first: 'MON', last: 'SUN', hours: null }]);
    // a day closed mid-week splits the runs; equal hours on either side stay two runs
    expect(
      weekRuns([
        { from: 'MON', to: 'TUE', opens: '09:00', closes: '17:00' },
        { from: 'THU', to: 'FRI', opens: '09:00', closes: '17:00' },
      ]),
    ).toEqual([
      { first: 'MON', last: 'TUE', hours: { opens: '09:00', closes: '17:00' } },
      { first: 'WED', last: 'WED', hours: null },
      { first: 'THU', last: 'FRI', hours: { opens: '09:00', closes: '17:00' } },
      { first: 'SAT', last: 'SUN', hours: null },
    ]);
  });
});

describe('hours and names in the reader’s language', () => {
  it('English', async () => {
    const i18n = await catalogI18n('en', 'payment-forms');
    expect(plain(storeHoursText(WEEKDAYS_AND_SATURDAY, i18n))).toEqual(['Mon–Fri 9:00 AM – 7:00 PM', 'Sat 10:00 AM – 5:00 PM', 'Sun closed']);
    expect(plain(storeHoursText(LONG_HOURS, i18n))).toEqual(['Mon–Sat 8:00 AM – 9:00 PM', 'Sun 10:00 AM – 6:00 PM']);
    expect(plain(storeHoursText(DAILY, i18n))).toEqual(['Daily 10:00 AM – 9:00 PM']);
    expect(storeName({ kind: 'PAYMENT_CENTER', name: 'Westshore' }, i18n)).toBe('Payment Center Westshore');
    expect(storeName({ kind: 'SELF_SERVICE_KIOSK', name: 'Century City' }, i18n)).toBe('Self-Service Kiosk Century City');
  });

  it('Spanish: weekday names and times from Intl (es-US), the sentence from the catalog', async () => {
    const i18n = await catalogI18n('es', 'payment-forms');
    expect(plain(storeHoursText(WEEKDAYS_AND_SATURDAY, i18n))).toEqual(['lun–vie: 9:00 a.m. – 7:00 p.m.', 'sáb: 10:00 a.m. – 5:00 p.m.', 'dom: cerrado']);
    expect(plain(storeHoursText(LONG_HOURS, i18n))).toEqual(['lun–sáb: 8:00 a.m. – 9:00 p.m.', 'dom: 10:00 a.m. – 6:00 p.m.']);
    expect(plain(storeHoursText(DAILY, i18n))).toEqual(['Todos los días: 10:00 a.m. – 9:00 p.m.']);
    expect(storeName({ kind: 'PAYMENT_CENTER', name: 'Westshore' }, i18n)).toBe('Centro de pagos Westshore');
    expect(storeName({ kind: 'SELF_SERVICE_KIOSK', name: 'Century City' }, i18n)).toBe('Quiosco de autoservicio Century City');
    for (const line of storeHoursText(WEEKDAYS_AND_SATURDAY, i18n)) expect(line).not.toMatch(/Mon|Fri|Sat|Sun|closed|AM|PM/);
  });
});
