import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expiryStatus } from '../../src/domain/card';
import { addDays, daysBetween } from '../../src/domain/dates';
import { rebaseStore } from '../../src/server/store/rebase';
import { Store } from '../../src/server/store/records';

const seed = () => Store.parse(JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')));

describe('rebasing the seed to the day the server starts', () => {
  it.each([1, 45, 400, -30])('keeps every relation when started %i days after the anchor', (offset) => {
    const before = seed();
    const today = addDays(before.meta.anchorDate, offset);
    const after = rebaseStore(seed(), today);
    expect(after.meta.anchorDate).toBe(today);
    after.accounts.forEach((account, i) => {
      expect(daysBetween(today, account.dueDate)).toBe(daysBetween(before.meta.anchorDate, before.accounts[i]!.dueDate));
    });
    after.statements.forEach((s, i) => expect(daysBetween(before.statements[i]!.statementDate, s.statementDate)).toBe(offset));
    after.payments.forEach((p, i) => {
      expect(new Date(p.createdAt).getTime() - new Date(before.payments[i]!.createdAt).getTime()).toBe(offset * 86_400_000);
    });
    // card states survive: expired stays expired, expiring soon stays (within a month's rounding) soon
    after.paymentMethods.forEach((m, i) => {
      if (!m.expiry) return;
      const was = expiryStatus(before.paymentMethods[i]!.expiry!, before.meta.anchorDate);
      const now = expiryStatus(m.expiry, today);
      if (was === 'expired') expect(now).toBe('expired');
      if (was === 'valid') expect(now).not.toBe('expired');
    });
    expect(Store.safeParse(after).success).toBe(true);
  });

  it('does nothing on the anchor day', () => {
    const store = seed();
    expect(rebaseStore(store, store.meta.anchorDate)).toBe(store);
  });
});
