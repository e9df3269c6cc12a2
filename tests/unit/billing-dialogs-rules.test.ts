import { describe, expect, it } from 'vitest';
import { autoPayMethodIssue } from '../../src/domain/autopay';
import { mobileAutoPayMethodIssue, mobileAutoPayMissing } from '../../src/domain/mobile-autopay';
import { DismissNoticeInput, isNoticeOpen, knownNotices, withDismissed } from '../../src/domain/notices';

// the billing dialogs' dismissals, and the Mobile Auto Pay rules (spec billing §2, §5, §9)

describe('billing dialogs (src/domain/notices.ts)', () => {
  it('a dismissal adds the notice once, in the stored order', () => {
    expect(withDismissed([], 'billingDisclosures')).toEqual(['billingDisclosures']);
    expect(withDismissed(['billingDisclosures'], 'billingNews')).toEqual(['billingNews', 'billingDisclosures']);
    expect(withDismissed(['billingNews'], 'billingNews')).toEqual(['billingNews']);
  });

  it('a notice stands out until this person dismissed it', () => {
    expect(isNoticeOpen('billingNews', [])).toBe(true);
    expect(isNoticeOpen('billingNews', ['billingDisclosures'])).toBe(true);
    expect(isNoticeOpen('billingNews', ['billingNews'])).toBe(false);
  });

  it('a stored list counts only the notices the portal knows', () => {
    expect(knownNotices(undefined)).toEqual([]);
    expect(knownNotices(['retired', 'billingDisclosures', 'billingNews'])).toEqual(['billingNews', 'billingDisclosures']);
  });

  it('the input is one known notice and nothing else', () => {
    expect(DismissNoticeInput.safeParse({ notice: 'billingNews' }).success).toBe(true);
    expect(DismissNoticeInput.safeParse({ notice: 'other' }).success).toBe(false);
    expect(DismissNoticeInput.safeParse({}).success).toBe(false);
    expect(DismissNoticeInput.safeParse({ notice: 'billingNews', userId: 'usr_2' }).success).toBe(false);
  });
});

describe('Mobile Auto Pay (src/domain/mobile-autopay.ts)', () => {
  it('takes a card, never a bank account, once Mobile is covered', () => {
    expect(mobileAutoPayMethodIssue('BANK', ['MOBILE'])).toBe('method.mobileNoBank');
    expect(mobileAutoPayMethodIssue('BANK', ['CORE', 'MOBILE'])).toBe('method.mobileNoBank');
    expect(mobileAutoPayMethodIssue('BANK', ['CORE'])).toBeNull();
    expect(mobileAutoPayMethodIssue('CARD', ['CORE', 'MOBILE'])).toBeNull();
    // the Auto Pay method rule the server and the steps run is this one
    const checking = { type: 'BANK' as const, prepaid: false, expiry: null };
    expect(autoPayMethodIssue(checking, ['MOBILE'], 'NONE', '2026-11-23')).toBe('method.mobileNoBank');
    expect(autoPayMethodIssue(checking, ['CORE'], 'NONE', '2026-11-23')).toBeNull();
  });

  it('is required where the account has mobile: missing until Auto Pay covers Mobile', () => {
    const autoPay = (enrolled: boolean, services: string[]) => ({ enrolled, services });
    expect(mobileAutoPayMissing({ hasMobile: true, autoPay: autoPay(false, []) })).toBe(true);
    expect(mobileAutoPayMissing({ hasMobile: true, autoPay: autoPay(true, ['CORE']) })).toBe(true);
    expect(mobileAutoPayMissing({ hasMobile: true, autoPay: autoPay(true, ['CORE', 'MOBILE']) })).toBe(false);
    expect(mobileAutoPayMissing({ hasMobile: false, autoPay: autoPay(false, []) })).toBe(false);
  });
});
