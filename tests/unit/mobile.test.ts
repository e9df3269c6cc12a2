import { describe, expect, it } from 'vitest';
import { percentPaid } from '../../src/domain/mobile';

describe('mobile device financing (spec platform §3, billing §2 mobile devices balance)', () => {
  it('says how much of the device is paid, in whole percent', () => {
    expect(percentPaid({ price: 82800, remainingBalance: 48300 })).toBe(42);
    expect(percentPaid({ price: 82800, remainingBalance: 82800 })).toBe(0);
    expect(percentPaid({ price: 82800, remainingBalance: 0 })).toBe(100);
    expect(percentPaid({ price: 0, remainingBalance: 0 })).toBe(100);
  });
});
