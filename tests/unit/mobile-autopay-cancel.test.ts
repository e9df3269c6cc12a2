import { describe, expect, it } from 'vitest';
import { mobileAutoPayCancelRefusal } from '../../src/domain/mobile-autopay';

// issue 16, spec billing §5 "Mobile Auto Pay is required": an Auto Pay covering the mobile lines
// may be replaced (the change of method's cancel) but not cancelled outright
describe('mobileAutoPayCancelRefusal (src/domain/mobile-autopay.ts)', () => {
  const account = (hasMobile: boolean, enrolled: boolean, services: string[]) => ({ hasMobile, autoPay: { enrolled, services } });

  it('refuses a plain cancel of an Auto Pay that covers Mobile on an account with mobile service', () => {
    expect(mobileAutoPayCancelRefusal(account(true, true, ['CORE', 'MOBILE']), false)).toBe('autopay.mobileRequired');
    expect(mobileAutoPayCancelRefusal(account(true, true, ['MOBILE']), false)).toBe('autopay.mobileRequired');
  });

  it('lets the change of method replace it', () => {
    expect(mobileAutoPayCancelRefusal(account(true, true, ['CORE', 'MOBILE']), true)).toBeNull();
  });

  it('does not hold an Auto Pay of core services alone, nor one on an account without mobile', () => {
    expect(mobileAutoPayCancelRefusal(account(true, true, ['CORE']), false)).toBeNull();
    expect(mobileAutoPayCancelRefusal(account(false, true, ['CORE']), false)).toBeNull();
    // a stale record that lists MOBILE on an account that no longer has it: nothing to protect
    expect(mobileAutoPayCancelRefusal(account(false, true, ['CORE', 'MOBILE']), false)).toBeNull();
    expect(mobileAutoPayCancelRefusal(account(true, false, []), false)).toBeNull();
  });
});
