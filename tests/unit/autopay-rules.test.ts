import { describe, expect, it } from 'vitest';
import {
  autoPayCvvIssue,
  autoPayMethodIssue,
  availableAutoPayServices,
  debitDayAfterDueDateMoved,
  debitDayIssue,
  defaultDebitDay,
  discountLostOnCancel,
  enrollmentBlock,
  enrollmentConflict,
  enrollmentNeedsPayment,
  enrollmentPayment,
  isDisconnected,
  normalizeServices,
  selectableDebitDays,
  servicesIssue,
  termsIssue,
  type AutoPayMethodFacts,
} from '../../src/domain/autopay';
import {
  autoPayErrorCode,
  CancelAutoPayInput,
  EnrollAutoPayInput,
  enrollmentIssues,
  UpdateAutoPayDateInput,
  type EnrollmentFacts,
} from '../../src/domain/autopay-request';
import { restrictionsOf, type PaymentRestrictionType } from '../../src/domain/billing';
import { effectiveServiceState } from '../../src/domain/service-state';

// The pure rules of Auto Pay (spec billing §2, §4, §5, §9), as the machines and the server use them.

const TODAY = '2026-11-21';
const RANGES = [
  { start: 1, end: 10 },
  { start: 18, end: 28 },
];
const visa: AutoPayMethodFacts = { type: 'CARD', prepaid: false, expiry: '0829' };
const checking: AutoPayMethodFacts = { type: 'BANK', prepaid: false, expiry: null };

