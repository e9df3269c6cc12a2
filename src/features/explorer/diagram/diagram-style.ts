import type { TransitionKind } from './graph';

/**
 * The diagram's look, shared by the page (diagram.tsx) and the standalone SVG (svg.ts) so the
 * download and the command line's export look like what is on screen. Colours keep at least
 * 4.5:1 against their background.
 */
export const COLORS = {
  ink: '#17212d',
  ink2: '#485363',
  stateFill: '#ffffff',
  stateStroke: '#7b8797',
  compoundFill: '#f6f8fb',
  compoundStroke: '#aab5c3',
  rootFill: '#fbfcfe',
  rootStroke: '#c3ccd6',
  outcomeStroke: '#17212d',
  chipFill: '#edf4fb',
  chipStroke: '#bcd3f5',
  chipText: '#0b4f8a',
  labelFill: '#ffffff',
  labelStroke: '#dde3ea',
  edge: '#5d6878',
  current: '#0d62aa',
  currentFill: '#d6e6f6',
  activeFill: '#edf4fb',
  enabled: '#0b4f8a',
  focus: '#1f6fd1',
};

export const EDGE_COLORS: Record<TransitionKind, string> = {
  event: COLORS.edge,
  always: COLORS.edge,
  after: '#6941c6',
  done: '#05603a',
  error: '#b42318',
};

/** Delays are drawn dashed, so time is told apart from what a person or a server does. */
export const edgeDash = (kind: TransitionKind): string | undefined => (kind === 'after' ? '6 4' : undefined);

export const RADIUS = { state: 10, chip: 6, label: 5 };
