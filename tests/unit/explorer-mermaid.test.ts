// @vitest-environment jsdom
// Mermaid's parser sanitises labels with DOMPurify, which needs a window.
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { flows } from '../../machines/index';
import { stateNodes, transitionIds } from '../../machines/model/paths';
import { machineGraph, transitionText } from '../../src/features/explorer/diagram/graph';
import { mermaidId, toMermaid } from '../../src/features/explorer/diagram/mermaid';

interface MermaidNode {
  id: string;
  label?: string;
  isGroup: boolean;
  parentId?: string;
  shape: string;
}
interface MermaidEdge {
  start: string;
  end: string;
  label?: string;
}

/** What Mermaid's own parser makes of the text: the states (with their parents) and the labelled edges its renderer would draw. */
async function parseWithMermaid(text: string) {
  expect(await mermaid.parse(text)).toMatchObject({ diagramType: 'stateDiagram' });
  const diagram = (await mermaid.mermaidAPI.getDiagramFromText(text)) as unknown as { db: { getData: () => { nodes: MermaidNode[]; edges: MermaidEdge[] } } };
  const { nodes, edges } = diagram.db.getData();
  // Mermaid keeps entity codes (#58; for ":") as placeholders until it renders
  const decode = (s = '') => s.replace(/ﬂ°°(\d+)¶ß/g, (_, code: string) => String.fromCharCode(Number(code)));
  const pseudo = (n: MermaidNode) => n.shape === 'stateStart' || n.shape === 'stateEnd';
  const pseudoIds = new Set(nodes.filter(pseudo).map((n) => n.id));
  return {
    states: nodes.filter((n) => !pseudo(n)).map((n) => ({ id: n.id, label: n.label, parent: n.parentId ?? null, group: n.isGroup })),
    transitions: edges.filter((e) => !pseudoIds.has(e.start) && !pseudoIds.has(e.end)).map((e) => `${e.start} -> ${e.end} : ${decode(e.label)}`),
    starts: edges.filter((e) => pseudoIds.has(e.start)).map((e) => e.end),
    ends: edges.filter((e) => pseudoIds.has(e.end)).map((e) => e.start),
  };
}

describe.each(flows.map((f) => [f.id, f] as const))('%s as Mermaid stateDiagram-v2', (_id, flow) => {
  it("is parsed by Mermaid's parser into the machine's states and transitions", async () => {
    const graph = machineGraph(flow.machine);
    const text = toMermaid(graph, { title: flow.title });
    expect(text).toMatch(/^---\ntitle: .+\n---\nstateDiagram-v2\n/);
    const parsed = await parseWithMermaid(text);

    // the same states, nested the same way (the root is the outer composite state)
    const expectedStates = [flow.machine.root, ...stateNodes(flow.machine)].map((n) => ({
      id: mermaidId(n.id),
      label: n.key,
      parent: n.parent ? mermaidId(n.parent.id) : null,
      group: Object.keys(n.states).length > 0,
    }));
    expect([...parsed.states].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...expectedStates].sort((a, b) => a.id.localeCompare(b.id)));

    // the same transitions: one per transition id (a transition that stays is drawn to itself)
    const byId = new Map(graph.transitions.map((t) => [t.id, t]));
    const expectedTransitions = transitionIds(flow.machine).flatMap((id) => {
      const t = byId.get(id)!;
      return (t.targets.length ? t.targets : [t.source]).map((target) => `${mermaidId(t.source)} -> ${mermaidId(target)} : ${transitionText(t)}`);
    });
    expect([...parsed.transitions].sort()).toEqual([...expectedTransitions].sort());

    // [*] --> the initial state of each compound state; outcomes --> [*]
    expect([...parsed.starts].sort()).toEqual(
      graph.states
        .filter((s) => s.initial)
        .map((s) => mermaidId(s.id))
        .sort(),
    );
    expect([...parsed.ends].sort()).toEqual(
      graph.states
        .filter((s) => s.kind === 'final')
        .map((s) => mermaidId(s.id))
        .sort(),
    );
  });
});
