import { describe, expect, it } from 'vitest';
import { restrictionsOf, type PaymentRestrictionType } from '../../src/domain/billing';
import { toValidationIssues } from '../../src/domain/errors';
import { paymentErrorCode, paymentIssues, PaymentRequest, toContractIssues, type PaymentFacts } from '../../src/domain/payment';
import { amountIssue, needsOverpayConfirmation, parseAmountInput, paymentMinimum } from '../../src/domain/payment-amount';
import { formatUsDate, latePaymentIssue, parseUsDate, paymentDateIssue, pendingCoversPastDue, type PaymentDateFacts } from '../../src/domain/payment-date';
import { accountRestrictionIssue, restrictionIssue, savedCardCvvIssue, savedMethodIssue } from '../../src/domain/payment-method';
import { paymentRestoresService, restorationInstant } from '../../src/domain/service-state';
import { testCards } from '../support/cards';

// The pure rules of the one-time payment (spec billing §4, §5), as the form and the server use them.

const TODAY = '2026-11-21';

describe('amount', () => {
  const range = { min: 100, max: 2_500_000 };
  it('is a positive whole number of cents within the range', () => {
    expect(amountIssue(99, range)).toEqual({ code: 'amount.range', min: 100, max: 2_500_000 });
    expect(amountIssue(100, range)).toBeNull();
    expect(amountIssue(2_500_000, range)).toBeNull();
    expect(amountIssue(2_500_001, range)).toEqual({ code: 'amount.range', min: 100, max: 2_500_000 });
    for (const bad of [0, -1, 1.5, Number.NaN, '100', null]) expect(amountIssue(bad, range)).toEqual({ code: 'amount.invalid' });
  });

  it('minimum: $1.00, or for a soft-disconnected account the past due still owed, never above the maximum', () => {
    expect(paymentMinimum(100, 2_500_000, { softDisconnected: false, pastDueAmount: 52252, pendingPaymentAmount: 0 })).toBe(100);
    expect(paymentMinimum(100, 2_500_000, { softDisconnected: true, pastDueAmount: 52252, pendingPaymentAmount: 0 })).toBe(52252);
    expect(paymentMinimum(100, 2_500_000, { softDisconnected: true, pastDueAmount: 52252, pendingPaymentAmount: 2252 })).toBe(50000);
    expect(paymentMinimum(100, 2_500_000, { softDisconnected: true, pastDueAmount: 52252, pendingPaymentAmount: 52252 })).toBe(100);
    expect(paymentMinimum(100, 2_500_000, { softDisconnected: true, pastDueAmount: 3_000_000, pendingPaymentAmount: 0 })).toBe(2_500_000);
  });

  it('overpaying is more than the amount due', () => {
    expect(needsOverpayConfirmation(41253, 41253)).toBe(false);
    expect(needsOverpayConfirmation(41254, 41253)).toBe(true);
    expect(needsOverpayConfirmation(1, 0)).toBe(true);
  });

  it('reads what a person types as cents', () => {
    expect(parseAmountInput('$1,234.5')).toBe(123450);
    expect(parseAmountInput('12')).toBe(1200);
    expect(parseAmountInput('0.99')).toBe(99);
    expect(parseAmountInput('.5')).toBe(50);
    for (const bad of ['', '.', '1.234', '-5', '12a', '1 000']) expect(parseAmountInput(bad)).toBeNull();
  });
});

