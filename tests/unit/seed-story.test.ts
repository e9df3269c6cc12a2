import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftDateInMonth } from '../../src/domain/autopay-debit-day';
import { addDays, addMonths, instantInZone, wallClockInZone } from '../../src/domain/dates';
import { rebaseStoreAt } from '../../src/server/store/rebase';
import { Store } from '../../src/server/store/records';
import { auditDisagreements, storyOf } from '../support/story';

/**
 * The seed is written for one day and moved to today when the server loads it (docs/decisions/006-dates-on-any-day.md)
 *. Moved to any day of a three-year range, and to the instants where days and hours
 * are easy to get wrong, nothing the demo says may change: each account's story on its new day
 * is the story the seed tells on its anchor day, at the same time of day.
 */

const seed = Store.parse(JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')));
const { anchorDate } = seed.meta;
const { timeZone } = seed.config;

/** The seed's story on its anchor day, at the wall time `now` shows in the business zone. */
const anchorStory = (now: Date) => storyOf(seed, instantInZone(anchorDate, wallClockInZone(now, timeZone).time, timeZone));

/** The first of `instants` at which the moved seed tells another story, or null. */
function firstChanged(instants: Date[]): Date | null {
  const expected = new Map<string, string>();
  for (const now of instants) {
    const wall = wallClockInZone(now, timeZone).time;
    if (!expected.has(wall)) expected.set(wall, JSON.stringify(anchorStory(now)));
    if (JSON.stringify(storyOf(rebaseStoreAt(seed, now), now)) !== expected.get(wall)) return now;
  }
  return null;
}

/** Fails with the difference between the two stories at the first instant they differ. */
function expectSameStory(instants: Date[]): void {
  const changed = firstChanged(instants);
  if (changed) expect(storyOf(rebaseStoreAt(seed, changed), changed), `moved to ${changed.toISOString()}`).toEqual(anchorStory(changed));
  expect(changed).toBeNull();
}

const at = (date: string, time: string) => instantInZone(date, time, timeZone);

describe('the seed moved to another day tells the same story', () => {
  // every day of the year from the anchor at noon, and every fifth day of the year before it and
  // of the year after (a stride of five meets every weekday and, over the year, every day of the
  // month); the month ends, cut-off, DST nights and leap day have their own tests below. A year of
  // days takes a couple of seconds, more on a busy two-core machine, hence the longer time limit.
  const noonOnEvery = (from: number, to: number, stride: number) =>
    Array.from({ length: Math.floor((to - from) / stride) + 1 }, (_, i) => at(addDays(anchorDate, from + i * stride), '12:00'));
  const YEAR_LIMIT_MS = 120_000;
  it('on every fifth day of the year before its anchor, at noon', () => expectSameStory(noonOnEvery(-365, -1, 5)), YEAR_LIMIT_MS);
  it('on every day of the year from its anchor, at noon', () => expectSameStory(noonOnEvery(0, 364, 1)), YEAR_LIMIT_MS);
  it('on every fifth day of the year after that, at noon', () => expectSameStory(noonOnEvery(365, 730, 5)), YEAR_LIMIT_MS);

  it('around the 17:00 cut-off, in winter and in summer', () => {
    expectSameStory(['2027-01-15', '2027-07-15', '2028-02-29'].flatMap((day) => [at(day, '16:59:59'), at(day, '17:00'), at(day, '17:00:01')]));
  });

  it("at the business day's end and start, which fall on another UTC date", () => {
    expectSameStory([
      at('2027-01-31', '23:59:59.999'),
      at('2027-02-01', '00:00'),
      at('2027-06-30', '23:59:59.999'),
      at('2027-07-01', '00:00'),
      // 04:59 UTC on Dec 31 is still Dec 30 in New York
      new Date('2026-12-31T04:59:00Z'),
      new Date('2026-12-31T05:00:00Z'),
    ]);
  });

  it('on DST nights: the hour skipped in spring, the hour repeated in autumn', () => {
    expectSameStory([
      new Date('2027-03-14T06:30:00Z'),
      new Date('2027-03-14T06:59:59Z'),
      new Date('2027-03-14T07:00:00Z'), // 01:30 EST, 01:59:59, 03:00 EDT
      new Date('2027-11-07T05:30:00Z'),
      new Date('2027-11-07T06:30:00Z'), // 01:30 EDT, then 01:30 EST
      at('2027-03-13', '23:30'),
      at('2027-11-06', '23:30'),
    ]);
  });

  it('on a leap day and the days around it', () => {
    expectSameStory(['2028-02-28', '2028-02-29', '2028-03-01'].flatMap((day) => [at(day, '00:00'), at(day, '12:00'), at(day, '23:59')]));
  });
});

/** Each Auto Pay payment of the history that is not on its account's stated debit day (the month's last day when the month lacks it). */
function draftsOffTheDebitDay(store: Store): string[] {
  return store.payments.flatMap((p) => {
    if (p.channel !== 'AUTO_PAY' || p.status === 'SCHEDULED') return [];
    const { debitDay } = store.accounts.find((a) => a.id === p.accountId)!.autoPay;
    return debitDay !== null && p.paymentDate === draftDateInMonth(p.paymentDate, debitDay)
      ? []
      : [`${p.accountId} ${p.id} on ${p.paymentDate}, debit day ${debitDay}`];
  });
}

describe("Auto Pay's payments in the history", () => {
  it('fall on the debit day the billing states, on the anchor day', () => {
    expect(seed.payments.some((p) => p.channel === 'AUTO_PAY')).toBe(true);
    expect(draftsOffTheDebitDay(seed)).toEqual([]);
  });

  it("fall on the debit day the billing states on every month's last days and first day, two years on, where days move across month ends", () => {
    const days = Array.from({ length: 25 }, (_, m) => addMonths(`${anchorDate.slice(0, 8)}01`, m)).flatMap((first) =>
      [-3, -2, -1, 0].map((d) => addDays(first, d)),
    );
    for (const day of days) expect(draftsOffTheDebitDay(rebaseStoreAt(seed, at(day, '12:00'))), `moved to ${day}`).toEqual([]);
  });
});

describe('the audit trail of the seed', () => {
  const disagreements = (store: Store) => Object.fromEntries(store.accounts.map((a) => [a.id, auditDisagreements(store, a.id)]));
  const agreeing = Object.fromEntries(seed.accounts.map((a) => [a.id, []]));

  it('is not blank for any account, and says who paid, who turned on Auto Pay and paperless, who confirmed contacts, as the other pages do', () => {
    for (const account of seed.accounts)
      expect(
        seed.auditEntries.some((e) => e.accountId === account.id),
        account.id,
      ).toBe(true);
    const kinds = new Set(seed.auditEntries.map((e) => e.kind));
    for (const kind of ['PAYMENT_MADE', 'PAYMENT_SCHEDULED', 'AUTO_PAY_ENROLLED', 'BILL_DELIVERY_CHANGED', 'CONTACT_VERIFIED', 'CPNI_VERIFIED'] as const)
      expect(kinds.has(kind), kind).toBe(true);
    expect(disagreements(seed)).toEqual(agreeing);
  });

  it('agrees with the payments and settings on every day it is moved to (dates, amounts, who, the debit day, card expiries)', () => {
    // the month ends and firsts of two years, where debit days and drafts move most; the year sweeps above compare the rest with the anchor's
    const days = Array.from({ length: 25 }, (_, m) => addMonths(`${anchorDate.slice(0, 8)}01`, m)).flatMap((first) => [-1, 0].map((d) => addDays(first, d)));
    for (const day of [...days, addDays(anchorDate, -200), addDays(anchorDate, 400)])
      expect(disagreements(rebaseStoreAt(seed, at(day, '12:00'))), `moved to ${day}`).toEqual(agreeing);
  });
});

describe('moving the seed', () => {
  it('twice, as a server restarted on a later day does with the store it wrote, tells the story of one move', () => {
    for (const [first, second] of [
      [1, 40],
      [-200, 300],
      [100, 101],
      [400, 30],
    ] as const) {
      const later = at(addDays(anchorDate, second), '09:30');
      const twice = rebaseStoreAt(rebaseStoreAt(seed, at(addDays(anchorDate, first), '15:00')), later);
      expect(storyOf(twice, later), `${first} then ${second} days`).toEqual(anchorStory(later));
    }
  });

  it('again on the same day changes nothing', () => {
    const now = at(addDays(anchorDate, 77), '08:00');
    const moved = rebaseStoreAt(seed, now);
    expect(rebaseStoreAt(moved, at(addDays(anchorDate, 77), '23:59'))).toBe(moved);
  });

  it('gives a valid store, and does not touch the one it was given', () => {
    const before = JSON.stringify(seed);
    for (const offset of [-365, -1, 1, 29, 100, 366, 730])
      expect(Store.safeParse(rebaseStoreAt(seed, at(addDays(anchorDate, offset), '12:00'))).success).toBe(true);
    expect(JSON.stringify(seed)).toBe(before);
  });
});
