import type { DiagramState, DiagramTransition } from './graph';

/**
 * The measures and shapes of the diagram, shared by the layout (layout.ts, elkjs), the page's
 * renderer (diagram.tsx) and the standalone SVG (svg.ts). No elkjs here: the page draws a
 * layout made in a worker.
 */

export const FONT = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  title: 14,
  small: 11,
  label: 12,
};

export const PAD_X = 12;
export const TITLE_H = 22;
export const OUTCOME_H = 14;
export const LINE_H = 17;
export const CHIP_H = 20;
export const CHIP_GAP = 4;
export const LABEL_PAD_X = 6;
export const LABEL_H = 18;
export const INITIAL_R = 6;
/** the line a transition's actions take under its label (an edge's) or its chip's text */
export const ACTIONS_H = 15;

/** An estimate of the width of proportional text (wide and narrow letters counted apart). */
export function sansWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if ("iljtfr.,:;|!'()[] ".includes(ch)) units += 0.36;
    else if ('mwMW@'.includes(ch)) units += 0.95;
    else if (ch >= 'A' && ch <= 'Z') units += 0.74;
    else units += 0.62;
  }
  // wide system fonts (DejaVu Sans) set bold about an eighth wider
  return Math.ceil(units * size * (bold ? 1.13 : 1)) + 4;
}

/** Monospace text: every character the same width. */
export const monoWidth = (text: string, size: number): number => Math.ceil([...text].length * size * 0.62);

export interface LaidChip {
  transitionId: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** why its guard can refuse, drawn on a line under the chip, or null */
  reason: string | null;
  /** its actions ("/ assign(terms)"), a second line inside the chip, or null */
  actions: string | null;
}

export interface LaidState {
  id: string;
  state: DiagramState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** the header: title, "outcome", invoked actors and the transitions that stay in the state */
  titleY: number;
  outcomeY: number | null;
  invokeLines: { text: string; y: number }[];
  /** its entry and exit actions, a line each ("entry / reach") */
  actionLines: { text: string; y: number }[];
  chips: LaidChip[];
}

export interface LaidEdge {
  transitionId: string;
  target: string;
  /** the polyline, absolute coordinates */
  points: { x: number; y: number }[];
  /** the trigger and guard, and on a second line the actions ("/ markTried") or null */
  label: { text: string; actions: string | null; x: number; y: number; width: number; height: number } | null;
}

export interface LaidInitial {
  parent: string;
  target: string;
  cx: number;
  cy: number;
  r: number;
  points: { x: number; y: number }[];
}

export interface DiagramLayout {
  id: string;
  width: number;
  height: number;
  states: LaidState[];
  edges: LaidEdge[];
  initials: LaidInitial[];
}

/** Transitions drawn inside their state: no target (actions only) or back into the same state. */
export const staysInside = (t: DiagramTransition): boolean => t.internal || (t.targets.length === 1 && t.targets[0] === t.source);

/** The few words the diagram itself writes (state and event names are the machine's own). */
export interface DiagramWords {
  outcome: string;
  invoke: string;
  /** before a state's entry and exit actions: "entry / reach" */
  entry: string;
  exit: string;
  /** the line drawn under a transition that can refuse, by transition id, in the page's language */
  reasons?: Record<string, string>;
}
export const ENGLISH_WORDS: DiagramWords = { outcome: 'outcome', invoke: 'invokes', entry: 'entry', exit: 'exit' };

export const chipText = (t: DiagramTransition): string => `↻ ${t.label}`;
export const invokeText = (inv: { id: string; src: string }, words: DiagramWords): string =>
  inv.src === inv.id ? `${words.invoke} ${inv.id}` : `${words.invoke} ${inv.id} (${inv.src})`;

/** A transition's actions as the line drawn under its label: "/ markTried, assign(terms)", or null. */
export const actionsLine = (actions: readonly string[]): string | null => (actions.length ? `/ ${actions.join(', ')}` : null);

/** A state's entry and exit actions, a line each: "entry / reach". */
export function stateActionTexts(state: DiagramState, words: DiagramWords): string[] {
  const entry = actionsLine(state.entry);
  const exit = actionsLine(state.exit);
  return [...(entry ? [`${words.entry} ${entry}`] : []), ...(exit ? [`${words.exit} ${exit}`] : [])];
}

/** An SVG path through a polyline with its corners rounded. */
export function roundedPath(points: { x: number; y: number }[], radius = 8): string {
  if (points.length === 0) return '';
  const f = (n: number) => Math.round(n * 10) / 10;
  let d = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const prev = points[i - 1]!;
    const p = points[i]!;
    const next = points[i + 1]!;
    const inLen = Math.hypot(p.x - prev.x, p.y - prev.y);
    const outLen = Math.hypot(next.x - p.x, next.y - p.y);
    const r = Math.min(radius, inLen / 2, outLen / 2);
    const a = { x: p.x - ((p.x - prev.x) / (inLen || 1)) * r, y: p.y - ((p.y - prev.y) / (inLen || 1)) * r };
    const b = { x: p.x + ((next.x - p.x) / (outLen || 1)) * r, y: p.y + ((next.y - p.y) / (outLen || 1)) * r };
    d += ` L${f(a.x)},${f(a.y)} Q${f(p.x)},${f(p.y)} ${f(b.x)},${f(b.y)}`;
  }
  const last = points.at(-1)!;
  d += ` L${f(last.x)},${f(last.y)}`;
  return d;
}
