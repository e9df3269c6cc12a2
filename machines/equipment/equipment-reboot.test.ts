import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ConnectionState, RebootResult } from '../../src/domain/equipment';
import { equipmentRebootMachine } from './equipment-reboot';

const flush = () => new Promise((r) => setTimeout(r, 0));
const GUIDE = { featureToUseForPolling: 'connectionState', startDelaySeconds: 30, intervalSeconds: 10, durationSeconds: 180 };

function run(answers: ConnectionState[], reboot: RebootResult = { isPollingSupported: true, pollingGuidelines: GUIDE }) {
  const clock = new SimulatedClock();
  const reads: number[] = [];
  const actor = createActor(
    equipmentRebootMachine.provide({
      actors: {
        rebootEquipment: fromPromise(async () => reboot),
        checkConnection: fromPromise(async () => {
          reads.push(clock.now());
          return answers.shift() ?? 'OFFLINE';
        }),
      },
    }),
    { input: { equipmentId: 'eq_2' }, clock },
  );
  actor.start();
  return { actor, clock, reads };
}

async function tick(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

describe('equipment reboot polling with the seed’s guidance (30 s, every 10 s, 180 s)', () => {
  it('reads after the start delay, then every interval, until online', async () => {
    const { actor, clock, reads } = run(['OFFLINE', 'OFFLINE', 'ONLINE']);
    await flush();
    await tick(clock, 30_000);
    await tick(clock, 10_000);
    await tick(clock, 10_000);
    expect(reads).toEqual([30_000, 40_000, 50_000]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'online', equipmentId: 'eq_2', code: null });
  });

  it('gives up when 180 s of reads pass with the device still offline', async () => {
    const { actor, clock, reads } = run([]);
    await flush();
    await tick(clock, 30_000);
    for (let i = 0; i < 18; i++) await tick(clock, 10_000);
    expect(reads.at(-1)! - reads[0]!).toBe(180_000);
    expect(actor.getSnapshot().output?.outcome).toBe('timedOut');
  });

  it('does not poll a device that cannot be polled', async () => {
    const { actor, reads } = run([], { isPollingSupported: false, pollingGuidelines: null });
    await flush();
    expect(actor.getSnapshot().output?.outcome).toBe('notPollable');
    expect(reads).toEqual([]);
  });

  it.each(['rebootEquipment', 'checkConnection'] as const)('fails loudly (outcome failed) when %s is not provided', async (name) => {
    const clock = new SimulatedClock();
    const all: Record<string, unknown> = {
      rebootEquipment: fromPromise<RebootResult>(async () => ({ isPollingSupported: true, pollingGuidelines: GUIDE })),
      checkConnection: fromPromise<ConnectionState>(async () => 'ONLINE'),
    };
    delete all[name];
    const actor = createActor(equipmentRebootMachine.provide({ actors: all as never }), { input: { equipmentId: 'eq_2' }, clock });
    actor.start();
    await flush();
    await tick(clock, 30_000);
    expect(actor.getSnapshot().output?.outcome).toBe('failed');
  });
});