describe('debit day', () => {
  it('the calendar offers the union of both ranges', () => {
    expect(selectableDebitDays(RANGES)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(
      selectableDebitDays([
        { start: 1, end: 14 },
        { start: 15, end: 28 },
      ]),
    ).toHaveLength(28);
    expect(
      selectableDebitDays([
        { start: 3, end: 5 },
        { start: 4, end: 6 },
      ]),
    ).toEqual([3, 4, 5, 6]);
  });

  it('a day outside the ranges would be late: each edge in, one step out', () => {
    for (const day of [1, 10, 18, 28]) expect(debitDayIssue(day, RANGES), String(day)).toBeNull();
    for (const day of [11, 17, 29, 31]) expect(debitDayIssue(day, RANGES), String(day)).toBe('debitDay.late');
  });

  it('defaults to the due day, else the latest selectable day before it, wrapping to the month before', () => {
    expect(defaultDebitDay('2026-12-05', RANGES)).toBe(5);
    expect(defaultDebitDay('2026-12-10', RANGES)).toBe(10);
    expect(defaultDebitDay('2026-12-11', RANGES)).toBe(10);
    expect(defaultDebitDay('2026-12-17', RANGES)).toBe(10);
    expect(defaultDebitDay('2026-12-18', RANGES)).toBe(18);
    expect(defaultDebitDay('2026-12-31', RANGES)).toBe(28);
    expect(
      defaultDebitDay('2026-12-02', [
        { start: 5, end: 10 },
        { start: 15, end: 20 },
      ]),
    ).toBe(20);
  });

  it('when the due date moves (the demo store moved to another day), a default day follows it and a chosen day stays', () => {
    expect(debitDayAfterDueDateMoved(3, '2026-12-03', '2026-12-13', RANGES)).toBe(10);
    expect(debitDayAfterDueDateMoved(3, '2026-12-03', '2027-01-21', RANGES)).toBe(21);
    expect(debitDayAfterDueDateMoved(28, '2026-12-31', '2027-01-05', RANGES)).toBe(5);
    expect(debitDayAfterDueDateMoved(20, '2026-12-03', '2026-12-13', RANGES)).toBe(20);
  });
});

describe('who may enroll', () => {
  const billing = (over: { accountStatus?: string; softDisconnected?: boolean; restriction?: PaymentRestrictionType } = {}) => ({
    accountStatus: over.accountStatus ?? 'ACTIVE',
    softDisconnected: over.softDisconnected ?? false,
    restrictions: restrictionsOf(over.restriction ?? 'NONE'),
  });

  it('a disconnected account cannot enroll: soft-disconnected or not ACTIVE', () => {
    expect(enrollmentBlock(billing())).toBeNull();
    expect(enrollmentBlock(billing({ softDisconnected: true }))).toEqual({ code: 'autopay.disconnected' });
    for (const status of ['TEMPORARILY_DEACTIVATED', 'DEACTIVATED', 'HOTLINED', 'PENDING']) {
      expect(enrollmentBlock(billing({ accountStatus: status })), status).toEqual({ code: 'autopay.disconnected' });
    }
  });

  it('reads the effective state: service restored by a payment is no longer disconnected', () => {
    const stored = { accountStatus: 'TEMPORARILY_DEACTIVATED', softDisconnected: true, restoreServiceAt: '2026-11-21T15:05:00.000Z' };
    const owing = { ...stored, currentBalance: 0, pastDueAmount: 0, delinquencyTier: null };
    const at = (now: string) => ({ now: new Date(now), today: '2026-11-21', settleBusinessDays: 3 });
    expect(isDisconnected(effectiveServiceState(owing, [], at('2026-11-21T15:04:59.999Z')))).toBe(true);
    expect(isDisconnected(effectiveServiceState(owing, [], at('2026-11-21T15:05:00.000Z')))).toBe(false);
  });

  it('an account that takes no online method at all is blocked before any method is chosen', () => {
    expect(enrollmentBlock(billing({ restriction: 'NO_ONLINE' }))).toEqual({ code: 'method.restricted', restriction: 'NO_ONLINE' });
    expect(enrollmentBlock(billing({ restriction: 'NO_CARDS_NO_BANK' }))).toEqual({ code: 'method.restricted', restriction: 'NO_CARDS_NO_BANK' });
    expect(enrollmentBlock(billing({ restriction: 'NO_CARDS' }))).toBeNull();
    expect(enrollmentBlock(billing({ restriction: 'NO_BANK' }))).toBeNull();
  });

  it('enrolling needs Auto Pay off; cancelling, replacing and changing the date need it on', () => {
    expect(enrollmentConflict({ enrolled: false }, 'enroll')).toBeNull();
    expect(enrollmentConflict({ enrolled: true }, 'enroll')).toBe('autopay.alreadyEnrolled');
    for (const op of ['cancel', 'replace', 'updateDate'] as const) {
      expect(enrollmentConflict({ enrolled: true }, op)).toBeNull();
      expect(enrollmentConflict({ enrolled: false }, op)).toBe('autopay.notEnrolled');
    }
  });
});

describe('services', () => {
  it('core is always available, Mobile only with the MOBILE service', () => {
    expect(availableAutoPayServices(['INTERNET', 'VOICE'])).toEqual(['CORE']);
    expect(availableAutoPayServices([])).toEqual(['CORE']);
    expect(availableAutoPayServices(['INTERNET', 'MOBILE'])).toEqual(['CORE', 'MOBILE']);
  });

  it('at least one, and only available ones', () => {
    expect(servicesIssue([], ['CORE', 'MOBILE'])).toBe('services.required');
    expect(servicesIssue(['CORE'], ['CORE'])).toBeNull();
    expect(servicesIssue(['MOBILE'], ['CORE'])).toBe('services.unavailable');
    expect(servicesIssue(['CORE', 'MOBILE'], ['CORE'])).toBe('services.unavailable');
    expect(servicesIssue(['MOBILE'], ['CORE', 'MOBILE'])).toBeNull();
    expect(servicesIssue(['VIDEO'], ['CORE', 'MOBILE'])).toBe('services.unavailable');
  });

  it('are kept once each, core first', () => {
    expect(normalizeServices(['MOBILE', 'CORE', 'MOBILE'])).toEqual(['CORE', 'MOBILE']);
  });
});

describe('payment method', () => {
  it('follows the account restriction per type', () => {
    expect(autoPayMethodIssue(visa, ['CORE'], 'NO_CARDS', TODAY)).toBe('method.restricted');
    expect(autoPayMethodIssue(checking, ['CORE'], 'NO_CARDS', TODAY)).toBeNull();
    expect(autoPayMethodIssue(checking, ['CORE'], 'NO_BANK', TODAY)).toBe('method.restricted');
    expect(autoPayMethodIssue(visa, ['CORE'], 'NO_BANK', TODAY)).toBeNull();
    for (const r of ['NO_ONLINE', 'NO_CARDS_NO_BANK'] as const) {
      expect(autoPayMethodIssue(visa, ['CORE'], r, TODAY)).toBe('method.restricted');
      expect(autoPayMethodIssue(checking, ['CORE'], r, TODAY)).toBe('method.restricted');
    }
  });

  it('prepaid and gift cards are for one-time payments only', () => {
    expect(autoPayMethodIssue({ ...visa, prepaid: true }, ['CORE'], 'NONE', TODAY)).toBe('method.prepaid');
  });

  it('an expired card blocks; one expiring this month still enrolls', () => {
    expect(autoPayMethodIssue({ ...visa, expiry: '1026' }, ['CORE'], 'NONE', TODAY)).toBe('method.expired');
    expect(autoPayMethodIssue({ ...visa, expiry: '1126' }, ['CORE'], 'NONE', TODAY)).toBeNull();
    expect(autoPayMethodIssue({ ...visa, expiry: '1126' }, ['CORE'], 'NONE', '2026-12-01')).toBe('method.expired');
  });

  it('Mobile Auto Pay cannot use a checking or savings account', () => {
    expect(autoPayMethodIssue(checking, ['MOBILE'], 'NONE', TODAY)).toBe('method.mobileNoBank');
    expect(autoPayMethodIssue(checking, ['CORE', 'MOBILE'], 'NONE', TODAY)).toBe('method.mobileNoBank');
    expect(autoPayMethodIssue(checking, ['CORE'], 'NONE', TODAY)).toBeNull();
    expect(autoPayMethodIssue(visa, ['CORE', 'MOBILE'], 'NONE', TODAY)).toBeNull();
  });
});

describe('CVV and terms', () => {
  it('a card enrolls with 3 or 4 numeric characters, whatever the brand', () => {
    expect(autoPayCvvIssue('CARD', '123')).toBeNull();
    expect(autoPayCvvIssue('CARD', '1234')).toBeNull();
    for (const bad of ['12', '12345', '12a', ' 123', '１２３']) expect(autoPayCvvIssue('CARD', bad), bad).toBe('cvv.format');
    for (const missing of [undefined, null, '']) expect(autoPayCvvIssue('CARD', missing)).toBe('cvv.required');
  });

  it('a bank account has no CVV', () => {
    expect(autoPayCvvIssue('BANK', undefined)).toBeNull();
    expect(autoPayCvvIssue('BANK', '123')).toBe('cvv.notExpected');
  });

  it('the terms must be accepted', () => {
    expect(termsIssue(true)).toBeNull();
    expect(termsIssue(false)).toBe('terms.required');
  });
});

describe('enrollment request', () => {
  const facts = (over: Partial<EnrollmentFacts> = {}): EnrollmentFacts => ({
    today: TODAY,
    restriction: 'NONE',
    availableServices: ['CORE'],
    debitDayRanges: RANGES,
    method: visa,
    ...over,
  });
  const request = { methodId: 'pm_1', services: ['CORE'], termsAccepted: true, cvv: '123' };

  it('parses the shape strictly; services come back once each, in order', () => {
    expect(EnrollAutoPayInput.parse({ ...request, services: ['MOBILE', 'CORE', 'CORE'] }).services).toEqual(['CORE', 'MOBILE']);
    expect(EnrollAutoPayInput.safeParse({ ...request, extra: 1 }).success).toBe(false);
    const messages = (input: unknown) => EnrollAutoPayInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages({ ...request, services: ['VIDEO'] })).toEqual(['services.0:services.unavailable']);
    expect(messages({ ...request, debitDay: 0 })).toEqual(['debitDay:debitDay.invalid']);
    expect(messages({ ...request, debitDay: 32 })).toEqual(['debitDay:debitDay.invalid']);
    expect(messages({ ...request, debitDay: 1.5 })).toEqual(['debitDay:debitDay.invalid']);
    expect(messages({ ...request, methodId: '' })).toEqual(['methodId:method.required']);
    expect(EnrollAutoPayInput.safeParse({ ...request, debitDay: 31 }).success).toBe(true);
    expect(UpdateAutoPayDateInput.safeParse({ debitDay: 28 }).success).toBe(true);
    expect(UpdateAutoPayDateInput.safeParse({}).success).toBe(false);
    expect(CancelAutoPayInput.safeParse({}).success).toBe(true);
    expect(CancelAutoPayInput.safeParse({ reason: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('reason.tooLong');
  });

  it('a clean request has no issue', () => {
    const input = EnrollAutoPayInput.parse({ ...request, debitDay: 18 });
    expect(enrollmentIssues(input, facts())).toEqual([]);
    expect(autoPayErrorCode([])).toBeNull();
  });

  it('reports each broken field once', () => {
    const input = EnrollAutoPayInput.parse({ ...request, services: ['MOBILE'], debitDay: 11, termsAccepted: false, cvv: '12' });
    const issues = enrollmentIssues(input, facts({ method: { ...visa, prepaid: true } }));
    expect(issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['services', 'services.unavailable'],
      ['methodId', 'method.prepaid'],
      ['cvv', 'cvv.format'],
      ['debitDay', 'debitDay.late'],
      ['termsAccepted', 'terms.required'],
    ]);
    expect(autoPayErrorCode(issues)).toBe('VALIDATION_FAILED');
  });

  it('a restricted method outranks everything else and is RESTRICTED', () => {
    const input = EnrollAutoPayInput.parse({ ...request, services: [], termsAccepted: false });
    const issues = enrollmentIssues(input, facts({ restriction: 'NO_CARDS' }));
    expect(issues).toEqual([{ path: ['methodId'], code: 'method.restricted', restriction: 'NO_CARDS' }]);
    expect(autoPayErrorCode(issues)).toBe('RESTRICTED');
    expect(autoPayErrorCode([{ code: 'autopay.disconnected' }])).toBe('RESTRICTED');
  });
});

describe('balance and discount', () => {
  const limits = { today: TODAY, time: '12:00', minAmount: 100, maxAmount: 2_500_000, lastFutureDate: '2026-12-21', cutoffTime: '17:00', maxScheduled: 2 };

  it('a balance due comes with a same-day payment of it', () => {
    expect(enrollmentNeedsPayment({ amountDue: 0 })).toBe(false);
    expect(enrollmentNeedsPayment({ amountDue: 1 })).toBe(true);
    expect(enrollmentPayment({ amountDue: 0, limits })).toBeNull();
    expect(enrollmentPayment({ amountDue: 41253, limits })).toEqual({ amount: 41253, paymentDate: TODAY });
  });

  it('cancelling loses the monthly discount of an eligible, enrolled account', () => {
    const autoPay = { enrolled: true, methodId: 'pm_6', debitDay: 3, services: ['CORE' as const], discountCents: 500 };
    expect(discountLostOnCancel({ discountEligible: true, autoPay })).toBe(500);
    expect(discountLostOnCancel({ discountEligible: false, autoPay: { ...autoPay, discountCents: 0 } })).toBe(0);
    expect(discountLostOnCancel({ discountEligible: true, autoPay: { ...autoPay, enrolled: false } })).toBe(0);
  });
});
