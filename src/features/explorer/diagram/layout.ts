import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { DiagramState, DiagramTransition, MachineGraph } from './graph';
import {
  ACTIONS_H,
  CHIP_GAP,
  CHIP_H,
  ENGLISH_WORDS,
  FONT,
  INITIAL_R,
  LABEL_H,
  LABEL_PAD_X,
  LINE_H,
  OUTCOME_H,
  PAD_X,
  TITLE_H,
  actionsLine,
  chipText,
  invokeText,
  monoWidth,
  sansWidth,
  stateActionTexts,
  staysInside,
  type DiagramLayout,
  type DiagramWords,
  type LaidEdge,
  type LaidInitial,
  type LaidState,
} from './layout-geometry';

/**
 * Where everything of a statechart goes, computed by elkjs (layered, with hierarchy handling
 * INCLUDE_CHILDREN so compound states contain their children, as Stately's tools lay out). The
 * in-app diagram (diagram.tsx) and the standalone SVG (svg.ts, also used by
 * `npm run machines:export`) draw this same layout, so they show the same picture.
 *
 * Text is measured by estimate (layout-geometry.ts), not by a browser, so the command line lays
 * out exactly as the page does; boxes are sized generously for it. In the page this runs in the
 * explorer's worker (engine-worker.ts).
 */

interface Header {
  width: number;
  height: number;
  outcomeY: number | null;
  invokeLines: { text: string; y: number }[];
  actionLines: { text: string; y: number }[];
  chips: { transitionId: string; label: string; actions: string | null; y: number; width: number; height: number; reason: string | null }[];
}

function header(state: DiagramState, inside: DiagramTransition[], words: DiagramWords): Header {
  let y = 8;
  let width = sansWidth(state.key, FONT.title, true);
  y += TITLE_H;
  let outcomeY: number | null = null;
  if (state.outcome) {
    outcomeY = y;
    width = Math.max(width, sansWidth(words.outcome, FONT.small));
    y += OUTCOME_H;
  }
  const smallLine = (text: string) => {
    const line = { text, y };
    width = Math.max(width, monoWidth(text, FONT.small) + 14);
    y += LINE_H;
    return line;
  };
  const invokeLines = state.invokes.map((inv) => smallLine(invokeText(inv, words)));
  const actionLines = stateActionTexts(state, words).map(smallLine);
  if (inside.length) y += 2;
  const chips = inside.map((t) => {
    const label = chipText(t);
    const actions = actionsLine(t.actions);
    const chipW = Math.max(monoWidth(label, FONT.label), actions ? monoWidth(actions, FONT.label) : 0) + 2 * LABEL_PAD_X;
    const reason = words.reasons?.[t.id] ?? null;
    width = Math.max(width, chipW, reason ? monoWidth(reason, FONT.label) + LABEL_PAD_X : 0);
    const chip = { transitionId: t.id, label, actions, y, width: chipW, height: CHIP_H + (actions ? ACTIONS_H : 0), reason };
    // a refusal's reason takes a line of its own under the chip
    y += chip.height + CHIP_GAP + (reason ? LINE_H : 0);
    return chip;
  });
  return { width: width + 2 * PAD_X + (state.kind === 'final' ? 8 : 0), height: y + 6, outcomeY, invokeLines, actionLines, chips };
}

const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
  'elk.spacing.nodeNode': '36',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.edgeNode': '18',
  'elk.spacing.edgeEdge': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.mergeEdges': 'false',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
};

let elk: InstanceType<typeof ELK> | null = null;

