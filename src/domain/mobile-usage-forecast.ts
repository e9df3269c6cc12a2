import { addDays, daysBetween } from './dates';
import { MB_PER_GB } from './mobile-usage-state';

// Where this cycle is heading at its pace so far (the pool's used data over the days elapsed,
// today counted as elapsed): the day the allowance runs out, and what the data past it would
// cost by the cycle's end at the plan's overage per GB. Decided here: overage is billed per
// started GB (the projected MB past the allowance rounded up to whole GB) times the per-GB
// price, so the cost is whole cents.

export interface UsageForecastInput {
  usedMb: number;
  allowanceMb: number;
  /** cents per GB past the allowance; 0 on a plan that slows data instead of charging */
  overageAmountPerGB: number;
  cycleStart: string;
  cycleEnd: string;
  today: string;
}

export interface UsageForecast {
  /** MB a day, whole MB */
  dailyPaceMb: number;
  /** the cycle's projected total at this pace, whole MB */
  projectedMb: number;
  /** the day the allowance runs out (today when it already has), null when it lasts the cycle */
  runsOutOn: string | null;
  /** cents: the projected overage by cycle end */
  projectedOverage: number;
}

export function usageForecast({ usedMb, allowanceMb, overageAmountPerGB, cycleStart, cycleEnd, today }: UsageForecastInput): UsageForecast {
  const cycleDays = daysBetween(cycleStart, cycleEnd) + 1;
  const elapsed = Math.min(cycleDays, Math.max(1, daysBetween(cycleStart, today) + 1));
  const pace = usedMb / elapsed;
  const projectedMb = Math.round(pace * cycleDays);
  let runsOutOn: string | null = null;
  if (allowanceMb > 0 && usedMb >= allowanceMb) runsOutOn = today;
  else if (allowanceMb > 0 && pace > 0) {
    const day = addDays(cycleStart, Math.ceil(allowanceMb / pace) - 1);
    runsOutOn = day <= cycleEnd ? day : null;
  }
  const overMb = Math.max(0, projectedMb - allowanceMb);
  return { dailyPaceMb: Math.round(pace), projectedMb, runsOutOn, projectedOverage: Math.ceil(overMb / MB_PER_GB) * overageAmountPerGB };
}
