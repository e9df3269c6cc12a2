import { describe, expect, it } from 'vitest';
import { addDaysInZone, dateInZone, instantInZone, timeInZone, wallClockInZone } from '../../src/domain/dates';

// The business time zone's wall clock (America/New_York: EST -5 h, EDT -4 h; in 2027 DST
// begins Mar 14 at 02:00 and ends Nov 7 at 02:00).

const NY = 'America/New_York';
const iso = (d: Date) => d.toISOString();

describe('wall clock in a time zone', () => {
  it('reads the date and time people there see, which near midnight is another UTC date', () => {
    expect(wallClockInZone(new Date('2026-12-31T04:59:00.250Z'), NY)).toEqual({ date: '2026-12-30', time: '23:59:00.250' });
    expect(wallClockInZone(new Date('2027-07-01T04:00:00Z'), NY)).toEqual({ date: '2027-07-01', time: '00:00:00.000' });
    expect(dateInZone(new Date('2026-12-31T04:59:00Z'), NY)).toBe('2026-12-30');
    expect(timeInZone(new Date('2026-12-31T04:59:00Z'), NY)).toBe('23:59');
  });

  it('finds the instant of a wall time, in winter and in summer', () => {
    expect(iso(instantInZone('2027-01-15', '17:00', NY))).toBe('2027-01-15T22:00:00.000Z');
    expect(iso(instantInZone('2027-07-15', '17:00', NY))).toBe('2027-07-15T21:00:00.000Z');
    expect(iso(instantInZone('2026-11-21', '23:59:59.999', NY))).toBe('2026-11-22T04:59:59.999Z');
    expect(iso(instantInZone('2028-02-29', '12:00', NY))).toBe('2028-02-29T17:00:00.000Z');
  });

  it('reads a wall time the spring change skips as after it, and one the autumn change repeats as the first', () => {
    expect(iso(instantInZone('2027-03-14', '01:59', NY))).toBe('2027-03-14T06:59:00.000Z');
    expect(iso(instantInZone('2027-03-14', '02:30', NY))).toBe('2027-03-14T07:30:00.000Z'); // shows 03:30 EDT
    expect(iso(instantInZone('2027-03-14', '03:00', NY))).toBe('2027-03-14T07:00:00.000Z');
    expect(iso(instantInZone('2027-11-07', '01:30', NY))).toBe('2027-11-07T05:30:00.000Z'); // EDT, not 06:30 EST
    expect(iso(instantInZone('2027-11-07', '02:00', NY))).toBe('2027-11-07T07:00:00.000Z');
  });

  it('moves an instant by calendar days keeping its wall time, across DST changes and near midnight', () => {
    // 09:12 EST → 09:12 EDT 200 days later: an hour less than 200 × 24 h
    expect(iso(addDaysInZone(new Date('2026-11-20T14:12:00Z'), 200, NY))).toBe('2027-06-08T13:12:00.000Z');
    // 23:30 EST on Mar 13, the night before the change, moved one day: 23:30 EDT on Mar 14
    expect(iso(addDaysInZone(new Date('2027-03-14T04:30:00Z'), 1, NY))).toBe('2027-03-15T03:30:00.000Z');
    expect(wallClockInZone(addDaysInZone(new Date('2027-03-14T04:30:00Z'), 1, NY), NY)).toEqual({ date: '2027-03-14', time: '23:30:00.000' });
    // a leap day moved a year lands on Mar 1, at the same time
    expect(wallClockInZone(addDaysInZone(instantInZone('2028-02-29', '08:15', NY), 366, NY), NY)).toEqual({ date: '2029-03-01', time: '08:15:00.000' });
    expect(iso(addDaysInZone(new Date('2027-01-10T15:00:00Z'), -3, NY))).toBe('2027-01-07T15:00:00.000Z');
  });
});
