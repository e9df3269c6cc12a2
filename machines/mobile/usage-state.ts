import { assign, setup } from 'xstate';
import {
  USAGE_CRITICAL_PERCENT,
  USAGE_STATES,
  USAGE_WARNING_PERCENT,
  usageState,
  usageStateRank,
  type UsageFigures,
  type UsageState,
} from '../../src/domain/mobile-usage-state';
import { flowTypes } from '../parts/screen';

/**
 * A line's data usage state (spec platform §3 plans: the plan group's allowance, the line's usage,
 * the data-throttle limit, the line's throttled flag), driven by the usage readings the page has
 * for it: each `reading` carries the data used, the allowance it counts against, the throttle
 * limit and whether the network slows the line, and the state is the one the domain's thresholds
 * give (src/domain/mobile-usage-state.ts), ranked normal, warning, critical, over, throttled.
 * *Decided here:* a reading that moves the line up raises ONE alert, naming the state it reached,
 * however many thresholds it crossed at once (a jump from normal past the allowance is one "over"
 * alert, not a warning, a critical and an over); a reading that stays or moves down (a new cycle,
 * a correction) raises none, so the next rise alerts again. It has no outcome: it follows the
 * line for as long as its page shows it.
 */
export type UsageStateEvent = { type: 'reading' } & UsageFigures;

interface UsageAlert {
  /** the state the reading reached: the highest threshold it crossed */
  state: Exclude<UsageState, 'NORMAL'>;
  /** the reading that crossed it */
  reading: UsageFigures;
}

interface Context {
  /** the last reading, or null before the first */
  reading: UsageFigures | null;
  /** one per upward crossing, oldest first */
  alerts: UsageAlert[];
}

/** The chart's state for each of the domain's usage states. */
const NODE = { NORMAL: 'normal', WARNING: 'warning', CRITICAL: 'critical', OVER: 'over', THROTTLED: 'throttled' } as const satisfies Record<UsageState, string>;

const figuresOf = (event: UsageStateEvent): UsageFigures => ({
  usedMb: event.usedMb,
  allowanceMb: event.allowanceMb,
  throttleLimitMb: event.throttleLimitMb,
  throttled: event.throttled,
});

const usageSetup = setup({
  types: flowTypes<{ context: Context; events: UsageStateEvent; screen: 'usage' }>(),
  guards: {
    // the domain's thresholds decide the state a reading puts the line in
    reaches: (_, { reading, state }: { reading: UsageFigures; state: UsageState }) => usageState(reading) === state,
  },
  actions: {
    record: assign({ reading: (_, { reading }: { reading: UsageFigures }) => reading }),
    alert: assign({ alerts: ({ context }, { alert }: { alert: UsageAlert }) => [...context.alerts, alert] }),
  },
});

/** A state's `reading` transitions: one to each state a reading can put the line in, with the alert only on the way up. */
function readingsFrom(from: UsageState) {
  return USAGE_STATES.map((to) => {
    const reaches = { type: 'reaches' as const, params: ({ event }: { event: UsageStateEvent }) => ({ reading: figuresOf(event), state: to }) };
    const record = { type: 'record' as const, params: ({ event }: { event: UsageStateEvent }) => ({ reading: figuresOf(event) }) };
    // the same state: the reading is kept, nothing is crossed
    if (to === from) return { guard: reaches, actions: record };
    const target = `#mobileUsageState.${NODE[to]}`;
    if (to === 'NORMAL' || usageStateRank(to) < usageStateRank(from)) return { guard: reaches, target, actions: record };
    const alert = { type: 'alert' as const, params: ({ event }: { event: UsageStateEvent }) => ({ alert: { state: to, reading: figuresOf(event) } }) };
    return { guard: reaches, target, actions: [record, alert], description: `One alert: ${NODE[to]}` };
  });
}

export const mobileUsageStateMachine = usageSetup.createMachine({
  id: 'mobileUsageState',
  context: { reading: null, alerts: [] },
  initial: 'normal',
  states: {
    normal: {
      description: `Below ${USAGE_WARNING_PERCENT}% of the allowance, or no reading yet.`,
      meta: { screen: 'usage' },
      on: { reading: readingsFrom('NORMAL') },
    },
    warning: {
      description: `From ${USAGE_WARNING_PERCENT}% of the allowance (the warning threshold).`,
      meta: { screen: 'usage' },
      on: { reading: readingsFrom('WARNING') },
    },
    critical: {
      description: `From ${USAGE_CRITICAL_PERCENT}% of the allowance (the critical threshold): the allowance is nearly used.`,
      meta: { screen: 'usage' },
      on: { reading: readingsFrom('CRITICAL') },
    },
    over: {
      description: 'Past the allowance: the data used beyond it is charged as overage.',
      meta: { screen: 'usage' },
      on: { reading: readingsFrom('OVER') },
    },
    throttled: {
      description: 'The network slows the line, or the pool reached the data-throttle limit.',
      meta: { screen: 'usage' },
      on: { reading: readingsFrom('THROTTLED') },
    },
  },
});
