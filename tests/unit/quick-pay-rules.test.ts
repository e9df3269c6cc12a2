import { quickPayShown } from '../../src/domain/quick-pay-shown';
import { describe, expect, it } from 'vitest';
import { acmeOn } from '../../machines/model/fixtures';
import { quickPayFallback } from '../../src/domain/quick-pay';

// Quick pay pays one balance in one confirmation; where a rule of the payment needs a choice, it
// hands over to the full flow (src/domain/quick-pay.ts). A fixed day: the rule reads no clock.
describe('quick pay', () => {
  const acme = { ...acmeOn('2026-11-23'), defaultMethodId: 'pm_4' };
  const mobile = { amountDue: 8500, pastDue: 0, dueDate: '2026-12-05', minAmount: 100 };

  it('pays a single balance due itself', () => {
    expect(quickPayFallback(acme)).toBeNull();
    expect(quickPayFallback({ ...acme, mobile: null })).toBeNull();
  });

  it('sends an account with a mobile balance due too to the full flow, which asks which to pay (spec billing §2)', () => {
    expect(quickPayFallback({ ...acme, mobile })).toBe('quickPay.twoBalances');
    // a mobile balance with nothing due asks nothing
    expect(quickPayFallback({ ...acme, mobile: { ...mobile, amountDue: 0 } })).toBeNull();
  });
});

describe('quickPayShown: when the summary shows the quick pay card', () => {
  const place = { canPay: true, billingSuppressed: false, totalAmountDue: 12_000 };
  it('shows it while something is due, to a user who pays, on an account billed here', () => {
    expect(quickPayShown(place, false)).toBe(true);
    expect(quickPayShown({ ...place, totalAmountDue: 0 }, false)).toBe(false);
    expect(quickPayShown({ ...place, canPay: false }, false)).toBe(false);
    expect(quickPayShown({ ...place, billingSuppressed: true }, false)).toBe(false);
  });
  it('keeps it once shown, when the summary read after the payment has nothing due', () => {
    expect(quickPayShown({ ...place, totalAmountDue: 0 }, true)).toBe(true);
    expect(quickPayShown({ ...place, totalAmountDue: 0, canPay: false }, true)).toBe(false);
  });
});
