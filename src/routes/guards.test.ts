import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { aProfile } from '../../tests/support/profiles';
import { billingAccessGuard, enforce, flagGuard, servicesGuard, voiceGuard, mobileGuard } from './guards';

const profile = aProfile;

function redirectOf(fn: () => void): { to?: string; search?: unknown } | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return { to: e.options.to as string, search: e.options.search };
  }
}

describe('route guards', () => {
  it('billing access: PRIMARY and ADMIN pass; BILLING, STANDARD and CHILD go to the summary with a notice', () => {
    expect(redirectOf(() => enforce(profile({ role: 'PRIMARY' }), [billingAccessGuard]))).toBeNull();
    expect(redirectOf(() => enforce(profile({ role: 'ADMIN' }), [billingAccessGuard]))).toBeNull();
    for (const role of ['BILLING', 'STANDARD', 'CHILD'] as const) {
      expect(redirectOf(() => enforce(profile({ role }), [billingAccessGuard]))).toEqual({
        to: '/account-summary',
        search: { notice: 'no-billing-access' },
      });
    }
  });

  it('a feature flag that is off, or a missing service, is a 404', () => {
    const securitySuiteOff = { ...profile().featureFlags, securitySuite: false };
    expect(redirectOf(() => enforce(profile({ featureFlags: securitySuiteOff }), [flagGuard('securitySuite')]))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => enforce(profile(), [flagGuard('voice')]))).toBeNull();
    expect(redirectOf(() => enforce(profile({ hasServices: false }), [servicesGuard]))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => enforce(profile({ hasVoice: false }), [voiceGuard]))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => enforce(profile({ hasMobile: false }), [servicesGuard, mobileGuard]))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => enforce(profile({ hasMobile: true }), [servicesGuard, mobileGuard]))).toBeNull();
  });

  it('the first refusal wins', () => {
    expect(redirectOf(() => enforce(profile({ role: 'STANDARD', hasServices: false }), [servicesGuard, billingAccessGuard]))).toMatchObject({ to: '/404' });
  });
});
