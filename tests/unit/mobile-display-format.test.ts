import { describe, expect, it } from 'vitest';
import { deviceName, formatClockTime, formatDataMb } from '../../src/domain/mobile-display-format';

describe('the mobile pages’ figures', () => {
  it('name a device by brand and model, the model alone where it starts with the brand', () => {
    expect(deviceName({ brand: 'Samsung', model: 'Galaxy S24' })).toBe('Samsung Galaxy S24');
    expect(deviceName({ brand: 'Apple', model: 'iPhone 15' })).toBe('Apple iPhone 15');
    expect(deviceName({ brand: 'Apple', model: 'Apple Watch Series 9 (GPS + Cellular)' })).toBe('Apple Watch Series 9 (GPS + Cellular)');
    expect(deviceName({ brand: 'Motorola', model: 'moto g 5G' })).toBe('Motorola moto g 5G');
  });

  it('write data in MB below a GB and in GB to a tenth above, and times on a 12-hour clock', () => {
    expect(formatDataMb(850, 'en')).toBe('850 MB');
    expect(formatDataMb(1024, 'en')).toBe('1 GB');
    expect(formatDataMb(12697, 'es')).toBe('12.4 GB');
    expect(formatClockTime('14:10', 'en')).toBe('2:10 pm');
    expect(formatClockTime('00:05', 'es')).toBe('12:05 a. m.');
  });
});
