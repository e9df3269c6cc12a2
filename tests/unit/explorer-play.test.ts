import { describe, expect, it } from 'vitest';
import { flows } from '../../machines/index';
import { generatePaths } from '../../machines/model/paths';
import { machineGraph } from '../../src/features/explorer/diagram/graph';
import { eventLabels, payloadSummary } from '../../src/features/explorer/engine/payload';
import { firstCoverers, Player, replayFrames } from '../../src/features/explorer/engine/play';
import { transitionIds } from '../../machines/model/paths';

/**
 * Play and Replay run the flows with inert actors and a simulated clock: every generated path
 * can be played by choosing the options Play offers, and replays to the path's own states.
 */
describe.each(flows.map((f) => [f.id, f] as const))('%s', (_id, flow) => {
  const graph = machineGraph(flow.machine);
  let paths: ReturnType<typeof generatePaths> = [];
  const plan = () => (paths.length ? paths : (paths = generatePaths(flow)));

  // a flow with outcomes is played to one; a flow that lives as long as its page (a device) along its longest path
  const hasOutcomes = Object.values(flow.machine.root.states).some((s) => s.type === 'final');
  it(hasOutcomes ? 'Play offers each step of a path to an outcome, and reaches it' : 'Play offers each step of its longest path', { timeout: 90_000 }, () => {
    const path = plan()
      .filter((p) => (p.outcome || !hasOutcomes) && !p.id.includes('.v'))
      .sort((a, b) => b.steps.length - a.steps.length)[0]!;
    const player = new Player(flow, graph);
    const labels = eventLabels(flow.events.map((e) => e.event));
    for (const step of path.steps) {
      const options = player.options();
      const wanted =
        step.kind === 'event'
          ? labels[flow.events.findIndex((e) => JSON.stringify(e.event) === JSON.stringify(step.event))]
          : step.kind === 'after'
            ? options.find((o) => o.kind === 'after')?.label
            : `${step.kind}: ${step.outcome!.invokeId} → ${step.outcome!.name}`;
      const option = options.find((o) => o.label === wanted);
      expect(option, `${path.id}: "${wanted}" offered`).toBeDefined();
      // the option says which transitions it takes, as the definition names them
      for (const id of option!.transitionIds) expect(graph.transitions.map((t) => t.id)).toContain(id);
      const frame = player.choose(option!);
      expect(frame.value).toEqual(step.state);
    }
    if (hasOutcomes) {
      expect(player.frame().status).toBe('done');
      expect(player.options()).toEqual([]);
    }
    player.stop();
  });

  it("Replay of every generated path lands on each step's state", { timeout: 90_000 }, () => {
    for (const path of plan()) {
      const { frames, diverged } = replayFrames(flow, graph, path);
      expect(diverged, path.id).toBeNull();
      expect(frames).toHaveLength(path.steps.length + 1);
      expect(frames.at(-1)!.value).toEqual(path.steps.at(-1)!.state);
      // each step after the start took a transition of the definition (a delay included)
      for (const f of frames.slice(1)) expect(f.taken.length, path.id).toBeGreaterThan(0);
    }
    // every transition of the definition has a first path that covers it, which does take it
    const coveredBy = firstCoverers(flow, graph, plan());
    expect(Object.keys(coveredBy.transitions).sort()).toEqual([...transitionIds(flow.machine)].sort());
    for (const [id, pathId] of Object.entries(coveredBy.transitions)) {
      const { frames } = replayFrames(
        flow,
        graph,
        plan().find((p) => p.id === pathId)!,
      );
      expect(frames.some((f) => f.taken.includes(id))).toBe(true);
    }
  });
});

describe('payload labels', () => {
  it('mask what looks personal and number the ones that would read the same', () => {
    expect(payloadSummary({ type: 'cvv.set', cvv: '123' })).toBe('cvv=•••');
    expect(payloadSummary({ type: 'link.submit', institutionId: 'ins_1', username: 'maria', password: 'x' })).toBe(
      'institutionId=ins_1 username=••• password=•••',
    );
    expect(eventLabels([{ type: 'method.card', card: {} }, { type: 'method.card', card: {} }, { type: 'next' }])).toEqual([
      'method.card card={…} (1)',
      'method.card card={…} (2)',
      'next',
    ]);
  });
});