/** Lays a machine's graph out; the same input always gives the same layout. */
export async function layoutGraph(graph: MachineGraph, words: DiagramWords = ENGLISH_WORDS): Promise<DiagramLayout> {
  elk ??= new ELK();
  const byParent = new Map<string | null, DiagramState[]>();
  for (const s of graph.states) byParent.set(s.parent, [...(byParent.get(s.parent) ?? []), s]);
  const inside = new Map<string, DiagramTransition[]>();
  for (const t of graph.transitions.filter(staysInside)) inside.set(t.source, [...(inside.get(t.source) ?? []), t]);
  const headers = new Map(graph.states.map((s) => [s.id, header(s, inside.get(s.id) ?? [], words)]));

  const edges: ElkExtendedEdge[] = [];
  const toElk = (state: DiagramState): ElkNode => {
    const h = headers.get(state.id)!;
    const children = byParent.get(state.id) ?? [];
    if (children.length === 0) return { id: state.id, width: h.width, height: Math.max(h.height, 40) };
    const initial = children.find((c) => c.initial);
    const nodes: ElkNode[] = [];
    if (initial) {
      const marker = `${state.id}#initial`;
      nodes.push({ id: marker, width: 2 * INITIAL_R, height: 2 * INITIAL_R });
      edges.push({ id: `${marker}->`, sources: [marker], targets: [initial.id] });
    }
    nodes.push(...children.map(toElk));
    return {
      id: state.id,
      children: nodes,
      layoutOptions: {
        'elk.padding': `[top=${h.height + 8},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${h.width + 8},${h.height + 40})`,
      },
    };
  };

  const rootState = graph.states.find((s) => s.id === graph.root)!;
  const rootNode = toElk(rootState);
  const rank = flowRanks(graph);
  for (const t of graph.transitions) {
    if (staysInside(t)) continue;
    t.targets.forEach((target, k) => {
      const text = t.label;
      const actions = actionsLine(t.actions);
      // the flow reads from its start down: an edge that goes back (back, retry, a re-check) is
      // laid out as if it went forward, then drawn the other way round
      const back = (rank.get(target) ?? 0) < (rank.get(t.source) ?? 0);
      edges.push({
        id: `${t.id}#${k}${back ? '#back' : ''}`,
        sources: [back ? target : t.source],
        targets: [back ? t.source : target],
        labels: [
          {
            id: `${t.id}#${k}:label`,
            text,
            width: Math.max(monoWidth(text, FONT.label), actions ? monoWidth(actions, FONT.label) : 0) + 2 * LABEL_PAD_X,
            height: LABEL_H + (actions ? ACTIONS_H : 0),
          },
        ],
      });
    });
  }
  const laid: ElkNode = await elk.layout({
    id: '#diagram',
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.padding': '[top=12,left=12,bottom=12,right=12]' },
    children: [rootNode],
    edges,
  });

  const boxes = new Map<string, ElkNode>();
  const collect = (n: ElkNode) => {
    boxes.set(n.id, n);
    n.children?.forEach(collect);
  };
  collect(laid);

  const states: LaidState[] = graph.states.map((state) => {
    const box = boxes.get(state.id)!;
    const h = headers.get(state.id)!;
    const x = box.x ?? 0;
    const y = box.y ?? 0;
    return {
      id: state.id,
      state,
      x,
      y,
      width: box.width ?? 0,
      height: box.height ?? 0,
      titleY: y + 8 + 15,
      outcomeY: h.outcomeY === null ? null : y + h.outcomeY + 10,
      invokeLines: h.invokeLines.map((l) => ({ text: l.text, y: y + l.y + 12 })),
      actionLines: h.actionLines.map((l) => ({ text: l.text, y: y + l.y + 12 })),
      chips: h.chips.map((c) => ({ ...c, x: x + PAD_X, y: y + c.y })),
    };
  });

  const byTransition = new Map(graph.transitions.map((t) => [t.id, t]));
  const outEdges: LaidEdge[] = [];
  const initials: LaidInitial[] = [];
  for (const e of (laid.edges ?? []) as ElkExtendedEdge[]) {
    const section = e.sections?.[0];
    if (!section) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y }));
    if (e.id.endsWith('#initial->')) {
      const parent = e.id.slice(0, -'#initial->'.length);
      const marker = boxes.get(`${parent}#initial`)!;
      initials.push({ parent, target: e.targets[0]!, cx: (marker.x ?? 0) + INITIAL_R, cy: (marker.y ?? 0) + INITIAL_R, r: INITIAL_R, points });
      continue;
    }
    const back = e.id.endsWith('#back');
    const id = back ? e.id.slice(0, -'#back'.length) : e.id;
    const label = e.labels?.[0];
    const transitionId = id.slice(0, id.lastIndexOf('#'));
    outEdges.push({
      transitionId,
      target: back ? e.sources[0]! : e.targets[0]!,
      points: back ? points.reverse() : points,
      label: label
        ? {
            text: label.text ?? '',
            actions: actionsLine(byTransition.get(transitionId)!.actions),
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    });
  }
  // edges in the order of the graph's transitions, so drawing and focus follow the definition
  const order = new Map(graph.transitions.map((t, i) => [t.id, i]));
  outEdges.sort((a, b) => order.get(a.transitionId)! - order.get(b.transitionId)!);
  return { id: graph.id, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), states, edges: outEdges, initials };
}

/**
 * How far each state is from the start, counting moves through the definition (entering a
 * compound state enters its initial child): the order a reader follows the flow in.
 */
function flowRanks(graph: MachineGraph): Map<string, number> {
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const initialLeaf = (id: string): string[] => {
    const s = byId.get(id)!;
    const first = s.children.map((c) => byId.get(c)!).find((c) => c.initial);
    return first ? [id, ...initialLeaf(first.id)] : [id];
  };
  const descendantsAndSelf = (id: string): string[] => [id, ...byId.get(id)!.children.flatMap(descendantsAndSelf)];
  const rank = new Map<string, number>();
  let frontier = initialLeaf(graph.root);
  let r = 0;
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      if (rank.has(id)) continue;
      rank.set(id, r);
    }
    for (const t of graph.transitions) {
      // a transition of a compound state leaves from any of its descendants, once it is entered;
      // the root's own (a sign-out heard from elsewhere) can happen at any time and set no order
      if (t.source === graph.root || !descendantsAndSelf(t.source).some((id) => frontier.includes(id))) continue;
      for (const target of t.targets) for (const id of initialLeaf(target)) if (!rank.has(id)) next.push(id);
    }
    frontier = [...new Set(next)];
    r++;
  }
  // a compound state ranks with its first child
  for (const s of graph.states) if (!rank.has(s.id)) rank.set(s.id, r);
  return rank;
}
