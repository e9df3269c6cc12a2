import { describe, expect, it } from 'vitest';
import { dataNotificationRefusal } from '../../src/domain/mobile-data-notifications';
import { deviceSwapRefusal, Imei, imeiCheckDigit, imeiSwapRefusal, isValidImei, typeAllocationCode } from '../../src/domain/mobile-imei';
import { featureRequestStatusAt, LINE_FEATURES, lineFeatureRefusal, lineFeatureStatusAt } from '../../src/domain/mobile-line-features';
import { LineNickname } from '../../src/domain/mobile-line-nickname';
import { usageForecast } from '../../src/domain/mobile-usage-forecast';
import { USAGE_CRITICAL_PERCENT, USAGE_STATES, USAGE_WARNING_PERCENT, usageState, usageStateRank } from '../../src/domain/mobile-usage-state';
import { mobileRefusal } from '../../src/domain/roles';

// IMEIs are built at run time: a Luhn-valid 15-digit run in a tracked file reads as a card number to the leak scanner
const imei = (first14: string) => first14 + imeiCheckDigit(first14);

describe('line nickname', () => {
  it('keeps a trimmed name of 1 to 30 allowed characters', () => {
    expect(LineNickname.parse("  O'Neil & Sons (van 2) - Jo.  ")).toBe("O'Neil & Sons (van 2) - Jo.");
    expect(LineNickname.parse('Año 2, Cañón')).toBe('Año 2, Cañón');
  });
  it('refuses empty, long and other characters with their codes', () => {
    const code = (v: string) => LineNickname.safeParse(v).error?.issues[0]?.message;
    expect(code('   ')).toBe('lineNickname.required');
    expect(code('x'.repeat(31))).toBe('lineNickname.tooLong');
    expect(code('x'.repeat(30))).toBeUndefined();
    expect(code('Van #2')).toBe('lineNickname.characters');
    expect(code('a\u0007b')).toBe('text.characters');
  });
});

describe('IMEI for a device swap', () => {
  it('checks 15 digits with a Luhn check digit', () => {
    // 49015420323751 is the 3GPP example: its check digit is 8
    expect(imeiCheckDigit('49015420323751')).toBe('8');
    const valid = imei('35391766000001');
    expect(isValidImei(valid)).toBe(true);
    expect(Imei.parse(`${valid.slice(0, 5)} ${valid.slice(5, 10)}-${valid.slice(10)}`)).toBe(valid);
    const wrong = valid.slice(0, 14) + String((Number(valid[14]) + 1) % 10);
    expect(Imei.safeParse(wrong).error?.issues[0]?.message).toBe('imei.checkDigit');
    expect(Imei.safeParse('1234').error?.issues[0]?.message).toBe('imei.format');
    expect(Imei.safeParse('35391766000001a').error?.issues[0]?.message).toBe('imei.format');
  });
  it('refuses a device already on the account', () => {
    const valid = imei('35391766000002');
    expect(imeiSwapRefusal(valid, [valid])).toBe('imei.alreadyOnAccount');
    expect(imeiSwapRefusal(valid, [imei('35391766000003')])).toBeNull();
  });
});

describe('data-usage notifications', () => {
  const options = [50, 75, 90].map((value) => ({ value, label: `${value}%` }));
  it('takes a threshold from the tier options only', () => {
    expect(dataNotificationRefusal({ dataNotificationEnabled: true, dataNotificationsThreshold: 75 }, options)).toBeNull();
    expect(dataNotificationRefusal({ dataNotificationEnabled: false, dataNotificationsThreshold: 60 }, options)).toBe('dataNotifications.threshold');
  });
});

describe('line feature change', () => {
  const active = { status: 'ACTIVE' };
  it('names the four features a line can have', () => {
    expect(LINE_FEATURES).toEqual(['INTERNATIONAL_ROAMING', 'MOBILE_HOTSPOT', 'INTERNATIONAL_LONG_DISTANCE', 'PREMIUM_MESSAGING_BLOCK']);
  });
  it('is allowed on an active line, an eligible feature, a different state, nothing pending', () => {
    expect(lineFeatureRefusal(active, 'DISABLED', 'ENABLED', false)).toBeNull();
    expect(lineFeatureRefusal({ status: 'SUSPENDED' }, 'DISABLED', 'ENABLED', false)).toBe('lineFeature.lineNotActive');
    expect(lineFeatureRefusal(active, 'INELIGIBLE', 'ENABLED', false)).toBe('lineFeature.ineligible');
    expect(lineFeatureRefusal(active, 'ENABLED', 'ENABLED', false)).toBe('lineFeature.unchanged');
    expect(lineFeatureRefusal(active, 'DISABLED', 'ENABLED', true)).toBe('lineFeature.pending');
  });
  it('is pending until its instant on the server clock, then done or failed', () => {
    const at = '2026-11-21T10:00:05.000Z';
    const request = { feature: 'MOBILE_HOTSPOT' as const, requestedStatus: 'ENABLED' as const, completesAt: at, failureReason: null };
    expect(featureRequestStatusAt(request, new Date('2026-11-21T10:00:04.999Z'))).toBe('PENDING');
    expect(featureRequestStatusAt(request, new Date(at))).toBe('COMPLETED');
    expect(featureRequestStatusAt({ ...request, failureReason: 'NETWORK_REJECTED' }, new Date(at))).toBe('FAILED');
    expect(lineFeatureStatusAt('DISABLED', [request], new Date('2026-11-21T10:00:00Z'))).toBe('DISABLED');
    expect(lineFeatureStatusAt('DISABLED', [request], new Date(at))).toBe('ENABLED');
    expect(lineFeatureStatusAt('DISABLED', [{ ...request, failureReason: 'x' }], new Date(at))).toBe('DISABLED');
  });
});

