import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from '../../src/domain/bank';
import { isRestrictedMethod, mustPayToday, restrictionsOf } from '../../src/domain/billing';
import { addDays, addMonths, dateInZone, daysBetween, IsoDate } from '../../src/domain/dates';
import { connectionStateAt, isNicknameEditable } from '../../src/domain/equipment';
import { toValidationIssues } from '../../src/domain/errors';
import { hasBillingAccess, isAdmin, Role } from '../../src/domain/roles';
import { z } from 'zod';

describe('roles (spec platform §6)', () => {
  it('compares in upper case', () => expect(Role.parse('primary')).toBe('PRIMARY'));
  it('gives billing access and admin rights to ADMIN and PRIMARY only', () => {
    expect(['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'].filter((r) => hasBillingAccess(r as Role))).toEqual(['PRIMARY', 'ADMIN']);
    expect(['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'].filter((r) => isAdmin(r as Role))).toEqual(['PRIMARY', 'ADMIN']);
  });
});

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(IsoDate.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDate.safeParse('2028-02-29').success).toBe(true);
  });
  it('adds days and months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-21', '2026-12-05')).toBe(14);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });
  it('reads the business day in the business time zone', () => {
    expect(dateInZone(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });
});

describe('bank routing numbers', () => {
  it('checks the ABA checksum', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
  });
});

describe('payment restrictions (spec billing §5)', () => {
  it('maps each restriction to what is accepted', () => {
    expect(restrictionsOf('NO_CARDS')).toMatchObject({ cardsAccepted: false, bankAccepted: true, onlineAccepted: true });
    expect(restrictionsOf('NO_BANK')).toMatchObject({ cardsAccepted: true, bankAccepted: false });
    expect(restrictionsOf('NO_CARDS_NO_BANK')).toMatchObject({ cardsAccepted: false, bankAccepted: false, onlineAccepted: true });
    expect(isRestrictedMethod('BANK', restrictionsOf('NO_ONLINE'))).toBe(true);
    expect(isRestrictedMethod('CARD', restrictionsOf('NONE'))).toBe(false);
  });
  it('forces payment today when past due or not active', () => {
    expect(mustPayToday({ pastDueAmount: 1, pendingPaymentAmount: 0, accountStatus: 'ACTIVE', softDisconnected: false })).toBe(true);
    expect(mustPayToday({ pastDueAmount: 0, pendingPaymentAmount: 0, accountStatus: 'TEMPORARILY_DEACTIVATED', softDisconnected: false })).toBe(true);
    expect(mustPayToday({ pastDueAmount: 0, pendingPaymentAmount: 0, accountStatus: 'ACTIVE', softDisconnected: false })).toBe(false);
  });
});

describe('equipment', () => {
  // nicknames: legacy footprints always, elsewhere not for TV boxes and adapters (spec platform §6)
  it.each([
    ['TWC', 'DVR', true],
    ['CHTR', 'DVR', false],
    ['CHTR', 'VOICE_ADAPTER', false],
    ['CHTR', 'ROUTER', true],
  ] as const)('nickname of a %s %s editable: %s', (footprint, kind, editable) => expect(isNicknameEditable(footprint, kind)).toBe(editable));
  it('a rebooting device is back online at its instant', () => {
    const device = { connectionState: 'OFFLINE' as const, onlineAt: '2026-11-21T10:01:30.000Z' };
    expect(connectionStateAt(device, new Date('2026-11-21T10:01:29.999Z'))).toBe('OFFLINE');
    expect(connectionStateAt(device, new Date('2026-11-21T10:01:30.000Z'))).toBe('ONLINE');
  });
});

describe('validation issues', () => {
  it('reports each unknown key at its own path', () => {
    const result = z.object({ a: z.object({ b: z.string() }).strict() }).safeParse({ a: { b: 1, c: 2, d: 3 } });
    const issues = toValidationIssues(result.error!);
    expect(issues.map((i) => i.path.join('.'))).toEqual(['a.b', 'a.c', 'a.d']);
  });
});
