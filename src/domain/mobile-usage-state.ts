import { z } from 'zod/mini';

// The usage state of a line or a plan group against the group's pooled allowance (spec platform
// §3 plans: allowanceQuotaGB, totalUsedData, dataThrottleLimit; the line's throttled flag).
// Decided here: warning from 75% of the allowance and critical from 90%, the two upper tiers the
// data-notification settings offer (src/domain/mobile-data-notifications.ts), so an alert the
// customer asked for and the state the page shows agree; over past 100%; throttled when the
// network slows the line, or the pool reached the data-throttle limit. A higher state wins.
export const USAGE_STATES = ['NORMAL', 'WARNING', 'CRITICAL', 'OVER', 'THROTTLED'] as const;
export const UsageState = z.enum(USAGE_STATES);
export type UsageState = z.infer<typeof UsageState>;

export const USAGE_WARNING_PERCENT = 75;
export const USAGE_CRITICAL_PERCENT = 90;

/** MB in one GB, as the plans count data */
export const MB_PER_GB = 1024;

export interface UsageFigures {
  usedMb: number;
  allowanceMb: number;
  /** the pool's data-throttle limit, null when the plan has none */
  throttleLimitMb: number | null;
  /** the network slows this line (a plan group: any of its lines) */
  throttled: boolean;
}

export function usageState({ usedMb, allowanceMb, throttleLimitMb, throttled }: UsageFigures): UsageState {
  if (throttled || (throttleLimitMb !== null && usedMb >= throttleLimitMb)) return 'THROTTLED';
  if (allowanceMb <= 0) return 'NORMAL';
  if (usedMb > allowanceMb) return 'OVER';
  const percent = (usedMb / allowanceMb) * 100;
  if (percent >= USAGE_CRITICAL_PERCENT) return 'CRITICAL';
  if (percent >= USAGE_WARNING_PERCENT) return 'WARNING';
  return 'NORMAL';
}

/** How states rank: an alert names the highest one crossed, once. */
export const usageStateRank = (state: UsageState): number => USAGE_STATES.indexOf(state);
