import { describe, expect, it } from 'vitest';
import { actionsAfter, mobileStanding, pastDueNotice, softDisconnectLookupAllowed, tierOfDays } from '../../src/domain/delinquency';

const schedule = { softDisconnectDate: '2026-11-23', hardDisconnectDate: '2026-12-24' };

describe('the past-due journey (spec billing §4)', () => {
  it('puts an account in the tier its oldest unpaid days reached', () => {
    expect([29, 30, 42, 43, 49, 50, 75, 76, 200].map(tierOfDays)).toEqual([
      null,
      'core30',
      'core30',
      'core43',
      'core43',
      'core50',
      'core50',
      'core76',
      'core76',
    ]);
  });

  it('schedules interruption from 30 days, suspension from 43, equipment return from 76, restoration only when soft-disconnected', () => {
    expect(actionsAfter(29, false)).toEqual([]);
    expect(actionsAfter(35, false)).toEqual(['INTERRUPT_SERVICE']);
    expect(actionsAfter(45, false)).toEqual(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE']);
    expect(actionsAfter(54, true)).toEqual(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE', 'RESTORE_SERVICE']);
    expect(actionsAfter(80, true)).toEqual(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE', 'RESTORE_SERVICE', 'RETURN_EQUIPMENT']);
  });

  it('looks the soft-disconnect date up only with the toggle on and past due minus pending above 0', () => {
    expect(softDisconnectLookupAllowed(true, { pastDueAmount: 100, pendingPaymentAmount: 99 })).toBe(true);
    expect(softDisconnectLookupAllowed(true, { pastDueAmount: 100, pendingPaymentAmount: 100 })).toBe(false);
    expect(softDisconnectLookupAllowed(true, { pastDueAmount: 0, pendingPaymentAmount: 0 })).toBe(false);
    expect(softDisconnectLookupAllowed(false, { pastDueAmount: 100, pendingPaymentAmount: 0 })).toBe(false);
  });

  it('gives each tier its notice, the amount left and the date that tier names', () => {
    const owing = { pastDueAmount: 5000, pendingPaymentAmount: 1000 };
    expect(pastDueNotice({ ...owing, delinquencyTier: 'core30' }, schedule)).toEqual({ kind: 'interruptionComing', amount: 4000, date: '2026-11-23' });
    expect(pastDueNotice({ ...owing, delinquencyTier: 'core43' }, schedule)).toEqual({ kind: 'suspension', amount: 4000, date: '2026-11-23' });
    expect(pastDueNotice({ ...owing, delinquencyTier: 'core50' }, schedule)).toEqual({ kind: 'restoreService', amount: 4000, date: '2026-12-24' });
    expect(pastDueNotice({ ...owing, delinquencyTier: 'core76' }, null)).toEqual({ kind: 'returnEquipment', amount: 4000, date: null });
  });

  it('gives no notice without a tier or when a pending payment covers the past due', () => {
    expect(pastDueNotice({ pastDueAmount: 0, pendingPaymentAmount: 0, delinquencyTier: null }, null)).toBeNull();
    expect(pastDueNotice({ pastDueAmount: 5000, pendingPaymentAmount: 5000, delinquencyTier: 'core30' }, schedule)).toBeNull();
  });

  it('names the mobile delinquency states from the mobile status and past due', () => {
    expect(mobileStanding({ status: 'ACTIVE', pastDue: 0 })).toBeNull();
    expect(mobileStanding({ status: 'ACTIVE', pastDue: 1 })).toBe('pastDue');
    expect(mobileStanding({ status: 'HOTLINED', pastDue: 1 })).toBe('hotlined');
    expect(mobileStanding({ status: 'TEMPORARILY_DEACTIVATED', pastDue: 1 })).toBe('temporarilyDisconnected');
    expect(mobileStanding({ status: 'DEACTIVATED', pastDue: 0 })).toBe('inactive');
  });
});
