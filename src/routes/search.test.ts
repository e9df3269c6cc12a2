import { describe, expect, it } from 'vitest';
import { validateBillingHomeSearch, validateLoginSearch, validatePayBillSearch, validateSummarySearch } from './search';

describe('search params (validated with zod, the rest dropped)', () => {
  it('/billing/pay-bill takes open = otp, ap, fdp or bd', () => {
    for (const open of ['otp', 'ap', 'fdp', 'bd']) expect(validatePayBillSearch({ open })).toEqual({ open });
  });

  it('/billing takes a scheduled payment id to point at, nothing else', () => {
    expect(validateBillingHomeSearch({ scheduled: 'pay_74' })).toEqual({ scheduled: 'pay_74' });
    for (const scheduled of ['74', 'pay_', 'pay_7x', 'pm_1', 7, '<b>']) expect(validateBillingHomeSearch({ scheduled })).toEqual({});
    expect(validateBillingHomeSearch({ other: 'x' })).toEqual({});
  });

  it('/billing/pay-bill drops any other open, and unknown params', () => {
    expect(validatePayBillSearch({ open: 'OTP' })).toEqual({});
    expect(validatePayBillSearch({ open: 'pay' })).toEqual({});
    expect(validatePayBillSearch({ open: 1 })).toEqual({});
    expect(validatePayBillSearch({ open: 'ap', amount: 5 })).toEqual({ open: 'ap' });
  });

  it('/login keeps only a local targetUrl', () => {
    expect(validateLoginSearch({ targetUrl: '/billing/pay-bill?open=otp' })).toEqual({ targetUrl: '/billing/pay-bill?open=otp' });
    expect(validateLoginSearch({ targetUrl: 'https://evil.example/' })).toEqual({});
    expect(validateLoginSearch({ targetUrl: '//evil.example/' })).toEqual({});
    expect(validateLoginSearch({ targetUrl: '/\\evil.example/' })).toEqual({});
    expect(validateLoginSearch({ targetUrl: 'account-summary' })).toEqual({});
  });

  it('/login?loggedOut=true is a boolean', () => {
    expect(validateLoginSearch({ loggedOut: true })).toEqual({ loggedOut: true });
    expect(validateLoginSearch({ loggedOut: 'yes' })).toEqual({});
  });

  it('/account-summary takes only the known access notices', () => {
    expect(validateSummarySearch({ notice: 'no-billing-access' })).toEqual({ notice: 'no-billing-access' });
    expect(validateSummarySearch({ notice: 'anything' })).toEqual({});
  });
});
