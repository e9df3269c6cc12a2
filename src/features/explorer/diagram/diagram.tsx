import { useLingui } from '@lingui/react/macro';
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { COLORS, EDGE_COLORS, RADIUS, edgeDash } from './diagram-style';
import { stateName, transitionText, type DiagramState, type DiagramTransition, type MachineGraph } from './graph';
import { useReasonText } from '../use-reason-text';
import { ACTIONS_H, FONT, roundedPath, type DiagramLayout, type DiagramWords, type LaidChip, type LaidEdge, type LaidState } from './layout-geometry';
import { markerDefs, markerId } from './svg';

/**
 * A statechart drawn from its elkjs layout, for reading with a mouse or a keyboard: one tab stop,
 * then the arrow keys move through every state and transition in the order of the definition
 * (each state, then the transitions leaving it). Enter or a click picks one out (the rest fade);
 * Escape lets go. Zoom with the buttons, Ctrl + wheel, or + and - on the keyboard.
 */

export interface DiagramHighlight {
  /** every active state (the current ones and their ancestors) */
  active?: ReadonlySet<string>;
  /** the innermost current states */
  current?: ReadonlySet<string>;
  /** transitions the last step took */
  taken?: ReadonlySet<string>;
  /** transitions that can be taken now */
  enabled?: ReadonlySet<string>;
}

type Item =
  | { kind: 'state'; key: string; state: DiagramState; box: LaidState }
  | { kind: 'chip'; key: string; transition: DiagramTransition; chip: LaidChip }
  | { kind: 'edge'; key: string; transition: DiagramTransition; edge: LaidEdge; index: number };

const MIN_SCALE = 0.15;
/** the smallest zoom at which the diagram's 11–14 px text stays legible */
const READABLE = 0.8;
const MAX_SCALE = 3;
const clamp = (v: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, v));

