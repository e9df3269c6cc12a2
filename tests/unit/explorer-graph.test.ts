import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flows } from '../../machines/index';
import { outcomeNodes, stateNodes, transitionIds } from '../../machines/paths';
import { activeStateIds, leafStateIds, machineGraph } from '../../src/features/explorer/graph';
import { layoutGraph } from '../../src/features/explorer/layout';
import { staysInside } from '../../src/features/explorer/layout-geometry';
import { renderSvg } from '../../src/features/explorer/svg';

/**
 * The explorer draws what the machine defines: every state and every transition of the
 * definition (as the path generator counts them), each outcome marked, and each drawn once.
 */
describe.each(flows.map((f) => [f.id, f] as const))('%s', (_id, flow) => {
  const graph = machineGraph(flow.machine);

  it('has every state of the definition, nested as defined, outcomes marked', () => {
    expect(graph.states.map((s) => s.id)).toEqual([flow.machine.root.id, ...stateNodes(flow.machine).map((n) => n.id)]);
    for (const node of stateNodes(flow.machine)) {
      const state = graph.states.find((s) => s.id === node.id)!;
      expect(state.parent).toBe(node.parent!.id);
      expect(state.kind).toBe(node.type);
    }
    expect(graph.states.filter((s) => s.outcome).map((s) => s.key)).toEqual(outcomeNodes(flow.machine).map((n) => n.key));
    // every compound state says where it starts
    for (const s of graph.states.filter((s) => s.children.length)) expect(s.children.filter((c) => graph.states.find((x) => x.id === c)!.initial)).toHaveLength(1);
  });

  it('has every transition of transitionIds(machine), once, labelled with its event and guard', () => {
    expect(graph.transitions.map((t) => t.id)).toEqual(transitionIds(flow.machine));
    for (const t of graph.transitions) {
      expect(t.label.startsWith(t.trigger)).toBe(true);
      if (t.guard) expect(t.label).toBe(`${t.trigger} [${t.guard}]`);
      if (t.kind === 'done' || t.kind === 'error') expect(t.trigger).toMatch(/^(done|error): /);
      if (t.kind === 'after') expect(t.trigger).toMatch(/^after /);
    }
  });

  it('lays out every state inside its parent and draws every transition once', async () => {
    const layout = await layoutGraph(graph);
    const box = new Map(layout.states.map((s) => [s.id, s]));
    for (const s of graph.states) {
      const b = box.get(s.id)!;
      expect(b.width).toBeGreaterThan(0);
      if (s.parent) {
        const p = box.get(s.parent)!;
        expect(b.x).toBeGreaterThanOrEqual(p.x);
        expect(b.y).toBeGreaterThanOrEqual(p.y);
        expect(b.x + b.width).toBeLessThanOrEqual(p.x + p.width);
        expect(b.y + b.height).toBeLessThanOrEqual(p.y + p.height);
      }
    }
    const drawn = [
      ...layout.edges.map((e) => e.transitionId),
      ...layout.states.flatMap((s) => s.chips.map((c) => c.transitionId)),
    ];
    const expected = graph.transitions.flatMap((t) => (staysInside(t) ? [t.id] : t.targets.map(() => t.id)));
    expect([...drawn].sort()).toEqual([...expected].sort());
    // an initial marker in every compound state
    expect(layout.initials.map((i) => i.parent).sort()).toEqual(graph.states.filter((s) => s.children.length).map((s) => s.id).sort());

    const svg = renderSvg(graph, layout, { title: flow.title });
    for (const s of graph.states) expect(svg).toContain(`data-state-id="${s.id}"`);
    for (const t of graph.transitions) expect(svg).toContain(`data-transition-id="${t.id}"`);
    expect(svg).not.toMatch(/class=|<style/); // standalone: inline styles only
  });

  it('the same definition always gives the same layout', async () => {
    expect(JSON.stringify(await layoutGraph(graph))).toBe(JSON.stringify(await layoutGraph(machineGraph(flow.machine))));
  });

  it('turns a state value into the active states', () => {
    // not started: nothing is invoked, the snapshot is the initial one
    const initial = createActor(flow.machine, { input: flow.input }).getSnapshot();
    const active = activeStateIds(graph, initial.value);
    expect(active[0]).toBe(graph.root);
    for (const id of leafStateIds(graph, active)) expect(initial.matches(graph.states.find((s) => s.id === id)!.path as never)).toBe(true);
  });
});
