import { describe, expect, it } from 'vitest';
import { choiceAmountIssue, choiceDue, hasDualBalance, splitPayment, type MobileDue } from '../../src/domain/balance-choice';

// spec billing §2 dual balance, §5 payment amount (src/domain/balance-choice.ts): the range and the
// split per choice, at their boundaries.
const core = { amountDue: 33624, range: { min: 100, max: 2_500_000 } };
const mobile: MobileDue = { amountDue: 15678, pastDue: 0, dueDate: '2026-11-24', minAmount: 100 };

describe('who is asked', () => {
  it('only an account with a core and a mobile balance due', () => {
    expect(hasDualBalance(core, mobile)).toBe(true);
    expect(hasDualBalance(core, null)).toBe(false);
    expect(hasDualBalance(core, { ...mobile, amountDue: 0 })).toBe(false);
    expect(hasDualBalance({ amountDue: 0 }, mobile)).toBe(false);
  });
});

describe('the amount per choice', () => {
  it('core: the core range, and the dialog above the core amount due', () => {
    expect(choiceDue('core', core, mobile)).toEqual(core);
    expect(choiceAmountIssue('core', 99, false, core, mobile)).toEqual({ code: 'amount.range', min: 100, max: 2_500_000 });
    expect(choiceAmountIssue('core', 33624, false, core, mobile)).toBeNull();
    expect(choiceAmountIssue('core', 33625, false, core, mobile)).toEqual({ code: 'amount.overpayNotConfirmed' });
    expect(choiceAmountIssue('core', 33625, true, core, mobile)).toBeNull();
  });

  it('mobile: one dollar up to what the mobile balance owes, never more (it keeps no credit)', () => {
    expect(choiceDue('mobile', core, mobile)).toEqual({ amountDue: 15678, range: { min: 100, max: 15678 } });
    expect(choiceAmountIssue('mobile', 99, false, core, mobile)?.code).toBe('amount.range');
    expect(choiceAmountIssue('mobile', 100, false, core, mobile)).toBeNull();
    expect(choiceAmountIssue('mobile', 15678, false, core, mobile)).toBeNull();
    expect(choiceAmountIssue('mobile', 15679, true, core, mobile)).toEqual({ code: 'amount.range', min: 100, max: 15678 });
    // a balance under the minimum is paid in full
    expect(choiceDue('mobile', core, { ...mobile, amountDue: 50 }).range).toEqual({ min: 50, max: 50 });
  });

  it('both: both amounts due in full at least (the "amount due" minimum), the rest a core credit after the dialog', () => {
    expect(choiceDue('both', core, mobile)).toEqual({ amountDue: 49302, range: { min: 49302, max: 2_500_000 } });
    expect(choiceAmountIssue('both', 49301, false, core, mobile)).toEqual({ code: 'amount.range', min: 49302, max: 2_500_000 });
    expect(choiceAmountIssue('both', 49302, false, core, mobile)).toBeNull();
    expect(choiceAmountIssue('both', 49303, false, core, mobile)).toEqual({ code: 'amount.overpayNotConfirmed' });
    expect(choiceAmountIssue('both', 2_500_001, true, core, mobile)?.code).toBe('amount.range');
  });

  it('a choice of the mobile balance without one is not an amount that can be paid', () => {
    expect(choiceAmountIssue('mobile', 5000, false, core, null)).toEqual({ code: 'amount.invalid' });
    expect(choiceAmountIssue('both', 5000, false, core, null)).toEqual({ code: 'amount.invalid' });
  });
});

describe('the split', () => {
  it('core and mobile pay one balance each; both pays the mobile balance its amount due and the core the rest', () => {
    expect(splitPayment('core', 5000, mobile)).toEqual({ core: 5000, mobile: 0 });
    expect(splitPayment('mobile', 5000, mobile)).toEqual({ core: 0, mobile: 5000 });
    expect(splitPayment('both', 49302, mobile)).toEqual({ core: 33624, mobile: 15678 });
    expect(splitPayment('both', 50302, mobile)).toEqual({ core: 34624, mobile: 15678 });
  });
});
