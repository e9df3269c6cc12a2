import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { screenMeta } from '../parts/screen';
import { sessionTimeoutMachine } from './session-timeout';

const input = { warningAfterMs: 780_000, countdownSeconds: 120, pingIntervalMs: 30_000 };
const ok = fromPromise<void, void>(async () => {});
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(actors: Partial<Record<'keepAlive' | 'logout', typeof ok>> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(sessionTimeoutMachine.provide({ actors: { keepAlive: ok, logout: ok, ...actors } }), { input, clock });
  actor.start();
  return { actor, clock };
}

describe('session timeout with the spec’s timings (780 s, 120 s, ping 30)', () => {
  it('warns after 780 quiet seconds and counts 120 down to a sign-out', async () => {
    const { actor, clock } = start();
    clock.increment(779_999);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(120);
    // one second at a time: each tick re-arms the next (a single big jump would skip them)
    for (let i = 0; i < 60; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(60);
    for (let i = 0; i < 60; i++) clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ reason: 'timedOut', code: null });
  });

  it('pings 30 s after activity, then measures the quiet time from the ping', async () => {
    let pings = 0;
    const { actor, clock } = start({ keepAlive: fromPromise<void, void>(async () => void pings++) });
    clock.increment(500_000);
    actor.send({ type: 'activity' });
    actor.send({ type: 'activity' }); // more activity does not delay the ping
    clock.increment(30_000);
    await flush();
    expect(pings).toBe(1);
    clock.increment(779_999);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
  });

  it('extends any number of times with "Stay signed in"', async () => {
    const { actor, clock } = start();
    for (let i = 0; i < 3; i++) {
      clock.increment(780_000);
      expect(actor.getSnapshot().matches('warning')).toBe(true);
      actor.send({ type: 'stay' });
      await flush();
      expect(actor.getSnapshot().matches({ active: 'quiet' })).toBe(true);
    }
  });

  it('names its screen: none while active, the warning while counting and extending (busy), leaving once out', async () => {
    let answer: () => void = () => {};
    const { actor, clock } = start({ keepAlive: fromPromise<void, void>(() => new Promise<void>((resolve) => (answer = resolve))) });
    expect(screenMeta(actor.getSnapshot()).screen).toBe('none');
    clock.increment(780_000);
    expect(screenMeta(actor.getSnapshot()).screen).toBe('warning');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'stay' });
    expect(screenMeta(actor.getSnapshot()).screen).toBe('warning');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer();
    await flush();
    expect(screenMeta(actor.getSnapshot()).screen).toBe('none');
    clock.increment(780_000);
    actor.send({ type: 'signOut' });
    await flush();
    expect(screenMeta(actor.getSnapshot()).screen).toBe('leaving');
    expect(actor.getSnapshot().output).toEqual({ reason: 'signedOut', code: null });
  });

  it('ends at once when a ping is refused with a 401, keeping the code', async () => {
    const { actor, clock } = start({ keepAlive: fromPromise<void, void>(async () => Promise.reject({ code: 'IN_MAINTENANCE', status: 401 })) });
    actor.send({ type: 'activity' });
    clock.increment(30_000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ reason: 'ended', code: 'IN_MAINTENANCE' });
  });

  it.each([
    ['keepAlive', 'ping'],
    ['logout', 'logout'],
  ] as const)('fails loudly when %s is not provided', async (name, invokeId) => {
    const clock = new SimulatedClock();
    const others: Record<string, unknown> = { keepAlive: ok, logout: ok };
    delete others[name];
    const failures: string[] = [];
    const actor = createActor(sessionTimeoutMachine.provide({ actors: others as never }), {
      input: { ...input, countdownSeconds: 1 },
      clock,
      inspect: (e) => {
        const event = (e as { event?: { type: string; error?: Error } }).event;
        if (e.type === '@xstate.event' && event?.type === `xstate.error.actor.${invokeId}`) failures.push(event.error!.message);
      },
    });
    actor.start();
    actor.send({ type: 'activity' });
    clock.increment(30_000); // the ping
    await flush();
    clock.increment(780_000); // the warning
    clock.increment(1_000); // its last second: the logout
    await flush();
    expect(failures).toEqual([`Actor "${name}" was not provided to the machine`]);
  });
});
