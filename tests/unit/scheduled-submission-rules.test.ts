import { describe, expect, it } from 'vitest';
import { isDueOn, submissionFailure } from '../../src/domain/scheduled-payment';

// src/domain/scheduled-payment.ts: which scheduled payments are due on a day, and why one cannot be submitted.
describe('isDueOn', () => {
  it('a SCHEDULED payment is due from its day on, not the day before; other statuses never', () => {
    expect(isDueOn({ status: 'SCHEDULED', paymentDate: '2026-11-28' }, '2026-11-27')).toBe(false);
    expect(isDueOn({ status: 'SCHEDULED', paymentDate: '2026-11-28' }, '2026-11-28')).toBe(true);
    expect(isDueOn({ status: 'SCHEDULED', paymentDate: '2026-11-28' }, '2026-12-01')).toBe(true);
    for (const status of ['SUCCESS', 'PENDING', 'CANCELLED', 'FAILED']) expect(isDueOn({ status, paymentDate: '2026-11-28' }, '2026-11-28')).toBe(false);
  });
});

describe('submissionFailure', () => {
  const due = { methodId: 'pm_1', paymentDate: '2026-11-30' };
  it('a saved method deleted since: METHOD_REMOVED; one not saved (its own token) goes ahead', () => {
    expect(submissionFailure(due, undefined)).toBe('METHOD_REMOVED');
    expect(submissionFailure({ ...due, methodId: null }, undefined)).toBeNull();
  });
  it("a card valid through the payment's day goes ahead; one whose last day is before it: CARD_EXPIRED; a bank account has no expiry", () => {
    expect(submissionFailure(due, { type: 'CARD', expiry: '1126' })).toBeNull();
    expect(submissionFailure({ ...due, paymentDate: '2026-12-01' }, { type: 'CARD', expiry: '1126' })).toBe('CARD_EXPIRED');
    expect(submissionFailure(due, { type: 'BANK', expiry: null })).toBeNull();
  });
});
