import { describe, expect, it } from 'vitest';
import { dateInZone, instantInZone } from '../../src/domain/dates';
import { effectiveServiceState, type ServicePayment, type StoredServiceState } from '../../src/domain/service-state';

// The effective service state (spec billing §4 soft disconnect; the restoration timeline):
// restored on the server clock after the payment that cleared the past due, and soft-disconnected
// again from the day the bank returns that payment (the payment lifecycle).

const ZONE = 'America/New_York';
const SETTLE_DAYS = 3;
/** The state read at `time` on the business day `date`, as the server reads it from its clock. */
const at = (date: string, time: string) => {
  const now = instantInZone(date, time, ZONE);
  return { now, today: dateInZone(now, ZONE), settleBusinessDays: SETTLE_DAYS };
};

// Monday 2026-11-23, 10:00: the past due (500.00) paid by bank, service back at 10:05.
const MONDAY = '2026-11-23';
const RESTORES_AT = instantInZone(MONDAY, '10:05', ZONE).toISOString();
const disconnected: StoredServiceState = {
  accountStatus: 'TEMPORARILY_DEACTIVATED',
  softDisconnected: true,
  restoreServiceAt: RESTORES_AT,
  restoredBy: 'pay_1',
  currentBalance: 80000,
  pastDueAmount: 50000,
  delinquencyTier: 'core50',
};
const byBank = (over: Partial<ServicePayment> = {}): ServicePayment => ({
  id: 'pay_1',
  amount: 50000,
  methodType: 'BANK',
  status: 'PENDING',
  paymentDate: MONDAY,
  returnReason: 'INSUFFICIENT_FUNDS',
  ...over,
});
const RESTORED = { accountStatus: 'ACTIVE', softDisconnected: false, restoresAt: null };
const DISCONNECTED = { accountStatus: 'TEMPORARILY_DEACTIVATED', softDisconnected: true, restoresAt: null };

describe('the effective service state', () => {
  it('is restored from restoreServiceAt on the server clock, to the millisecond', () => {
    const before = { ...at(MONDAY, '10:05'), now: new Date(Date.parse(RESTORES_AT) - 1) };
    expect(effectiveServiceState(disconnected, [byBank()], before)).toEqual({ ...DISCONNECTED, restoresAt: RESTORES_AT });
    expect(effectiveServiceState(disconnected, [byBank()], at(MONDAY, '10:05'))).toEqual(RESTORED);
    expect(effectiveServiceState({ ...disconnected, restoreServiceAt: null }, [], at('2030-01-01', '00:00'))).toEqual(DISCONNECTED);
  });

  it('is soft-disconnected again from the first instant of the day the bank returns the restoring payment', () => {
    // returned on its settlement day, three business days after Monday: Thursday
    expect(effectiveServiceState(disconnected, [byBank()], at('2026-11-25', '23:59'))).toEqual(RESTORED);
    expect(effectiveServiceState(disconnected, [byBank()], at('2026-11-26', '00:00'))).toEqual(DISCONNECTED);
    expect(effectiveServiceState(disconnected, [byBank()], at('2026-12-31', '12:00'))).toEqual(DISCONNECTED);
    // a store that settles in five business days: the return, and the disconnect, come the next Monday
    expect(effectiveServiceState(disconnected, [byBank()], { ...at('2026-11-27', '23:59'), settleBusinessDays: 5 })).toEqual(RESTORED);
    expect(effectiveServiceState(disconnected, [byBank()], { ...at('2026-11-30', '00:00'), settleBusinessDays: 5 })).toEqual(DISCONNECTED);
  });

  it('stays restored when the restoring payment settles, or is a card, or another payment was returned', () => {
    const thursday = at('2026-11-26', '00:00');
    expect(effectiveServiceState(disconnected, [byBank({ returnReason: null })], thursday)).toEqual(RESTORED);
    expect(effectiveServiceState(disconnected, [byBank({ methodType: 'CARD', status: 'SUCCESS' })], thursday)).toEqual(RESTORED);
    const other = byBank({ id: 'pay_0', amount: 2000 });
    expect(effectiveServiceState(disconnected, [byBank({ returnReason: null }), other], thursday)).toEqual(RESTORED);
    // an account restored before the restoring payment was recorded (older records): the time alone
    expect(effectiveServiceState({ ...disconnected, restoredBy: undefined }, [byBank()], thursday)).toEqual(RESTORED);
  });

  it('stays restored when the return leaves nothing past due (paid again meanwhile)', () => {
    // a card payment of the past due after the restoration is in the stored balances
    const paidAgain = { ...disconnected, currentBalance: 30000, pastDueAmount: 0, delinquencyTier: null };
    expect(effectiveServiceState(paidAgain, [byBank()], at('2026-11-26', '00:00'))).toEqual(RESTORED);
  });

  it('keeps a status the soft disconnect did not set', () => {
    const hotlined = { ...disconnected, accountStatus: 'HOTLINED' };
    expect(effectiveServiceState(hotlined, [byBank()], at('2026-11-25', '12:00'))).toEqual({ ...RESTORED, accountStatus: 'HOTLINED' });
    expect(effectiveServiceState(hotlined, [byBank()], at('2026-11-26', '12:00'))).toEqual({ ...DISCONNECTED, accountStatus: 'HOTLINED' });
  });
});
