import { describe, expect, it } from 'vitest';
import { withRunningBalance } from '../../src/domain/account-activity';
import { applyPayment, balancesOn, inFlightEffect, type BalancePayment } from '../../src/domain/balance';

// What the account owes on each day of a payment's life (src/domain/balance.ts): the
// amount due, the past due, the pending amount and the tier, at the day boundaries of the
// lifecycle. Dates are fixed calendar days (no clock): Friday 2026-11-20, Monday 2026-11-23.

const FRIDAY = '2026-11-20';
const SATURDAY = '2026-11-21';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

/** Corner Cafe's story: 428.50 owed, all of it past due, tier core30. */
const stored = { currentBalance: 42850, pastDueAmount: 42850, delinquencyTier: 'core30' as const };
const bank = (amount: number, over: Partial<BalancePayment> = {}): BalancePayment => ({
  methodType: 'BANK',
  status: 'PENDING',
  paymentDate: MONDAY,
  amount,
  ...over,
});

describe('applyPayment (what a posted payment takes off)', () => {
  it('takes the past due first, and the tier goes with the last of it', () => {
    expect(applyPayment(stored, 20000)).toEqual({ currentBalance: 22850, pastDueAmount: 22850, delinquencyTier: 'core30' });
    expect(applyPayment(stored, 42850)).toEqual({ currentBalance: 0, pastDueAmount: 0, delinquencyTier: null });
    expect(applyPayment(stored, 50000)).toEqual({ currentBalance: -7150, pastDueAmount: 0, delinquencyTier: null });
  });
});

describe('a bank payment of 200.00 paid Monday, through its life', () => {
  const on = (today: string, p = bank(20000)) => balancesOn(stored, [p], today, 3);

  it('Monday, submitted and pending: the balance and past due stay, it is pending, the amount due is the balance less it', () => {
    expect(on(MONDAY)).toEqual({
      currentBalance: 42850,
      pastDueAmount: 42850,
      pendingPaymentAmount: 20000,
      amountDue: 22850,
      creditBalance: 0,
      delinquencyTier: 'core30',
      returnedAmount: 0,
    });
  });

  it('Tuesday (the next business day), posted: taken off the balance and the past due, no longer pending', () => {
    expect(on(TUESDAY)).toMatchObject({ currentBalance: 22850, pastDueAmount: 22850, pendingPaymentAmount: 0, amountDue: 22850, delinquencyTier: 'core30' });
    // the amount due does not move between pending and posted: the customer sees no jump
    expect(on(TUESDAY).amountDue).toBe(on(MONDAY).amountDue);
  });

  it('Thursday (three business days), settled: as posted', () => {
    expect(on(THURSDAY)).toMatchObject({ currentBalance: 22850, pastDueAmount: 22850, pendingPaymentAmount: 0, returnedAmount: 0 });
  });

  it('returned on Thursday: posted until Wednesday, then its amount is due again, its past-due part past due again', () => {
    const returning = bank(42850, { returnReason: 'INSUFFICIENT_FUNDS' });
    expect(on(WEDNESDAY, returning)).toMatchObject({ currentBalance: 0, pastDueAmount: 0, delinquencyTier: null, amountDue: 0, returnedAmount: 0 });
    expect(on(THURSDAY, returning)).toEqual({
      currentBalance: 42850,
      pastDueAmount: 42850,
      pendingPaymentAmount: 0,
      amountDue: 42850,
      creditBalance: 0,
      delinquencyTier: 'core30',
      returnedAmount: 42850,
    });
  });

  it('a payment made on Friday waits over the weekend: pending Saturday and Sunday, posted Monday', () => {
    const friday = bank(20000, { paymentDate: FRIDAY });
    expect(on(SATURDAY, friday).pendingPaymentAmount).toBe(20000);
    expect(on('2026-11-22', friday).pendingPaymentAmount).toBe(20000);
    expect(on(MONDAY, friday)).toMatchObject({ pendingPaymentAmount: 0, currentBalance: 22850 });
  });

  it('the settlement days come from the store: with five, a return comes back the fifth business day', () => {
    const returning = bank(20000, { returnReason: 'NOT_AUTHORIZED' });
    expect(balancesOn(stored, [returning], THURSDAY, 5).currentBalance).toBe(22850);
    expect(balancesOn(stored, [returning], '2026-11-30', 5)).toMatchObject({ currentBalance: 42850, returnedAmount: 20000 });
  });
});