describe('date', () => {
  const facts = (over: Partial<PaymentDateFacts> = {}): PaymentDateFacts => ({
    today: TODAY,
    time: '10:00',
    lastFutureDate: '2026-12-21',
    cutoffTime: '17:00',
    maxScheduled: 2,
    scheduledCount: 0,
    pastDueAmount: 0,
    pendingPaymentAmount: 0,
    accountStatus: 'ACTIVE',
    softDisconnected: false,
    ...over,
  });

  it('parses MM/DD/YY and refuses impossible days', () => {
    expect(parseUsDate('12/05/26')).toBe('2026-12-05');
    expect(parseUsDate('02/29/28')).toBe('2028-02-29');
    for (const bad of ['02/29/27', '13/01/26', '00/10/26', '12/32/26', '2026-12-05', '1/5/26', '']) expect(parseUsDate(bad)).toBeNull();
    expect(formatUsDate('2026-12-05')).toBe('12/05/26');
  });

  it('today through the last future date', () => {
    expect(paymentDateIssue('2026-11-20', facts())).toBe('date.past');
    expect(paymentDateIssue(TODAY, facts())).toBeNull();
    expect(paymentDateIssue('2026-12-21', facts())).toBeNull();
    expect(paymentDateIssue('2026-12-22', facts())).toBe('date.tooFar');
    for (const bad of ['2026-02-30', '2026-13-01', '', 'tomorrow']) expect(paymentDateIssue(bad, facts())).toBe('date.invalid');
  });

  it('tomorrow closes at the cut-off; later days do not', () => {
    expect(paymentDateIssue('2026-11-22', facts({ time: '16:59' }))).toBeNull();
    expect(paymentDateIssue('2026-11-22', facts({ time: '17:00' }))).toBe('date.afterCutoff');
    expect(paymentDateIssue('2026-11-23', facts({ time: '23:59' }))).toBeNull();
    expect(paymentDateIssue(TODAY, facts({ time: '23:59' }))).toBeNull();
  });

  it('at most two future-dated payments', () => {
    expect(paymentDateIssue('2026-11-25', facts({ scheduledCount: 1 }))).toBeNull();
    expect(paymentDateIssue('2026-11-25', facts({ scheduledCount: 2 }))).toBe('date.maxScheduled');
    expect(paymentDateIssue(TODAY, facts({ scheduledCount: 2 }))).toBeNull();
  });

  it('a past due left, or an inactive account, forces today; a pending payment covering the past due blocks scheduling', () => {
    expect(paymentDateIssue('2026-11-25', facts({ pastDueAmount: 1 }))).toBe('date.mustPayToday');
    expect(paymentDateIssue('2026-11-25', facts({ accountStatus: 'TEMPORARILY_DEACTIVATED' }))).toBe('date.mustPayToday');
    expect(paymentDateIssue('2026-11-25', facts({ softDisconnected: true }))).toBe('date.mustPayToday');
    expect(paymentDateIssue('2026-11-25', facts({ pastDueAmount: 500, pendingPaymentAmount: 499 }))).toBe('date.mustPayToday');
    expect(paymentDateIssue('2026-11-25', facts({ pastDueAmount: 500, pendingPaymentAmount: 500 }))).toBe('date.pendingCoversPastDue');
    expect(pendingCoversPastDue({ pastDueAmount: 0, pendingPaymentAmount: 500 })).toBe(false);
    expect(paymentDateIssue(TODAY, facts({ pastDueAmount: 500 }))).toBeNull();
  });
  it('a date after the due date, while something is due, is late (said, not refused: the date itself is allowed)', () => {
    const bill = { dueDate: '2026-12-05', amountDue: 41253 };
    expect(latePaymentIssue('2026-12-05', bill)).toBeNull();
    expect(latePaymentIssue('2026-12-04', bill)).toBeNull();
    expect(latePaymentIssue('2026-12-06', bill)).toBe('date.late');
    expect(latePaymentIssue('2026-12-06', { ...bill, amountDue: 0 })).toBeNull();
    expect(paymentDateIssue('2026-12-06', facts())).toBeNull();
  });
});