export function Diagram({
  graph,
  layout,
  title,
  words,
  highlight = {},
}: {
  graph: MachineGraph;
  layout: DiagramLayout;
  title: string;
  words: DiagramWords;
  highlight?: DiagramHighlight;
}) {
  const { t } = useLingui();
  const { reasonText, reasonLine } = useReasonText();
  const helpId = useId();
  const statusId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<string, SVGGElement>());
  const [scale, setScale] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  /** where the content point under the pointer must land after a zoom */
  const anchor = useRef<{ x: number; y: number; px: number; py: number } | null>(null);

  const states = useMemo(() => new Map(graph.states.map((s) => [s.id, s])), [graph]);
  const transitions = useMemo(() => new Map(graph.transitions.map((tr) => [tr.id, tr])), [graph]);

  // the keyboard order: each state, then the transitions that leave it, as the machine defines them
  const items = useMemo<Item[]>(() => {
    const out: Item[] = [];
    for (const box of layout.states) {
      out.push({ kind: 'state', key: `s:${box.id}`, state: box.state, box });
      for (const chip of box.chips) out.push({ kind: 'chip', key: `c:${chip.transitionId}`, transition: transitions.get(chip.transitionId)!, chip });
      for (const tr of graph.transitions.filter((x) => x.source === box.id)) {
        layout.edges.forEach((edge, index) => {
          if (edge.transitionId === tr.id) out.push({ kind: 'edge', key: `e:${index}`, transition: tr, edge, index });
        });
      }
    }
    return out;
  }, [graph, layout, transitions]);

  const name = (id: string) => stateName(states.get(id)!);
  const describe = (item: Item): string => {
    if (item.kind === 'state') {
      const n = stateName(item.state);
      // the name holds all the box shows (its invoked actors, its entry and exit actions), as the visible text goes
      return [item.state.outcome ? t`state ${n}, outcome` : t`state ${n}`, ...[...item.box.invokeLines, ...item.box.actionLines].map((l) => l.text)].join(', ');
    }
    const tr = item.transition;
    // the trigger, the guard and the actions, as drawn
    const label = transitionText(tr);
    const from = name(tr.source);
    if (item.kind === 'chip') return tr.internal ? t`transition ${label} in ${from}, staying in it` : t`transition ${label} from ${from} to ${from}`;
    const to = name(item.edge.target);
    return t`transition ${label} from ${from} to ${to}`;
  };

  /** Scrolls the diagram (and only the diagram, never the page) so an item is in view. */
  const reveal = useCallback((el: SVGGraphicsElement | undefined) => {
    const box = viewport.current;
    if (!el || !box) return;
    const r = el.getBoundingClientRect();
    const v = box.getBoundingClientRect();
    const margin = 24;
    if (r.left < v.left + margin) box.scrollLeft -= v.left + margin - r.left;
    else if (r.right > v.right - margin) box.scrollLeft += Math.min(r.right - (v.right - margin), r.left - (v.left + margin));
    if (r.top < v.top + margin) box.scrollTop -= v.top + margin - r.top;
    else if (r.bottom > v.bottom - margin) box.scrollTop += Math.min(r.bottom - (v.bottom - margin), r.top - (v.top + margin));
  }, []);

  /** set when a layout arrives: once drawn at its zoom, the flow's first state is scrolled into view */
  const showStart = useRef(false);

  // ---- zoom ------------------------------------------------------------------------------------
  const fitScale = useCallback(() => {
    const el = viewport.current;
    if (!el) return 1;
    return clamp(Math.min((el.clientWidth - 16) / layout.width, (el.clientHeight - 16) / layout.height));
  }, [layout]);

  /** set once the reader zooms: from then on the diagram keeps their zoom */
  const zoomed = useRef(false);
  useLayoutEffect(() => {
    // start readable: the whole width when it fits at a readable size, else that size, with the
    // flow's start in view; again when the space changes (a panel opens, the window turns),
    // until the reader zooms
    const el = viewport.current;
    if (!el) return;
    const initial = () => {
      if (!zoomed.current && el.clientWidth > 0) setScale(Math.min(1, Math.max(READABLE, (el.clientWidth - 16) / layout.width)));
    };
    showStart.current = true;
    initial();
    const observer = new ResizeObserver(initial);
    observer.observe(el);
    return () => observer.disconnect();
  }, [layout]);

  const zoomTo = useCallback((next: number, at?: { px: number; py: number }) => {
    zoomed.current = true;
    const el = viewport.current;
    setScale((current) => {
      const from = current ?? 1;
      const to = clamp(next);
      if (el) {
        const px = at?.px ?? el.clientWidth / 2;
        const py = at?.py ?? el.clientHeight / 2;
        anchor.current = { x: (el.scrollLeft + px) / from, y: (el.scrollTop + py) / from, px, py };
      }
      return to;
    });
  }, []);

  useLayoutEffect(() => {
    if (!showStart.current || scale === null) return;
    showStart.current = false;
    const start = layout.initials.find((i) => i.parent === graph.root)?.target;
    if (start) reveal(itemRefs.current.get(`s:${start}`));
  }, [scale, layout, graph.root, reveal]);

  useLayoutEffect(() => {
    const el = viewport.current;
    const a = anchor.current;
    if (!el || !a || scale === null) return;
    anchor.current = null;
    el.scrollLeft = a.x * scale - a.px;
    el.scrollTop = a.y * scale - a.py;
  }, [scale]);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomed.current = true;
      const rect = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * 0.002);
      setScale((current) => {
        const from = current ?? 1;
        const to = clamp(from * factor);
        const px = e.clientX - rect.left;
        const py = e.clientY - rect.top;
        anchor.current = { x: (el.scrollLeft + px) / from, y: (el.scrollTop + py) / from, px, py };
        return to;
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // ---- pan by dragging the background ---------------------------------------------------------
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as Element).closest('[data-item]')) return;
    const el = viewport.current!;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const el = viewport.current!;
    el.scrollLeft = d.left - (e.clientX - d.x);
    el.scrollTop = d.top - (e.clientY - d.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  // ---- keyboard --------------------------------------------------------------------------------
  const focusItem = (key: string) => {
    setFocusKey(key);
    const el = itemRefs.current.get(key);
    el?.focus({ preventScroll: true });
    reveal(el);
  };
  const activeKey = focusKey && items.some((i) => i.key === focusKey) ? focusKey : items[0]?.key;

  // on the items, the diagram's one tab stop (a roving tabindex): the box around them takes no focus
  const onKeyDown = (e: KeyboardEvent<SVGGElement>) => {
    const index = items.findIndex((i) => i.key === activeKey);
    const move = (to: number) => {
      e.preventDefault();
      const next = items[Math.max(0, Math.min(items.length - 1, to))];
      if (next) focusItem(next.key);
    };
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        return move(index + 1);
      case 'ArrowUp':
      case 'ArrowLeft':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        if (selected) {
          e.preventDefault();
          setSelected(null);
        }
        return;
      case '+':
      case '=':
        e.preventDefault();
        return zoomTo((scale ?? 1) * 1.25);
      case '-':
        e.preventDefault();
        return zoomTo((scale ?? 1) / 1.25);
      case '0':
        e.preventDefault();
        return zoomTo(fitScale());
      case 'Enter':
      case ' ': {
        const item = items[index];
        if (!item || !(e.target as Element).closest('[data-item]')) return;
        e.preventDefault();
        setSelected((s) => (s === item.key ? null : item.key));
        return;
      }
    }
  };

  // keep the current state in view as it changes (play, replay, live); compared by value
  const currentKey = [...(highlight.current ?? [])].join(' ');
  useEffect(() => {
    const id = currentKey.split(' ').at(-1);
    if (id) reveal(itemRefs.current.get(`s:${id}`));
  }, [currentKey, reveal]);

  // ---- selection: what is picked out stays, the rest fades -----------------------------------------
  const selectedItem = items.find((i) => i.key === selected) ?? null;
  const emphasis = useMemo(() => {
    if (!selectedItem) return null;
    const keep = new Set<string>([selectedItem.key]);
    if (selectedItem.kind === 'state') {
      const id = selectedItem.state.id;
      for (const i of items) if (i.kind !== 'state' && (i.transition.source === id || (i.kind === 'edge' && i.edge.target === id))) keep.add(i.key);
    } else {
      keep.add(`s:${selectedItem.transition.source}`);
      if (selectedItem.kind === 'edge') keep.add(`s:${selectedItem.edge.target}`);
    }
    // the states around what is kept stay readable
    for (const i of items) if (i.kind === 'state' && i.state.children.length) keep.add(i.key);
    return keep;
  }, [selectedItem, items]);
  const faded = (key: string) => (emphasis && !emphasis.has(key) ? 0.25 : 1);
  const selectionText = selectedItem ? describe(selectedItem) : '';
  const selectionDescription = selectedItem?.kind === 'state' ? selectedItem.state.description : null;

  const s = scale ?? 1;
  const refFor = (key: string) => (el: SVGGElement | null) => {
    if (el) itemRefs.current.set(key, el);
    else itemRefs.current.delete(key);
  };
  const itemProps = (item: Item) => ({
    ref: refFor(item.key),
    'data-item': item.kind,
    role: 'button',
    tabIndex: item.key === activeKey ? 0 : -1,
    'aria-label': describe(item),
    // a state says what it is for (shown in words when picked out: a <title> in the box would be
    // text its name does not hold); a guard that can refuse says why (drawn under the edge's
    // label): each heard as the item's description
    'aria-description':
      item.kind === 'state' ? (item.state.description ?? undefined) : item.transition.reasons.length ? reasonText(item.transition.reasons) : undefined,
    'aria-pressed': selected === item.key,
    className: 'xd-item',
    onFocus: () => setFocusKey(item.key),
    onKeyDown,
    onClick: () => setSelected((cur) => (cur === item.key ? null : item.key)),
    opacity: faded(item.key),
  });

  return (
    <div className="xd">
      <div className="xd-toolbar" role="toolbar" aria-label={t`Zoom`}>
        <button type="button" className="button button--ghost button--small" onClick={() => zoomTo(s / 1.25)} aria-label={t`Zoom out`}>
          −
        </button>
        <span className="xd-zoom" aria-live="polite">
          {Math.round(s * 100)}%
        </span>
        <button type="button" className="button button--ghost button--small" onClick={() => zoomTo(s * 1.25)} aria-label={t`Zoom in`}>
          +
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => zoomTo(fitScale())}>
          {t`Fit to view`}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => zoomTo(1)}>
          100%
        </button>
      </div>
      <p id={helpId} className="xd-help">
        {t`Tab into the diagram, then use the arrow keys to move through its states and transitions; Enter picks one out, Escape lets it go. Ctrl + wheel, or + and -, zooms.`}
      </p>
      <div
        ref={viewport}
        className="xd-viewport"
        role="group"
        aria-label={t`Diagram of ${title}`}
        aria-describedby={`${helpId} ${statusId}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="diagram"
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width={Math.ceil(layout.width * s)}
          height={Math.ceil(layout.height * s)}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className="xd-svg"
          data-machine={graph.id}
        >
          <defs>
            {markerDefs(graph.id).map((m) => (
              <ArrowHead key={m.id} id={m.id} color={m.color} size={12} />
            ))}
            {/* a taken or enabled edge: a larger head in the current state's colour */}
            <ArrowHead id={`${markerId(graph.id, 'event')}-hot`} color={COLORS.current} size={14} />
          </defs>
          <rect x={0} y={0} width={layout.width} height={layout.height} fill="#ffffff" />

          {items.map((item) => {
            if (item.kind !== 'state') return null;
            const { box, state } = item;
            const compound = state.children.length > 0;
            const isCurrent = highlight.current?.has(state.id) ?? false;
            // the root is always active: only what lies inside it is marked
            const isActive = state.kind !== 'root' && (highlight.active?.has(state.id) ?? false);
            const fill = isCurrent ? COLORS.currentFill : state.kind === 'root' ? COLORS.rootFill : compound ? COLORS.compoundFill : COLORS.stateFill;
            const stroke =
              isCurrent || isActive
                ? COLORS.current
                : state.kind === 'root'
                  ? COLORS.rootStroke
                  : compound
                    ? COLORS.compoundStroke
                    : state.kind === 'final'
                      ? COLORS.outcomeStroke
                      : COLORS.stateStroke;
            const width = isCurrent ? 3 : isActive ? 2.5 : 1.5;
            return (
              <g
                key={item.key}
                {...itemProps(item)}
                data-state-id={state.id}
                data-current={isCurrent || undefined}
                data-active={isActive || undefined}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <rect className="xd-ring" x={box.x - 3} y={box.y - 3} width={box.width + 6} height={box.height + 6} rx={RADIUS.state + 3} fill="none" />
                <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={RADIUS.state} fill={fill} stroke={stroke} strokeWidth={width} />
                {state.kind === 'final' ? (
                  <rect
                    x={box.x + 4}
                    y={box.y + 4}
                    width={box.width - 8}
                    height={box.height - 8}
                    rx={RADIUS.state - 3}
                    fill="none"
                    stroke={stroke}
                    strokeWidth={1.5}
                  />
                ) : null}
                <text
                  x={box.x + 12 + (state.kind === 'final' ? 4 : 0)}
                  y={box.titleY}
                  fontFamily={FONT.sans}
                  fontSize={FONT.title}
                  fontWeight={600}
                  fill={COLORS.ink}
                >
                  {state.key}
                </text>
                {box.outcomeY !== null ? (
                  <>
                    {' '}
                    <text x={box.x + 16} y={box.outcomeY} fontFamily={FONT.sans} fontSize={FONT.small} fill={COLORS.ink2}>
                      {words.outcome}
                    </text>
                  </>
                ) : null}
                {[...box.invokeLines, ...box.actionLines].map((line) => (
                  <Fragment key={line.text}>
                    {' '}
                    <Line x={box.x + 12} y={line.y} size={FONT.small} fill={COLORS.ink2}>
                      {line.text}
                    </Line>
                  </Fragment>
                ))}
              </g>
            );
          })}

          <g aria-hidden="true">
            {layout.initials.map((init) => (
              <g key={init.parent} opacity={emphasis ? 0.25 : 1}>
                <circle cx={init.cx} cy={init.cy} r={init.r} fill={COLORS.ink} />
                <path d={roundedPath(init.points)} fill="none" stroke={COLORS.ink} strokeWidth={1.5} markerEnd={`url(#${markerId(graph.id, 'initial')})`} />
              </g>
            ))}
          </g>

          {items.map((item) => {
            if (item.kind === 'state') return null;
            const tr = item.transition;
            const taken = highlight.taken?.has(tr.id) ?? false;
            const enabled = highlight.enabled?.has(tr.id) ?? false;
            const hot = taken || enabled;
            const color = hot ? COLORS.current : EDGE_COLORS[tr.kind];
            const textColor = hot ? COLORS.current : color === COLORS.edge ? COLORS.ink : color;
            const common = { 'data-transition-id': tr.id, 'data-taken': taken || undefined, 'data-enabled': enabled || undefined };
            if (item.kind === 'chip') {
              const { chip } = item;
              return (
                <Fragment key={item.key}>
                  <g {...itemProps(item)} {...common}>
                    <rect className="xd-ring" x={chip.x - 3} y={chip.y - 3} width={chip.width + 6} height={chip.height + 6} rx={RADIUS.chip + 2} fill="none" />
                    <rect
                      x={chip.x}
                      y={chip.y}
                      width={chip.width}
                      height={chip.height}
                      rx={RADIUS.chip}
                      fill={hot ? COLORS.currentFill : COLORS.chipFill}
                      stroke={hot ? COLORS.current : COLORS.chipStroke}
                      strokeWidth={taken ? 2.5 : 1}
                    />
                    <Line x={chip.x + 6} y={chip.y + 14} fill={hot ? COLORS.current : COLORS.chipText}>
                      {chip.label}
                    </Line>
                    {chip.actions ? (
                      <Line x={chip.x + 6} y={chip.y + 14 + ACTIONS_H} fill={COLORS.ink2}>
                        {chip.actions}
                      </Line>
                    ) : null}
                  </g>
                  {tr.reasons.length ? (
                    <ReasonLine x={chip.x + 6} y={chip.y + chip.height + 13} transitionId={tr.id} codes={tr.reasons} text={reasonText} line={reasonLine} />
                  ) : null}
                </Fragment>
              );
            }
            const { edge } = item;
            const d = roundedPath(edge.points);
            const dash = edgeDash(tr.kind);
            return (
              <Fragment key={item.key}>
                <g {...itemProps(item)} {...common}>
                  <path d={d} fill="none" stroke="transparent" strokeWidth={12} />
                  <path className="xd-edge-ring" d={d} fill="none" />
                  <path
                    d={d}
                    fill="none"
                    stroke={color}
                    strokeWidth={taken ? 3.5 : enabled ? 2.5 : 1.5}
                    strokeDasharray={dash}
                    markerEnd={`url(#${hot ? `${markerId(graph.id, 'event')}-hot` : markerId(graph.id, tr.kind)})`}
                  />
                  {edge.label ? (
                    <>
                      <rect
                        className="xd-ring"
                        x={edge.label.x - 3}
                        y={edge.label.y - 3}
                        width={edge.label.width + 6}
                        height={edge.label.height + 6}
                        rx={RADIUS.label + 2}
                        fill="none"
                      />
                      <rect
                        x={edge.label.x}
                        y={edge.label.y}
                        width={edge.label.width}
                        height={edge.label.height}
                        rx={RADIUS.label}
                        fill={hot ? COLORS.currentFill : COLORS.labelFill}
                        stroke={hot ? COLORS.current : COLORS.labelStroke}
                      />
                      <Line x={edge.label.x + 6} y={edge.label.y + 13} fill={textColor} bold={taken}>
                        {edge.label.text}
                      </Line>
                      {edge.label.actions ? (
                        <Line x={edge.label.x + 6} y={edge.label.y + 13 + ACTIONS_H} fill={COLORS.ink2}>
                          {edge.label.actions}
                        </Line>
                      ) : null}
                    </>
                  ) : null}
                </g>
                {tr.reasons.length && edge.label ? (
                  <ReasonLine
                    x={edge.label.x + 6}
                    y={edge.label.y + edge.label.height + 12}
                    transitionId={tr.id}
                    codes={tr.reasons}
                    text={reasonText}
                    line={reasonLine}
                  />
                ) : null}
              </Fragment>
            );
          })}
        </svg>
      </div>
      <p id={statusId} className="xd-selection" role="status">
        {selectionText ? t`Picked out: ${selectionText}` : ''}
        {selectionDescription ? (
          <span className="xd-selection__description" data-testid="picked-state-description">
            {selectionDescription}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Why a guard can refuse, drawn under its transition: outside the transition's button
 * (its accessible name is the transition; the reason is its description), with every reason in
 * the tooltip.
 */
function ReasonLine(props: {
  x: number;
  y: number;
  transitionId: string;
  codes: string[];
  text: (codes: readonly string[]) => string;
  line: (codes: readonly string[]) => string;
}) {
  return (
    <Line
      x={props.x}
      y={props.y}
      fill={COLORS.chipText}
      data={{ 'data-reason': props.codes.join(' '), 'data-reason-for': props.transitionId, 'aria-hidden': true }}
    >
      <title>{props.text(props.codes)}</title>
      {props.line(props.codes)}
    </Line>
  );
}

/** A line of the diagram's monospaced text: labels, actions, invoked actors, reasons. */
function Line({
  x,
  y,
  size = FONT.label,
  fill,
  bold = false,
  data,
  children,
}: {
  x: number;
  y: number;
  size?: number;
  fill: string;
  bold?: boolean;
  data?: Record<string, string | boolean>;
  children: ReactNode;
}) {
  return (
    <text x={x} y={y} fontFamily={FONT.mono} fontSize={size} fill={fill} fontWeight={bold ? 700 : 400} {...data}>
      {children}
    </text>
  );
}

/** An edge's arrowhead (an SVG marker), drawn at the end of the edges that name it by `id`. */
function ArrowHead({ id, color, size }: { id: string; color: string; size: number }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth={size} markerHeight={size} orient="auto-start-reverse">
      <path d="M0,0 L10,5 L0,10 z" fill={color} />
    </marker>
  );
}
