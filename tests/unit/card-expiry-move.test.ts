import { describe, expect, it } from 'vitest';
import { expiryClass, movedExpiry } from '../../src/domain/card-expiry-move';
import { addDays } from '../../src/domain/dates';

// Card expiries when the demo store moves to another day (docs/decisions/006-dates-on-any-day.md).

const ANCHOR = '2026-11-21';
const FUTURE_DAYS = 30; // config.payment.futureDays: the last day a payment can be scheduled for

describe('what a card means on a day', () => {
  it('tells expired, expiring before the last future date, expiring soon after it, and valid apart', () => {
    expect(expiryClass('1026', ANCHOR, FUTURE_DAYS)).toBe('expired');
    expect(expiryClass('1126', ANCHOR, FUTURE_DAYS)).toBe('expiresBeforeLastFutureDate'); // Nov 30: 9 days
    expect(expiryClass('1226', ANCHOR, FUTURE_DAYS)).toBe('expiringSoon'); // Dec 31: 40 days, after Dec 21
    expect(expiryClass('0127', ANCHOR, FUTURE_DAYS)).toBe('valid'); // Jan 31: 71 days
    // the edges: the last future date itself is covered; 60 days is still soon
    expect(expiryClass('1226', addDays('2026-12-31', -FUTURE_DAYS), FUTURE_DAYS)).toBe('expiringSoon');
    expect(expiryClass('1226', addDays('2026-12-31', -FUTURE_DAYS + 1), FUTURE_DAYS)).toBe('expiresBeforeLastFutureDate');
    expect(expiryClass('1226', addDays('2026-12-31', -60), FUTURE_DAYS)).toBe('expiringSoon');
    expect(expiryClass('1226', addDays('2026-12-31', -61), FUTURE_DAYS)).toBe('valid');
  });
});

describe('moving an expiry to another day', () => {
  const moved = (expiry: string, days: number) => movedExpiry(expiry, ANCHOR, addDays(ANCHOR, days), FUTURE_DAYS);

  it('takes the month the moved last valid day falls in when the card keeps its meaning', () => {
    expect(moved('0829', 45)).toBe('1029'); // Aug 31 2029 + 45 days = Oct 15
    expect(moved('1226', 20)).toBe('0127'); // Jan 20 → Jan 31, 51 days from Dec 11: still soon
    expect(moved('0926', 10)).toBe('1026'); // expired, and still
    expect(moved('0829', -200)).toBe('0229'); // back in time: Feb 12 2029
  });

  it('else the nearest month that keeps it: an expiring-soon card stays soon, an expired one expired', () => {
    // Dec 31 + 1 day is in January, 70 days from Nov 22: December keeps it soon
    expect(moved('1226', 1)).toBe('1226');
    // Feb 4 → Feb 28 would be 64 days from Dec 26: January (36 days, after the last future date)
    expect(moved('1226', 35)).toBe('0127');
    // expired the day before: moved five days, its last day falls in a month not yet over, so the month before
    expect(movedExpiry('1026', '2026-11-01', '2026-11-06', FUTURE_DAYS)).toBe('1026');
  });

  it('keeps the moved month when no month can mean the same (a window shorter than a month)', () => {
    // 9 days left, before the last future date; from Jan 1 no month ends in Jan 1–30
    expect(expiryClass('1126', ANCHOR, FUTURE_DAYS)).toBe('expiresBeforeLastFutureDate');
    expect(movedExpiry('1126', ANCHOR, '2027-01-01', FUTURE_DAYS)).toBe('0127');
  });

  it('never changes what a card means, moved to any day of three years', () => {
    // every class but the one a day may not offer (above)
    for (const expiry of ['1026', '1226', '0127', '0829']) {
      const meaning = expiryClass(expiry, ANCHOR, FUTURE_DAYS);
      for (let days = -365; days <= 730; days += 1) {
        const today = addDays(ANCHOR, days);
        expect(expiryClass(movedExpiry(expiry, ANCHOR, today, FUTURE_DAYS), today, FUTURE_DAYS), `${expiry} moved to ${today}`).toBe(meaning);
      }
    }
  });
});