describe('method', () => {
  it('restrictions name themselves', () => {
    expect(restrictionIssue('CARD', 'NO_CARDS')).toEqual({ code: 'method.restricted', restriction: 'NO_CARDS' });
    expect(restrictionIssue('BANK', 'NO_CARDS')).toBeNull();
    expect(restrictionIssue('BANK', 'NO_BANK')).toEqual({ code: 'method.restricted', restriction: 'NO_BANK' });
    expect(accountRestrictionIssue('NO_ONLINE')).toEqual({ code: 'method.restricted', restriction: 'NO_ONLINE' });
    expect(accountRestrictionIssue('NO_CARDS_NO_BANK')).toEqual({ code: 'method.restricted', restriction: 'NO_CARDS_NO_BANK' });
    expect(accountRestrictionIssue('NO_CARDS')).toBeNull();
  });

  it('an expired card is refused, one expiring before the payment date too; expiring soon is fine', () => {
    expect(savedMethodIssue({ type: 'CARD', expiry: '1026' }, TODAY, TODAY)).toBe('method.expired');
    expect(savedMethodIssue({ type: 'CARD', expiry: '1126' }, TODAY, '2026-11-30')).toBeNull();
    expect(savedMethodIssue({ type: 'CARD', expiry: '1126' }, TODAY, '2026-12-01')).toBe('expiry.beforePaymentDate');
    expect(savedMethodIssue({ type: 'BANK', expiry: null }, TODAY, '2026-12-01')).toBeNull();
  });

  it('CVV of a saved card: required, 4 digits for Amex, 3 otherwise', () => {
    expect(savedCardCvvIssue('VISA', undefined)).toBe('cvv.required');
    expect(savedCardCvvIssue('VISA', '123')).toBeNull();
    expect(savedCardCvvIssue('VISA', '1234')).toBe('cvv.other');
    expect(savedCardCvvIssue('AMEX', '123')).toBe('cvv.amex');
    expect(savedCardCvvIssue('AMEX', '1234')).toBeNull();
    expect(savedCardCvvIssue('AMEX', '12a4')).toBe('cvv.format');
  });
});

describe('service restoration (spec billing §4; its effective state: service-state.test.ts)', () => {
  it('comes from a payment today that leaves no past due', () => {
    const owing = { softDisconnected: true, pastDueAmount: 52252, pendingPaymentAmount: 2252 };
    expect(paymentRestoresService(owing, 50000, TODAY, TODAY)).toBe(true);
    expect(paymentRestoresService(owing, 49999, TODAY, TODAY)).toBe(false);
    expect(paymentRestoresService(owing, 50000, '2026-11-22', TODAY)).toBe(false);
    expect(paymentRestoresService({ ...owing, softDisconnected: false }, 50000, TODAY, TODAY)).toBe(false);
    expect(restorationInstant(new Date('2026-11-21T15:00:00Z'), 5)).toBe('2026-11-21T15:05:00.000Z');
  });
});

