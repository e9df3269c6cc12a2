import { describe, expect, it } from 'vitest';
import { amountOwed, totalOwed } from '../../src/domain/amount-owed';
import { choiceDue } from '../../src/domain/balance-choice';

describe('what is owed (src/domain/amount-owed.ts)', () => {
  it('is the core amount due alone without a mobile balance', () => {
    expect(amountOwed({ amountDue: 33624, dueDate: '2026-12-01' }, null)).toEqual({ core: 33624, mobile: null, total: 33624, dueDate: '2026-12-01' });
  });

  it('names both balances and their total, due on the earlier due date of a balance that owes', () => {
    expect(amountOwed({ amountDue: 33624, dueDate: '2026-12-04' }, { amountDue: 15678, dueDate: '2026-12-01' })).toEqual({
      core: 33624,
      mobile: 15678,
      total: 49302,
      dueDate: '2026-12-01',
    });
    // a balance that owes nothing does not set the date
    expect(amountOwed({ amountDue: 0, dueDate: '2026-12-01' }, { amountDue: 15678, dueDate: '2026-12-09' }).dueDate).toBe('2026-12-09');
  });

  it("is what the one-time payment's both balances pays", () => {
    const core = { amountDue: 33624, range: { min: 100, max: 2_500_000 } };
    const mobile = { amountDue: 15678, pastDue: 0, dueDate: '2026-12-01', minAmount: 100 };
    expect(choiceDue('both', core, mobile).amountDue).toBe(totalOwed(33624, 15678));
  });
});