describe('what never counts twice, or at all', () => {
  it('a payment stored SUCCESS (a card, written into the stored balances when made) is not taken off again', () => {
    const card: BalancePayment = { methodType: 'CARD', status: 'SUCCESS', paymentDate: MONDAY, amount: 20000 };
    expect(inFlightEffect(card, MONDAY, 3)).toBeNull();
    expect(balancesOn(stored, [card], TUESDAY, 3)).toMatchObject({ currentBalance: 42850, pendingPaymentAmount: 0 });
  });

  it('scheduled, cancelled and failed payments change nothing', () => {
    const others = (['SCHEDULED', 'CANCELLED', 'FAILED'] as const).map((status) => bank(20000, { status }));
    expect(balancesOn(stored, others, THURSDAY, 3)).toMatchObject({ currentBalance: 42850, pastDueAmount: 42850, pendingPaymentAmount: 0, returnedAmount: 0 });
  });

  it('cash paid in store is pending the day it is paid and posted the next business day', () => {
    const cash: BalancePayment = { methodType: 'CASH', status: 'PENDING', paymentDate: SATURDAY, amount: 5000 };
    expect(balancesOn(stored, [cash], SATURDAY, 3).pendingPaymentAmount).toBe(5000);
    expect(balancesOn(stored, [cash], MONDAY, 3)).toMatchObject({ pendingPaymentAmount: 0, currentBalance: 37850 });
  });

  it('an overpayment posted leaves a credit and no amount due', () => {
    const over = balancesOn({ currentBalance: 10000, pastDueAmount: 0, delinquencyTier: null }, [bank(15000)], TUESDAY, 3);
    expect(over).toMatchObject({ currentBalance: -5000, creditBalance: 5000, amountDue: 0 });
  });

  it('several at once: one pending, one posted, one returned', () => {
    const payments = [
      bank(10000, { paymentDate: THURSDAY }),
      bank(5000, { paymentDate: WEDNESDAY }),
      bank(7000, { paymentDate: MONDAY, returnReason: 'ACCOUNT_CLOSED' }),
    ];
    expect(balancesOn(stored, payments, THURSDAY, 3)).toMatchObject({
      currentBalance: 37850,
      pastDueAmount: 37850,
      pendingPaymentAmount: 10000,
      amountDue: 27850,
      returnedAmount: 7000,
    });
  });
});

describe('the activity’s running balance reconciles on every day', () => {
  it('the newest row is what is owed less pending; a return is a row of its own that puts the amount back', () => {
    // charges of 428.50 on the statement, then the payment and (on Thursday) its return, newest first
    const rowsOn = (today: string) => {
      const returning = bank(42850, { returnReason: 'INSUFFICIENT_FUNDS' });
      const effect = inFlightEffect(returning, today, 3);
      const rows = [
        ...(effect === 'returned' ? [{ amount: 42850 }] : []),
        { amount: -42850 }, // the payment, Monday
        { amount: 42850 }, // the statement's charges
      ];
      const b = balancesOn({ currentBalance: 42850, pastDueAmount: 42850, delinquencyTier: 'core30' }, [returning], today, 3);
      return withRunningBalance(rows, b.currentBalance - b.pendingPaymentAmount);
    };
    // whatever the day, the balance before the statement's charges is 0: the rows add up to what is owed
    for (const day of [MONDAY, TUESDAY, WEDNESDAY, THURSDAY]) {
      const rows = rowsOn(day);
      expect(rows.at(-1)!.balanceAfter - rows.at(-1)!.amount, day).toBe(0);
    }
    expect(rowsOn(THURSDAY)[0]!.balanceAfter).toBe(42850);
  });
});
