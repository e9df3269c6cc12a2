import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flows } from '../../machines/index';
import { outcomeNodes, stateNodes, transitionIds } from '../../machines/model/paths';
import { activeStateIds, leafStateIds, machineGraph } from '../../src/features/explorer/diagram/graph';
import { layoutGraph } from '../../src/features/explorer/diagram/layout';
import { staysInside } from '../../src/features/explorer/diagram/layout-geometry';
import { mermaidId, toMermaid } from '../../src/features/explorer/diagram/mermaid';
import { renderSvg } from '../../src/features/explorer/diagram/svg';

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
    for (const s of graph.states.filter((s) => s.children.length))
      expect(s.children.filter((c) => graph.states.find((x) => x.id === c)!.initial)).toHaveLength(1);
  });

  it("carries each state's description as the definition gives it, and none where it gives none", () => {
    for (const node of [flow.machine.root, ...stateNodes(flow.machine)]) {
      const state = graph.states.find((s) => s.id === node.id)!;
      expect(state.description, node.id).toBe((node.config as { description?: string }).description ?? null);
    }
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

  it("names every action of the definition: each transition's, each state's entry and exit", () => {
    // read from the definition here, apart from graph.ts: a name in setup() is itself, a built-in
    // ("xstate.assign") is named for what it is; the timers xstate adds for `after` are the edges
    const expected = (action: any): string | null => {
      if (typeof action === 'string') return action;
      const type = String(action.type);
      if (/^xstate\.(raise|cancel)$/.test(type) && /^xstate\.after\./.test(String(action.id ?? action.sendId))) return null;
      return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
    };
    const named = (actions: readonly unknown[]) => actions.map(expected).filter((a): a is string => a !== null);
    const kind = (name: string) => name.replace(/\(.*$/, '');
    for (const node of [flow.machine.root, ...stateNodes(flow.machine)]) {
      const state = graph.states.find((s) => s.id === node.id)!;
      expect(state.entry.map(kind), `${node.id} entry`).toEqual(named(node.entry));
      expect(state.exit.map(kind), `${node.id} exit`).toEqual(named(node.exit));
      for (const [eventType, defs] of node.transitions)
        defs.forEach((def: { actions: readonly unknown[] }, branch: number) => {
          const t = graph.transitions.find((x) => x.id === `${node.id}|${eventType}|${branch}`)!;
          expect(t.actions.map(kind), t.id).toEqual(named(def.actions));
        });
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
    const drawn = [...layout.edges.map((e) => e.transitionId), ...layout.states.flatMap((s) => s.chips.map((c) => c.transitionId))];
    const expected = graph.transitions.flatMap((t) => (staysInside(t) ? [t.id] : t.targets.map(() => t.id)));
    expect([...drawn].sort()).toEqual([...expected].sort());
    // an initial marker in every compound state
    expect(layout.initials.map((i) => i.parent).sort()).toEqual(
      graph.states
        .filter((s) => s.children.length)
        .map((s) => s.id)
        .sort(),
    );

    // every action on its transition's label or chip, every entry and exit action in its state
    const drawnActions: [string, string | null][] = [
      ...layout.edges.map((e): [string, string | null] => [e.transitionId, e.label?.actions ?? null]),
      ...layout.states.flatMap((s) => s.chips.map((c): [string, string | null] => [c.transitionId, c.actions])),
    ];
    for (const [id, actions] of drawnActions) {
      const t = graph.transitions.find((x) => x.id === id)!;
      expect(actions, id).toBe(t.actions.length ? `/ ${t.actions.join(', ')}` : null);
    }
    for (const s of graph.states) {
      const lines = layout.states.find((b) => b.id === s.id)!.actionLines.map((l) => l.text);
      expect(lines, s.id).toEqual([...(s.entry.length ? [`entry / ${s.entry.join(', ')}`] : []), ...(s.exit.length ? [`exit / ${s.exit.join(', ')}`] : [])]);
    }

    const svg = renderSvg(graph, layout, { title: flow.title });
    for (const s of graph.states) expect(svg).toContain(`data-state-id="${s.id}"`);
    const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const [, actions] of drawnActions) if (actions) expect(svg).toContain(`>${esc(actions)}</text>`);
    for (const s of layout.states) for (const line of s.actionLines) expect(svg).toContain(`>${esc(line.text)}</text>`);
    for (const t of graph.transitions) expect(svg).toContain(`data-transition-id="${t.id}"`);
    expect(svg).not.toMatch(/class=|<style/); // standalone: inline styles only
  });

  it('is legible: no edge label on another or on a state, each beside its own edge', async () => {
    const layout = await layoutGraph(graph);
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const labels = layout.edges.flatMap((e) => (e.label ? [e.label] : []));
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => expect(overlap(a, b), `${a.text} on ${b.text}`).toBe(false)));
    // a compound state's box holds its children, so only states without children can be covered
    const leaves = layout.states.filter((s) => s.state.children.length === 0);
    for (const label of labels) for (const s of leaves) expect(overlap(label, s), `${label.text} on ${s.id}`).toBe(false);
    for (const edge of layout.edges.filter((e) => e.label)) {
      const l = edge.label!;
      const c = { x: l.x + l.width / 2, y: l.y + l.height / 2 };
      const distance = Math.min(
        ...edge.points.slice(1).map((q, i) => {
          const p = edge.points[i]!;
          const dx = q.x - p.x;
          const dy = q.y - p.y;
          const t = Math.max(0, Math.min(1, ((c.x - p.x) * dx + (c.y - p.y) * dy) / (dx * dx + dy * dy || 1)));
          return Math.hypot(p.x + t * dx - c.x, p.y + t * dy - c.y);
        }),
      );
      expect(distance, `${l.text} is ${Math.round(distance)} px from its edge`).toBeLessThanOrEqual(l.width / 2 + 20);
    }
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

/**
 * What a state is for lives in the machine as its `description` (XState's field), so the explorer,
 * the SVG and the Mermaid text read it from the definition like everything else they draw.
 */
describe('state descriptions', () => {
  const flowOf = (id: string) => flows.find((f) => f.id === id)!;
  const described = flows.flatMap((f) => machineGraph(f.machine).states.filter((s) => s.description !== null));

  it('reach the graph from the machines that describe their states', () => {
    expect(described.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'oneTimePayment.balance',
        'oneTimePayment.linkBank.institutionsFailed',
        'walletPage.roadblock',
        'signIn.signedIn',
        'autoPayChangeMethod.method',
      ]),
    );
    expect(described.length).toBeGreaterThanOrEqual(27);
    for (const s of described) expect(s.description!.trim(), s.id).not.toBe('');
  });

  it('say the rule the state keeps', () => {
    const roadblock = machineGraph(flowOf('walletPage').machine).states.find((s) => s.id === 'walletPage.roadblock')!;
    expect(roadblock.description).toBe('Spec billing §4, §8: the Auto Pay method cannot be deleted; choose another first.');
    // a state without one says nothing rather than something made up
    const list = machineGraph(flowOf('walletPage').machine).states.find((s) => s.id === 'walletPage.list')!;
    expect(list.key).toBe('list');
    expect(list.description).toBeNull();
  });

  it("are the exported SVG's tooltip of the state and a comment beside it in the Mermaid text", async () => {
    const flow = flowOf('oneTimePayment');
    const graph = machineGraph(flow.machine);
    const balance = graph.states.find((s) => s.id === 'oneTimePayment.balance')!;
    const svg = renderSvg(graph, await layoutGraph(graph), { title: flow.title });
    expect(svg).toContain(`<g data-state-id="oneTimePayment.balance">\n<title>${balance.description}</title>`);
    expect(toMermaid(graph)).toContain(`%% ${mermaidId(balance.id)}: ${balance.description}`);
  });
});