describe('usage state', () => {
  const gb = 1024;
  const base = { allowanceMb: 100 * gb, throttleLimitMb: null, throttled: false };
  it('goes normal, warning from 75%, critical from 90%, over past 100%, throttled above all', () => {
    expect(usageState({ ...base, usedMb: 74 * gb })).toBe('NORMAL');
    expect(usageState({ ...base, usedMb: 75 * gb })).toBe('WARNING');
    expect(usageState({ ...base, usedMb: 90 * gb })).toBe('CRITICAL');
    expect(usageState({ ...base, usedMb: 100 * gb })).toBe('CRITICAL');
    expect(usageState({ ...base, usedMb: 100 * gb + 1 })).toBe('OVER');
    expect(usageState({ ...base, usedMb: 10, throttled: true })).toBe('THROTTLED');
    expect(usageState({ ...base, usedMb: 120 * gb, throttleLimitMb: 120 * gb })).toBe('THROTTLED');
    expect(usageStateRank('THROTTLED')).toBeGreaterThan(usageStateRank('OVER'));
    expect(USAGE_STATES).toEqual(['NORMAL', 'WARNING', 'CRITICAL', 'OVER', 'THROTTLED']);
  });
  it('takes its warning and critical thresholds from the upper data-alert tiers', () => {
    expect([USAGE_WARNING_PERCENT, USAGE_CRITICAL_PERCENT]).toEqual([75, 90]);
  });
});

describe('usage forecast', () => {
  const cycle = { cycleStart: '2026-11-04', cycleEnd: '2026-12-03', overageAmountPerGB: 1000 };
  it('finds the day the pool runs out and the overage by cycle end, per started GB', () => {
    // 10 days elapsed (today counted), 60 GB used: 6 GB a day, 180 GB projected over 30 days
    const f = usageForecast({ ...cycle, usedMb: 60 * 1024, allowanceMb: 100 * 1024, today: '2026-11-13' });
    expect(f.dailyPaceMb).toBe(6 * 1024);
    expect(f.projectedMb).toBe(180 * 1024);
    // 100 / 6 = 16.7 days: the 17th day of the cycle
    expect(f.runsOutOn).toBe('2026-11-20');
    expect(f.projectedOverage).toBe(80 * 1000);
    const partial = usageForecast({ ...cycle, usedMb: 10 * 1024 + 1, allowanceMb: 10 * 1024 * 30 - 1, today: '2026-11-04' });
    expect(partial.projectedOverage).toBe(1000);
  });
  it('answers null and no cost when the pool lasts, today when it is already gone', () => {
    const lasts = usageForecast({ ...cycle, usedMb: 10 * 1024, allowanceMb: 100 * 1024, today: '2026-11-13' });
    expect(lasts).toMatchObject({ runsOutOn: null, projectedOverage: 0 });
    expect(usageForecast({ ...cycle, usedMb: 0, allowanceMb: 100, today: '2026-11-13' })).toMatchObject({ runsOutOn: null, projectedOverage: 0 });
    expect(usageForecast({ ...cycle, usedMb: 200, allowanceMb: 100, today: '2026-11-13' }).runsOutOn).toBe('2026-11-13');
  });
});

describe('who changes mobile settings', () => {
  it('is PRIMARY and ADMIN', () => {
    expect(mobileRefusal('PRIMARY')).toBeNull();
    expect(mobileRefusal('ADMIN')).toBeNull();
    for (const role of ['BILLING', 'STANDARD', 'CHILD'] as const) expect(mobileRefusal(role)).toBe('mobile.adminOnly');
  });
});

describe('device swap', () => {
  const line = { status: 'ACTIVE', type: 'PHONE' };
  const phone = { deviceType: 'PHONE' };
  it('takes a known model of the line’s kind, not on the account, on an active line', () => {
    const valid = imei('35391766000004');
    expect(deviceSwapRefusal(line, valid, [], phone)).toBeNull();
    expect(deviceSwapRefusal({ ...line, status: 'SUSPENDED' }, valid, [], phone)).toBe('deviceSwap.lineNotActive');
    expect(deviceSwapRefusal(line, valid, [valid], phone)).toBe('imei.alreadyOnAccount');
    expect(deviceSwapRefusal(line, valid, [], undefined)).toBe('imei.unknownDevice');
    expect(deviceSwapRefusal(line, valid, [], { deviceType: 'SMARTWATCH' })).toBe('imei.wrongDeviceType');
    expect(typeAllocationCode(valid)).toBe('35391766');
  });
});
