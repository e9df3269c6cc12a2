import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mobileUsageStateMachine, type UsageStateEvent } from './usage-state';

/** A reading against a 10 GB allowance (10 240 MB), with a throttle limit at 15 GB. */
const reading = (usedMb: number, throttled = false): UsageStateEvent => ({ type: 'reading', usedMb, allowanceMb: 10_240, throttleLimitMb: 15_360, throttled });

function run(...readings: UsageStateEvent[]) {
  const actor = createActor(mobileUsageStateMachine).start();
  for (const r of readings) actor.send(r);
  const { value, context } = actor.getSnapshot();
  return { value, alerts: context.alerts.map((a) => a.state), last: context.reading };
}

describe('a line’s usage state: one alert per crossing', () => {
  it('starts normal, with no alert', () => {
    expect(run()).toEqual({ value: 'normal', alerts: [], last: null });
  });

  it('alerts once per threshold when readings climb one step at a time', () => {
    expect(run(reading(5_000), reading(7_700), reading(9_300), reading(10_300)).alerts).toEqual(['WARNING', 'CRITICAL', 'OVER']);
  });

  it('names only the highest threshold crossed when one reading crosses several at once', () => {
    // from 10% straight past the allowance: one "over" alert, not warning, critical and over
    const jump = run(reading(1_000), reading(11_000));
    expect(jump.value).toBe('over');
    expect(jump.alerts).toEqual(['OVER']);
    // and straight to the throttle limit from warning: one "throttled"
    expect(run(reading(8_000), reading(16_000)).alerts).toEqual(['WARNING', 'THROTTLED']);
  });

  it('raises nothing for a reading that stays in its state or moves down, and alerts again on the next rise', () => {
    const r = run(reading(8_000), reading(8_100), reading(9_300), reading(1_000), reading(9_500));
    expect(r.alerts).toEqual(['WARNING', 'CRITICAL', 'CRITICAL']);
    expect(r.value).toBe('critical');
    expect(r.last?.usedMb).toBe(9_500);
  });

  it('is throttled whenever the network slows the line, whatever was used', () => {
    const r = run(reading(500, true));
    expect(r.value).toBe('throttled');
    expect(r.alerts).toEqual(['THROTTLED']);
  });

  it('keeps the crossing reading with its alert', () => {
    const actor = createActor(mobileUsageStateMachine).start();
    actor.send(reading(10_500));
    expect(actor.getSnapshot().context.alerts).toEqual([
      { state: 'OVER', reading: { usedMb: 10_500, allowanceMb: 10_240, throttleLimitMb: 15_360, throttled: false } },
    ]);
  });
});
