import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDebitDay } from '../../src/domain/autopay-debit-day';
import { expiryStatus } from '../../src/domain/card';
import { addDays, dateInZone, daysBetween, instantInZone, wallClockInZone } from '../../src/domain/dates';
import { paidInsteadOf, rebaseStore, rebaseStoreAt } from '../../src/server/store/rebase';
import { Store } from '../../src/server/store/records';

// How the store is moved to the day the server starts (docs/decisions/006-dates-on-any-day.md); the
// property test (seed-story.test.ts) checks the whole demo's story on every day.

const seed = () => Store.parse(JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')));
const ZONE = 'America/New_York';

describe('rebasing the seed to the day the server starts', () => {
  it.each([1, 45, 200, 400, -30])('moves calendar dates by the days in between (%i)', (offset) => {
    const before = seed();
    const today = addDays(before.meta.anchorDate, offset);
    const after = rebaseStore(seed(), today);
    expect(after.meta.anchorDate).toBe(today);
    after.accounts.forEach((account, i) => expect(daysBetween(today, account.dueDate)).toBe(daysBetween(before.meta.anchorDate, before.accounts[i]!.dueDate)));
    after.statements.forEach((s, i) => expect(daysBetween(before.statements[i]!.statementDate, s.statementDate)).toBe(offset));
    expect(Store.safeParse(after).success).toBe(true);
  });

  it.each([45, 200, -30])('moves instants by calendar days in the business zone, keeping their wall-clock time (%i)', (offset) => {
    const before = seed();
    const after = rebaseStore(seed(), addDays(before.meta.anchorDate, offset));
    // a payment's instant moves with its date: by the offset, or (Auto Pay's drafts, src/server/store/rebase.ts) to the debit day
    const moves = after.payments.map((p, i) => {
      const was = wallClockInZone(new Date(before.payments[i]!.createdAt), ZONE);
      const is = wallClockInZone(new Date(p.createdAt), ZONE);
      return { days: daysBetween(was.date, is.date) - daysBetween(before.payments[i]!.paymentDate, p.paymentDate), sameTime: was.time === is.time };
    });
    expect(new Set(moves.map((m) => JSON.stringify(m)))).toEqual(new Set([JSON.stringify({ days: 0, sameTime: true })]));
    // every other payment's date by the offset
    const insteadOfDrafts = new Set(
      after.payments.flatMap((d) =>
        paidInsteadOf(
          d,
          after.payments.filter((p) => p.accountId === d.accountId),
        ),
      ),
    );
    after.payments.forEach((p, i) => {
      if (p.channel !== 'AUTO_PAY' && !insteadOfDrafts.has(p)) expect(daysBetween(before.payments[i]!.paymentDate, p.paymentDate)).toBe(offset);
    });
    // some payments move between summer and winter time: a move by 24-hour days would show them an hour off
    expect(after.payments.some((p, i) => new Date(p.createdAt).getTime() - new Date(before.payments[i]!.createdAt).getTime() !== offset * 86_400_000)).toBe(
      true,
    );
  });

  it('keeps the business day of an instant near midnight across a DST change', () => {
    const store = seed();
    // 23:30 on the day before the anchor, New York winter time (04:30 UTC the next day)
    const lateCall = instantInZone(addDays(store.meta.anchorDate, -1), '23:30', ZONE).toISOString();
    store.voiceMessages[0] = { ...store.voiceMessages[0]!, receivedAt: lateCall };
    const today = '2027-06-15'; // summer time: 24-hour days would put it at 00:30 on the next day
    const moved = rebaseStore(store, today);
    expect(wallClockInZone(new Date(moved.voiceMessages[0]!.receivedAt), ZONE)).toEqual({ date: addDays(today, -1), time: '23:30:00.000' });
  });

  it('keeps what each card means, whole months apart', () => {
    const before = seed();
    for (const offset of [1, 10, 39, 40, 41, 100, -60]) {
      const today = addDays(before.meta.anchorDate, offset);
      const after = rebaseStore(seed(), today);
      after.paymentMethods.forEach((m, i) => {
        if (m.expiry)
          expect(expiryStatus(m.expiry, today), `${m.id} after ${offset} days`).toBe(expiryStatus(before.paymentMethods[i]!.expiry!, before.meta.anchorDate));
      });
    }
  });

  it("moves an Auto Pay debit day that was the due date's default with the due date", () => {
    const before = seed();
    const bright = before.accounts.find((a) => a.id === 'acct_2')!;
    expect(bright.autoPay.debitDay).toBe(defaultDebitDay(bright.dueDate, bright.debitDayRanges)); // the seed's story
    // due the 13th: 11–17 are not selectable for Brightline, so the default is the 10th
    const today = addDays(before.meta.anchorDate, daysBetween(bright.dueDate, `${bright.dueDate.slice(0, 8)}13`));
    const after = rebaseStore(seed(), today).accounts.find((a) => a.id === 'acct_2')!;
    expect(after.dueDate.slice(8)).toBe('13');
    expect(after.autoPay.debitDay).toBe(10);
  });

  it('keeps a debit day the customer chose', () => {
    const store = seed();
    const bright = store.accounts.find((a) => a.id === 'acct_2')!;
    bright.autoPay.debitDay = 20; // not the default for a bill due on the 3rd
    const after = rebaseStore(store, addDays(store.meta.anchorDate, 5)).accounts.find((a) => a.id === 'acct_2')!;
    expect(after.autoPay.debitDay).toBe(20);
  });

  it('reads today in the business time zone', () => {
    const store = seed();
    // 03:00 UTC is still the evening before in New York
    const now = new Date(`${addDays(store.meta.anchorDate, 10)}T03:00:00Z`);
    expect(rebaseStoreAt(store, now).meta.anchorDate).toBe(dateInZone(now, ZONE));
    expect(rebaseStoreAt(store, now).meta.anchorDate).toBe(addDays(store.meta.anchorDate, 9));
  });

  it('does nothing on the anchor day', () => {
    const store = seed();
    expect(rebaseStore(store, store.meta.anchorDate)).toBe(store);
  });
});