describe('the request and all its rules together', () => {
  const facts = (over: { restriction?: PaymentRestrictionType; savedMethod?: PaymentFacts['savedMethod']; softDisconnected?: boolean } = {}): PaymentFacts => ({
    billing: {
      amountDue: 41253,
      pastDueAmount: over.softDisconnected ? 30000 : 0,
      pendingPaymentAmount: 0,
      accountStatus: 'ACTIVE',
      softDisconnected: over.softDisconnected ?? false,
      restrictions: restrictionsOf(over.restriction ?? 'NONE'),
      limits: { today: TODAY, time: '12:00', minAmount: 100, maxAmount: 2_500_000, lastFutureDate: '2026-12-21', cutoffTime: '17:00', maxScheduled: 2 },
    },
    time: '10:00',
    scheduledCount: 0,
    savedMethod: over.savedMethod ?? null,
    linkedAccount: null,
    mobile: null,
  });
  const card = (extra: Record<string, unknown> = {}) => ({
    card: { number: testCards.amex(), nameOnCard: 'Pat Owner', expiry: '1230', zip: '11217', cvv: '1234', ...extra },
  });
  const parse = (body: unknown) => PaymentRequest.parse(body);

  it('checks the shape strictly, one method, codes as messages', () => {
    const result = PaymentRequest.safeParse({ amount: 1.5, paymentDate: '12/05/26', method: { ...card(), savedMethodId: 'pm_1' }, extra: 1 });
    expect(result.success).toBe(false);
    const issues = toValidationIssues(result.error!);
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toMatchObject({
      amount: 'amount.invalid',
      paymentDate: 'date.invalid',
      extra: 'Unknown field "extra"',
    });
    expect(PaymentRequest.safeParse({ amount: 100, paymentDate: TODAY, method: { linkedBankId: 'lnk_1' } }).success).toBe(false);
    expect(parse({ amount: 100, paymentDate: TODAY, method: { linkedBankId: 'lnk_1', accountId: 'lba_1' } }).method).toEqual({
      kind: 'linked',
      linkedBankId: 'lnk_1',
      accountId: 'lba_1',
    });
    expect(parse({ amount: 100, paymentDate: TODAY, method: card() }).method).toMatchObject({ kind: 'card', card: { save: false } });
  });

  it('a valid new Amex card today has no issues; its CVV and expiry are checked by the card rules', () => {
    expect(paymentIssues(parse({ amount: 5000, paymentDate: TODAY, method: card() }), facts())).toEqual([]);
    expect(paymentIssues(parse({ amount: 5000, paymentDate: TODAY, method: card({ cvv: '123' }) }), facts())).toEqual([
      { path: ['method', 'card', 'cvv'], code: 'cvv.amex' },
    ]);
    expect(paymentIssues(parse({ amount: 5000, paymentDate: '2026-12-10', method: card({ expiry: '1126' }) }), facts())).toEqual([
      { path: ['method', 'card', 'expiry'], code: 'expiry.beforePaymentDate' },
    ]);
  });

  it('reports one issue per field and picks the contract code', () => {
    const issues = paymentIssues(parse({ amount: 50, paymentDate: '2026-11-20', method: { savedMethodId: 'pm_x' } }), facts());
    expect(issues).toEqual([
      { path: ['amount'], code: 'amount.range', min: 100, max: 2_500_000 },
      { path: ['paymentDate'], code: 'date.past' },
      { path: ['method', 'savedMethodId'], code: 'method.notFound' },
    ]);
    expect(paymentErrorCode(issues)).toBe('VALIDATION_FAILED');
    expect(toContractIssues(issues)[0]).toEqual({ path: ['amount'], code: 'custom', message: 'amount.range', params: { min: 100, max: 2_500_000 } });
  });

  it('restrictions first, the scheduling limit last', () => {
    const restricted = paymentIssues(parse({ amount: 50, paymentDate: TODAY, method: card() }), facts({ restriction: 'NO_CARDS' }));
    expect(paymentErrorCode(restricted)).toBe('RESTRICTED');
    expect(toContractIssues(restricted).find((i) => i.message === 'method.restricted')?.code).toBe('NO_CARDS');
    const limited = paymentIssues(parse({ amount: 5000, paymentDate: '2026-11-25', method: card() }), { ...facts(), scheduledCount: 2 });
    expect(limited).toEqual([{ path: ['paymentDate'], code: 'date.maxScheduled' }]);
    expect(paymentErrorCode(limited)).toBe('LIMIT_REACHED');
    expect(paymentErrorCode([])).toBeNull();
  });

  it('a soft-disconnected account pays at least its past due', () => {
    expect(paymentIssues(parse({ amount: 29999, paymentDate: TODAY, method: card() }), facts({ softDisconnected: true }))).toEqual([
      { path: ['amount'], code: 'amount.range', min: 30000, max: 2_500_000 },
    ]);
    expect(paymentIssues(parse({ amount: 30000, paymentDate: TODAY, method: card() }), facts({ softDisconnected: true }))).toEqual([]);
  });

  it('a saved card needs its CVV; a bank account takes none', () => {
    const visa = { type: 'CARD' as const, brand: 'VISA' as const, expiry: '1230' };
    expect(paymentIssues(parse({ amount: 5000, paymentDate: TODAY, method: { savedMethodId: 'pm_1' } }), facts({ savedMethod: visa }))).toEqual([
      { path: ['cvv'], code: 'cvv.required' },
    ]);
    const checking = { type: 'BANK' as const, brand: null, expiry: null };
    expect(paymentIssues(parse({ amount: 5000, paymentDate: TODAY, method: { savedMethodId: 'pm_5' }, cvv: '123' }), facts({ savedMethod: checking }))).toEqual(
      [{ path: ['cvv'], code: 'cvv.notExpected' }],
    );
  });
});
