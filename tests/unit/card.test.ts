import { describe, expect, it } from 'vitest';
import { cvvLength, cvvPlace, detectBrand, expiryIssue, expiryStatus, newCardSchema } from '../../src/domain/card';
import { dateInZone } from '../../src/domain/dates';
import { luhnComplete, makeCard } from '../support/cards';

const TODAY = '2026-11-21';

describe('brand detection (card-validator)', () => {
  it.each([
    ['4', 16, 'VISA'],
    ['51', 16, 'MASTERCARD'],
    ['55', 16, 'MASTERCARD'],
    ['2221', 16, 'MASTERCARD'],
    ['2720', 16, 'MASTERCARD'],
    ['34', 15, 'AMEX'],
    ['37', 15, 'AMEX'],
    ['6011', 16, 'DISCOVER'],
    ['644', 16, 'DISCOVER'],
    ['649', 16, 'DISCOVER'],
    ['65', 16, 'DISCOVER'],
  ] as const)('%s… is %s', (prefix, length, brand) => {
    expect(detectBrand(makeCard(prefix, length))).toBe(brand);
  });

  it.each([
    ['56', 16],
    ['2220', 16],
    ['2721', 16],
    ['35', 16],
    ['643', 16],
  ] as const)('%s… is not an accepted brand', (prefix, length) => {
    expect(detectBrand(makeCard(prefix, length))).toBeNull();
  });
});

describe('new card rules', () => {
  const card = (overrides: Record<string, string>) => ({
    number: makeCard('4111', 16),
    nameOnCard: 'Pat Owner',
    expiry: '1230',
    zip: '30301',
    cvv: '123',
    ...overrides,
  });
  const messages = (input: Record<string, string>, paymentDate?: string) => {
    const result = newCardSchema(TODAY, paymentDate).safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a good card, spaces and dashes included', () => {
    expect(messages(card({}))).toEqual([]);
    const spaced = makeCard('4111', 16)
      .replace(/(\d{4})/g, '$1 ')
      .trim();
    expect(newCardSchema(TODAY).parse(card({ number: spaced })).number).toBe(makeCard('4111', 16));
  });
  it('checks Luhn and length per brand', () => {
    const good = makeCard('4111', 16);
    const badLuhn = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
    expect(messages(card({ number: badLuhn }))).toEqual(['number:number.invalid']);
    expect(messages(card({ number: luhnComplete('41111111111111') }))).toEqual(['number:number.invalid']); // 15 digits: not a Visa length
    expect(messages(card({ number: makeCard('3782', 16), cvv: '1234' }))).toEqual(['number:number.invalid']); // Amex is 15
  });
  it('wants 4 CVV digits for Amex and 3 for the others', () => {
    expect(cvvLength('AMEX')).toBe(4);
    expect(cvvLength('VISA')).toBe(3);
    // the one hint every form gives: Amex on the front, the others (and a number not yet known) on the back
    expect(cvvPlace('AMEX')).toEqual({ digits: 4, side: 'front' });
    for (const brand of ['VISA', 'MASTERCARD', 'DISCOVER', null] as const) expect(cvvPlace(brand)).toEqual({ digits: 3, side: 'back' });
    expect(messages(card({ number: makeCard('3782', 15), cvv: '123' }))).toEqual(['cvv:cvv.amex']);
    expect(messages(card({ number: makeCard('3782', 15), cvv: '1234' }))).toEqual([]);
    expect(messages(card({ cvv: '1234' }))).toEqual(['cvv:cvv.other']);
  });
  it('takes a ZIP of exactly 5 digits and a name', () => {
    expect(messages(card({ zip: '3030' }))).toEqual(['zip:zip.format']);
    expect(messages(card({ zip: '303011' }))).toEqual(['zip:zip.format']);
    expect(messages(card({ nameOnCard: ' ' }))).toEqual(['nameOnCard:name.required']);
  });
  it('takes an expiry MMYY, not past, at most 20 years out, not before the payment date', () => {
    expect(messages(card({ expiry: '1326' }))).toEqual(['expiry:expiry.format']);
    expect(expiryIssue('1126', TODAY)).toBeNull(); // this month still valid
    expect(expiryIssue('1026', TODAY)).toBe('expiry.past');
    expect(expiryIssue('1146', TODAY)).toBeNull(); // 20 years out
    expect(expiryIssue('0147', TODAY)).toBe('expiry.tooFar');
    expect(expiryIssue('1126', TODAY, '2026-12-01')).toBe('expiry.beforePaymentDate');
    expect(expiryIssue('1226', TODAY, '2026-12-01')).toBeNull();
  });
});

/** An expiry MMYY for a month given as YYYY-MM. */
const mmyy = (yearMonth: string) => `${yearMonth.slice(5, 7)}${yearMonth.slice(2, 4)}`;

describe('the 20-year expiry bound is counted in months, whatever the day of the month (spec billing §5, §9)', () => {
  // [business day, this month, 20 years out (last accepted), 20 years and a month (first refused)]
  it.each([
    ['2027-01-31', '2027-01', '2047-01', '2047-02'],
    ['2027-02-28', '2027-02', '2047-02', '2047-03'],
    ['2028-02-29', '2028-02', '2048-02', '2048-03'],
    ['2027-04-30', '2027-04', '2047-04', '2047-05'],
    ['2027-06-30', '2027-06', '2047-06', '2047-07'],
    ['2027-12-31', '2027-12', '2047-12', '2048-01'],
    ['2027-07-01', '2027-07', '2047-07', '2047-08'],
  ])('on %s: %s and %s accepted, %s too far', (today, month, last, tooFar) => {
    expect(expiryIssue(mmyy(month), today)).toBeNull();
    expect(expiryIssue(mmyy(last), today)).toBeNull();
    expect(expiryIssue(mmyy(tooFar), today)).toBe('expiry.tooFar');
  });

  // The rule reads the business day (the server's clock in its time zone), not the UTC date: late
  // in the evening in New York, UTC is already in the next month and must not move the bound.
  const ZONE = 'America/New_York';
  it.each([
    ['2027-06-30T21:30:00Z', '2027-06-30', '0647', '0747'],
    ['2028-02-29T16:00:00Z', '2028-02-29', '0248', '0348'],
    ['2027-07-01T03:59:00Z', '2027-06-30', '0647', '0747'], // 23:59 on Jun 30 in New York (EDT)
    ['2028-01-01T04:59:00Z', '2027-12-31', '1247', '0148'], // 23:59 on Dec 31 in New York (EST)
    ['2027-05-01T03:30:00Z', '2027-04-30', '0447', '0547'],
    ['2027-02-01T04:30:00Z', '2027-01-31', '0147', '0247'],
    ['2027-03-01T04:59:00Z', '2027-02-28', '0247', '0347'],
  ])('at %s (business day %s): %s accepted, %s too far', (instant, businessDay, last, tooFar) => {
    const today = dateInZone(new Date(instant), ZONE);
    expect(today).toBe(businessDay);
    expect(expiryIssue(last, today)).toBeNull();
    expect(expiryIssue(tooFar, today)).toBe('expiry.tooFar');
  });
});

describe('saved card state', () => {
  it('is expired, expiring soon (60 days) or valid on a given day', () => {
    expect(expiryStatus('1026', TODAY)).toBe('expired');
    expect(expiryStatus('1126', TODAY)).toBe('expiringSoon');
    expect(expiryStatus('1226', TODAY)).toBe('expiringSoon'); // ends 2026-12-31: 40 days away
    expect(expiryStatus('0127', TODAY)).toBe('valid'); // ends 2027-01-31: 71 days away
  });
});
