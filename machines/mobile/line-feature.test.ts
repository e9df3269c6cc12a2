import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FeatureRequestStatus } from '../../src/domain/mobile-line-features';
import { mobileLineFeatureMachine, type MobileLineFeatureInput } from './line-feature';

const flush = () => new Promise((r) => setTimeout(r, 0));
/** The server's own guidance (LINE_FEATURE_TIMING): first read after 2 s, then every 2 s, for 30 s. */
const GUIDE = { featureToUseForPolling: 'lineFeaturesUpdateRequestStatus', startDelaySeconds: 2, intervalSeconds: 2, durationSeconds: 30 };
const HOTSPOT_OFF: MobileLineFeatureInput = {
  lineId: 'line_1',
  lineStatus: 'ACTIVE',
  feature: 'MOBILE_HOTSPOT',
  current: 'ENABLED',
  requested: 'DISABLED',
  pending: false,
};

function run(answers: FeatureRequestStatus[], input: MobileLineFeatureInput = HOTSPOT_OFF) {
  const clock = new SimulatedClock();
  const reads: number[] = [];
  const requests: unknown[] = [];
  const actor = createActor(
    mobileLineFeatureMachine.provide({
      actors: {
        requestLineFeature: fromPromise(async ({ input }) => {
          requests.push(input);
          return { requestId: 'lfr_9', pollingGuidelines: GUIDE };
        }),
        checkFeatureRequest: fromPromise(async () => {
          reads.push(clock.now());
          const status = answers.shift() ?? 'PENDING';
          return { requestId: 'lfr_9', status, failureReason: status === 'FAILED' ? 'lineFeature.networkRejected' : null };
        }),
      },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, clock, reads, requests };
}

async function tick(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

describe('a line feature change, polled like the equipment restart', () => {
  it('requests the state asked for, reads after the start delay and every interval, and is done when COMPLETED', async () => {
    const { actor, clock, reads, requests } = run(['PENDING', 'PENDING', 'COMPLETED']);
    actor.send({ type: 'confirm' });
    await flush();
    expect(requests).toEqual([{ lineId: 'line_1', feature: 'MOBILE_HOTSPOT', status: 'DISABLED' }]);
    for (let i = 0; i < 3; i++) await tick(clock, 2_000);
    expect(reads).toEqual([2_000, 4_000, 6_000]);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'done', requestId: 'lfr_9', code: null, reason: null });
  });

  it('fails with the network’s reason when the status reads FAILED', async () => {
    const { actor, clock } = run(['FAILED']);
    actor.send({ type: 'confirm' });
    await flush();
    await tick(clock, 2_000);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed', reason: 'lineFeature.networkRejected' });
  });

  it('ends still pending once the 30 s window of reads has passed', async () => {
    const { actor, clock, reads } = run([]);
    actor.send({ type: 'confirm' });
    await flush();
    for (let i = 0; i < 16; i++) await tick(clock, 2_000);
    expect(reads.at(-1)! - reads[0]!).toBe(30_000);
    expect(actor.getSnapshot().output?.outcome).toBe('pending');
  });

  it('does not send what the domain refuses: the state the feature has, an ineligible feature, a line not active, a change in flight', async () => {
    const refused: MobileLineFeatureInput[] = [
      { ...HOTSPOT_OFF, requested: 'ENABLED' },
      { ...HOTSPOT_OFF, current: 'INELIGIBLE' },
      { ...HOTSPOT_OFF, lineStatus: 'SUSPENDED' },
      { ...HOTSPOT_OFF, pending: true },
    ];
    for (const input of refused) {
      const { actor, requests } = run([], input);
      expect(actor.getSnapshot().can({ type: 'confirm' })).toBe(false);
      actor.send({ type: 'confirm' });
      await flush();
      expect(requests).toEqual([]);
      actor.send({ type: 'keep' });
      expect(actor.getSnapshot().output?.outcome).toBe('kept');
    }
  });
});
