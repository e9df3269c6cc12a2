import { describe, expect, it } from 'vitest';
import { savedMethod } from '../../machines/model/fixtures';
import { cardEditErrors, deleteRefusal, editRefusal, expiryQuestion, scheduledThrough, walletBadges, type WalletMethod } from '../../src/domain/wallet';

// The wallet's rules (src/domain/wallet.ts; spec billing §4, §5 "Edit card"), the same the
// browser's form, the wallet flows and the server's updatePaymentMethod run.

const TODAY = '2026-11-21';
const visa = { type: 'CARD' as const, brand: 'VISA' as const, scheduledThrough: null };
const amex = { type: 'CARD' as const, brand: 'AMEX' as const, scheduledThrough: null };
/** A saved Visa (the models' fixture) with no flag set but those given. */
const method = (flags: Partial<WalletMethod>): WalletMethod => ({ ...savedMethod(TODAY, 'pm_1', 'CARD', 'VISA'), scheduledThrough: null, ...flags });

describe('expiryQuestion (spec billing §4: one question on opening the wallet)', () => {
  it('asks about an expired card before one expiring soon, wherever they are listed; a bank account never', () => {
    const expiring = method({ id: 'pm_2', expiringSoon: true });
    const expired = method({ id: 'pm_3', expired: true });
    expect(expiryQuestion([expiring, expired])).toEqual({ kind: 'expired', methodId: 'pm_3' });
    expect(expiryQuestion([expired, expiring])).toEqual({ kind: 'expired', methodId: 'pm_3' });
    expect(expiryQuestion([method({}), expiring])).toEqual({ kind: 'expiring', methodId: 'pm_2' });
    expect(expiryQuestion([method({})])).toBeNull();
    expect(expiryQuestion([method({ id: 'pm_5', type: 'BANK', expired: true })])).toBeNull();
  });
});

describe('cardEditErrors', () => {
  it('expiry: MMYY, this month accepted, last month past, 20 years out accepted, a month more too far', () => {
    expect(cardEditErrors(visa, { expiry: '1126' }, TODAY)).toEqual({});
    expect(cardEditErrors(visa, { expiry: '1026' }, TODAY)).toEqual({ expiry: 'expiry.past' });
    expect(cardEditErrors(visa, { expiry: '1146' }, TODAY)).toEqual({});
    expect(cardEditErrors(visa, { expiry: '1246' }, TODAY)).toEqual({ expiry: 'expiry.tooFar' });
    for (const bad of ['1326', '0026', '126', '11/26', '']) expect(cardEditErrors(visa, { expiry: bad }, TODAY)).toEqual({ expiry: 'expiry.format' });
  });

  it('a card that would expire before a scheduled payment it backs: refused; the month of the payment accepted', () => {
    const backing = { ...visa, scheduledThrough: '2026-12-15' };
    expect(cardEditErrors(backing, { expiry: '1126' }, TODAY)).toEqual({ expiry: 'expiry.beforeScheduledPayment' });
    expect(cardEditErrors(backing, { expiry: '1226' }, TODAY)).toEqual({});
  });

  it('the Auto Pay card: an expiry before the next draft refused; the draft’s month accepted', () => {
    const autoPayCard = { ...visa, autoPayDraftOn: '2026-12-05' };
    expect(cardEditErrors(autoPayCard, { expiry: '1126' }, TODAY)).toEqual({ expiry: 'expiry.beforeAutoPayDraft' });
    expect(cardEditErrors(autoPayCard, { expiry: '1226' }, TODAY)).toEqual({});
  });

  it('ZIP exactly 5 digits; the CVV optional, 3 digits or 4 for Amex', () => {
    expect(cardEditErrors(visa, { zip: '30301' }, TODAY)).toEqual({});
    for (const bad of ['3030', '303011', '3030a']) expect(cardEditErrors(visa, { zip: bad }, TODAY)).toEqual({ zip: 'zip.format' });
    expect(cardEditErrors(visa, { cvv: '' }, TODAY)).toEqual({});
    expect(cardEditErrors(visa, { cvv: '123' }, TODAY)).toEqual({});
    expect(cardEditErrors(visa, { cvv: '1234' }, TODAY)).toEqual({ cvv: 'cvv.other' });
    expect(cardEditErrors(amex, { cvv: '1234' }, TODAY)).toEqual({});
    expect(cardEditErrors(amex, { cvv: '123' }, TODAY)).toEqual({ cvv: 'cvv.amex' });
    expect(cardEditErrors(visa, { cvv: '12a' }, TODAY)).toEqual({ cvv: 'cvv.format' });
  });

  it('only a card is edited', () => {
    expect(cardEditErrors({ type: 'BANK', brand: null, scheduledThrough: null }, { zip: '30301' }, TODAY)).toEqual({ method: 'method.notEditable' });
    expect(editRefusal({ type: 'BANK' })).toBe('method.notEditable');
    expect(editRefusal({ type: 'CARD' })).toBeNull();
  });
});

describe('the wallet list', () => {
  it('badges: expired or expiring soon, restricted, prepaid, Auto Pay, scheduled payment', () => {
    expect(walletBadges(method({}))).toEqual([]);
    expect(walletBadges(method({ expired: true, expiringSoon: true }))).toEqual(['expired']);
    expect(walletBadges(method({ expiringSoon: true, restricted: true, prepaid: true, usedForAutoPay: true, scheduledThrough: '2026-12-01' }))).toEqual([
      'expiringSoon',
      'restricted',
      'prepaid',
      'autoPay',
      'scheduled',
    ]);
  });

  it('scheduledThrough: the latest SCHEDULED payment of that method', () => {
    const payments = [
      { methodId: 'pm_1', status: 'SCHEDULED', paymentDate: '2026-12-01' },
      { methodId: 'pm_1', status: 'SCHEDULED', paymentDate: '2026-12-10' },
      { methodId: 'pm_1', status: 'SUCCESS', paymentDate: '2026-12-20' },
      { methodId: 'pm_2', status: 'SCHEDULED', paymentDate: '2026-12-21' },
    ];
    expect(scheduledThrough(payments, 'pm_1')).toBe('2026-12-10');
    expect(scheduledThrough(payments, 'pm_3')).toBeNull();
  });

  it('the Auto Pay method cannot be deleted (the roadblock)', () => {
    expect(deleteRefusal({ usedForAutoPay: true })).toBe('method.autoPay');
    expect(deleteRefusal({ usedForAutoPay: false })).toBeNull();
  });
});
