import { describe, expect, it } from 'vitest';
import { mobileAutoPayCancelRefusal, mobileAutoPayDropRefusal } from '../../src/domain/mobile-autopay';

// spec billing §5 "Mobile Auto Pay is required": an Auto Pay covering the mobile lines
// is never left without them: not cancelled, and replaced only by one that covers Mobile too
describe('mobileAutoPayDropRefusal, mobileAutoPayCancelRefusal (src/domain/mobile-autopay.ts)', () => {
  const account = (hasMobile: boolean, enrolled: boolean, services: string[]) => ({ hasMobile, autoPay: { enrolled, services } });

  it('refuses a cancel of an Auto Pay that covers Mobile on an account with mobile service, whoever asks', () => {
    expect(mobileAutoPayCancelRefusal(account(true, true, ['CORE', 'MOBILE']))).toBe('autopay.mobileRequired');
    expect(mobileAutoPayCancelRefusal(account(true, true, ['MOBILE']))).toBe('autopay.mobileRequired');
  });

  it('refuses a replacement that leaves Mobile out; one that keeps it may go ahead', () => {
    expect(mobileAutoPayDropRefusal(account(true, true, ['CORE', 'MOBILE']), ['CORE'])).toBe('autopay.mobileRequired');
    expect(mobileAutoPayDropRefusal(account(true, true, ['MOBILE']), [])).toBe('autopay.mobileRequired');
    expect(mobileAutoPayDropRefusal(account(true, true, ['CORE', 'MOBILE']), ['CORE', 'MOBILE'])).toBeNull();
    expect(mobileAutoPayDropRefusal(account(true, true, ['CORE', 'MOBILE']), ['MOBILE'])).toBeNull();
  });

  it('does not hold an Auto Pay of core services alone, nor one on an account without mobile', () => {
    expect(mobileAutoPayCancelRefusal(account(true, true, ['CORE']))).toBeNull();
    expect(mobileAutoPayCancelRefusal(account(false, true, ['CORE']))).toBeNull();
    // a stale record that lists MOBILE on an account that no longer has it: nothing to protect
    expect(mobileAutoPayCancelRefusal(account(false, true, ['CORE', 'MOBILE']))).toBeNull();
    expect(mobileAutoPayDropRefusal(account(false, true, ['CORE', 'MOBILE']), ['CORE'])).toBeNull();
    expect(mobileAutoPayCancelRefusal(account(true, false, []))).toBeNull();
    // core alone replaced by core alone: Mobile was not covered before either
    expect(mobileAutoPayDropRefusal(account(true, true, ['CORE']), ['CORE'])).toBeNull();
  });
});
