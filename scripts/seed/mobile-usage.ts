import { addDays, daysBetween } from '../../src/domain/dates';
import type { Rng } from './prng';

// A line's data use, a day at a time, for one billing cycle: `totalMb` spread over the days from
// `from` to `last` (the cycle's end, or the seed's day for the current cycle), weekdays heavier
// than weekends for a business's phones, with some noise, and adding up to `totalMb` exactly.

const weekday = (isoDate: string): number => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

export function dailySeries(rng: Rng, from: string, last: string, totalMb: number): number[] {
  const days = daysBetween(from, last) + 1;
  const weights = Array.from({ length: days }, (_, i) => {
    const day = weekday(addDays(from, i));
    const base = day === 0 || day === 6 ? 0.45 : 1;
    return base * (0.7 + rng() * 0.6);
  });
  const sum = weights.reduce((t, w) => t + w, 0);
  const series = weights.map((w) => Math.floor((w / sum) * totalMb));
  // what rounding down left over goes to the last day
  series[days - 1]! += totalMb - series.reduce((t, mb) => t + mb, 0);
  return series;
}
