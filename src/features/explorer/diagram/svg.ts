import { COLORS, EDGE_COLORS, RADIUS, edgeDash } from './diagram-style';
import type { MachineGraph, TransitionKind } from './graph';
import { ACTIONS_H, ENGLISH_WORDS, FONT, roundedPath, type DiagramLayout, type DiagramWords } from './layout-geometry';

/**
 * A statechart's layout as a standalone SVG document (inline styles, no stylesheet, no script):
 * the "SVG" download of the explorer and the `.svg` files of `npm run machines:export`.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 10) / 10);

/** A line of monospaced text: labels, actions, invoked actors, reasons. */
const monoLine = (x: number, y: number, fill: string, text: string, size = FONT.label) =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${esc(FONT.mono)}" font-size="${size}" fill="${fill}">${esc(text)}</text>`;

export const markerId = (graphId: string, kind: TransitionKind | 'initial') => `${graphId.replace(/[^\w-]/g, '_')}-arrow-${kind}`;

/** The arrowheads, one per colour of edge. */
export function markerDefs(graphId: string): { id: string; color: string }[] {
  const kinds: (TransitionKind | 'initial')[] = ['event', 'after', 'done', 'error', 'always', 'initial'];
  return kinds.map((kind) => ({ id: markerId(graphId, kind), color: kind === 'initial' ? COLORS.ink : EDGE_COLORS[kind] }));
}

export function renderSvg(graph: MachineGraph, layout: DiagramLayout, options: { title?: string; words?: DiagramWords } = {}): string {
  const words = options.words ?? ENGLISH_WORDS;
  const byId = new Map(graph.transitions.map((t) => [t.id, t]));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-label="${esc(options.title ?? graph.id)}">`,
  );
  out.push(`<title>${esc(options.title ?? graph.id)}</title>`);
  out.push('<defs>');
  for (const m of markerDefs(graph.id)) {
    out.push(
      `<marker id="${m.id}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="12" markerHeight="12" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${m.color}"/></marker>`,
    );
  }
  out.push('</defs>');
  out.push(`<rect x="0" y="0" width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`);

  for (const s of layout.states) {
    const kind = s.state.kind;
    const compound = s.state.children.length > 0;
    const fill = kind === 'root' ? COLORS.rootFill : compound ? COLORS.compoundFill : COLORS.stateFill;
    const stroke =
      kind === 'root' ? COLORS.rootStroke : compound ? COLORS.compoundStroke : s.state.kind === 'final' ? COLORS.outcomeStroke : COLORS.stateStroke;
    out.push(`<g data-state-id="${esc(s.id)}">`);
    // what the state is for, as the box's tooltip
    if (s.state.description) out.push(`<title>${esc(s.state.description)}</title>`);
    out.push(
      `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.width)}" height="${n(s.height)}" rx="${RADIUS.state}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`,
    );
    if (s.state.kind === 'final') {
      out.push(
        `<rect x="${n(s.x + 4)}" y="${n(s.y + 4)}" width="${n(s.width - 8)}" height="${n(s.height - 8)}" rx="${RADIUS.state - 3}" fill="none" stroke="${stroke}" stroke-width="1.5"/>`,
      );
    }
    out.push(
      `<text x="${n(s.x + 12 + (kind === 'final' ? 4 : 0))}" y="${n(s.titleY)}" font-family="${esc(FONT.sans)}" font-size="${FONT.title}" font-weight="600" fill="${COLORS.ink}">${esc(s.state.key)}</text>`,
    );
    if (s.outcomeY !== null) {
      out.push(
        `<text x="${n(s.x + 16)}" y="${n(s.outcomeY)}" font-family="${esc(FONT.sans)}" font-size="${FONT.small}" fill="${COLORS.ink2}">${esc(words.outcome)}</text>`,
      );
    }
    for (const line of [...s.invokeLines, ...s.actionLines]) out.push(monoLine(s.x + 12, line.y, COLORS.ink2, line.text, FONT.small));
    for (const chip of s.chips) {
      out.push(`<g data-transition-id="${esc(chip.transitionId)}">`);
      out.push(
        `<rect x="${n(chip.x)}" y="${n(chip.y)}" width="${n(chip.width)}" height="${n(chip.height)}" rx="${RADIUS.chip}" fill="${COLORS.chipFill}" stroke="${COLORS.chipStroke}"/>`,
      );
      out.push(monoLine(chip.x + 6, chip.y + 14, COLORS.chipText, chip.label));
      if (chip.actions) out.push(monoLine(chip.x + 6, chip.y + 14 + ACTIONS_H, COLORS.ink2, chip.actions));
      if (chip.reason) out.push(monoLine(chip.x + 6, chip.y + chip.height + 13, COLORS.chipText, chip.reason));
      out.push('</g>');
    }
    out.push('</g>');
  }

  for (const init of layout.initials) {
    out.push(`<circle cx="${n(init.cx)}" cy="${n(init.cy)}" r="${init.r}" fill="${COLORS.ink}"/>`);
    out.push(
      `<path d="${roundedPath(init.points)}" fill="none" stroke="${COLORS.ink}" stroke-width="1.5" marker-end="url(#${markerId(graph.id, 'initial')})"/>`,
    );
  }

  for (const e of layout.edges) {
    const t = byId.get(e.transitionId)!;
    const color = EDGE_COLORS[t.kind];
    const dash = edgeDash(t.kind);
    out.push(`<g data-transition-id="${esc(e.transitionId)}">`);
    out.push(
      `<path d="${roundedPath(e.points)}" fill="none" stroke="${color}" stroke-width="1.5"${dash ? ` stroke-dasharray="${dash}"` : ''} marker-end="url(#${markerId(graph.id, t.kind)})"/>`,
    );
    if (e.label) {
      out.push(
        `<rect x="${n(e.label.x)}" y="${n(e.label.y)}" width="${n(e.label.width)}" height="${n(e.label.height)}" rx="${RADIUS.label}" fill="${COLORS.labelFill}" stroke="${COLORS.labelStroke}"/>`,
      );
      out.push(monoLine(e.label.x + 6, e.label.y + 13, color === COLORS.edge ? COLORS.ink : color, e.label.text));
      if (e.label.actions) out.push(monoLine(e.label.x + 6, e.label.y + 13 + ACTIONS_H, COLORS.ink2, e.label.actions));
      const reason = options.words?.reasons?.[e.transitionId];
      if (reason) out.push(monoLine(e.label.x + 6, e.label.y + e.label.height + 12, COLORS.chipText, reason));
    }
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}
