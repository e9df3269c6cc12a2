import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * A flow's statechart as the explorer draws it: read from the machine definition (machine.root,
 * stateNode.states / transitions / invoke / type), never written by hand, so the diagram, the
 * Mermaid text and the JSON export cannot drift from the machine. Transition ids are the
 * generator's ("sourceId|eventType|branchIndex", machines/model/paths.ts transitionIds), so coverage
 * and replay refer to the same edges the diagram shows.
 */

type StateKind = 'root' | 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'after' | 'done' | 'error' | 'always';

export interface DiagramState {
  /** the node's id: "sessionTimeout.active.quiet" */
  id: string;
  /** its key: "quiet" */
  key: string;
  /** its path below the root: "active.quiet" ("" for the root) */
  path: string;
  parent: string | null;
  depth: number;
  kind: StateKind;
  /** what the state is for, in words: the state's `description` in the machine, or null */
  description: string | null;
  /** the initial child of its parent */
  initial: boolean;
  /** a final state of the machine itself: one of the flow's named outcomes */
  outcome: boolean;
  /** actors invoked while in this state: invoke id and the logic's name */
  invokes: { id: string; src: string }[];
  /** the actions run on entering and on leaving it, named (`actionName`) */
  entry: string[];
  exit: string[];
  children: string[];
}

export interface DiagramTransition {
  /** "sourceId|eventType|branchIndex", as transitionIds(machine) */
  id: string;
  source: string;
  eventType: string;
  /** which guarded branch of the event (0 first) */
  branch: number;
  kind: TransitionKind;
  /** target state ids; empty when the transition only runs actions */
  targets: string[];
  /** no change of state: no target (actions only) */
  internal: boolean;
  reenter: boolean;
  guard: string | null;
  /**
   * the domain reason codes a user meets when this guarded transition refuses (the transition's
   * `meta: { reason }`): drawn on the edge in words; empty for any other transition
   */
  reasons: string[];
  /** the actions it runs, named (`actionName`), in order: drawn on the edge after a "/" */
  actions: string[];
  /** "next", "after warningAfter", "done: ping", "error: ping" */
  trigger: string;
  /** the trigger and its guard: "next [amountInvalid]" */
  label: string;
}

export interface MachineGraph {
  id: string;
  root: string;
  states: DiagramState[];
  transitions: DiagramTransition[];
}

const AFTER = /^xstate\.after\.([^.]+)\.(.+)$/;
const DONE_ACTOR = /^xstate\.done\.actor\.(.+)$/;
const ERROR_ACTOR = /^xstate\.error\.actor\.(.+)$/;
const DONE_STATE = /^xstate\.done\.state\.(.+)$/;

/** A readable name for a guard: its name in setup(), a higher-order guard spelled out, or "inline". */
function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof (guard as { type: unknown }).type === 'string') return (guard as { type: string }).type;
  if (typeof guard === 'function') {
    // xstate's and()/or()/not() are functions carrying the guards they combine
    const f = guard as { check?: unknown; guards?: unknown[]; name?: string };
    if (Array.isArray(f.guards)) {
      const parts = f.guards.map((g) => guardName(g) ?? 'inline');
      if (f.name === 'not' || parts.length === 1) return `!${parts[0]}`;
      return parts.join(f.name === 'or' ? ' || ' : ' && ');
    }
    return 'inline';
  }
  return 'inline';
}

const BUILT_IN = /^xstate\.(.+)$/;

/**
 * A readable name for an action: its name in setup() ("markTried"), a built-in with what it
 * sets or sends ("assign(terms)", "raise(tick)", "emit(deviceChanged)"), the function's own name,
 * or "inline". Null for the timers xstate adds itself for an `after` (its raise on entry and
 * cancel on exit): the diagram draws those as the `after` edges.
 */
function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (action === null || (typeof action !== 'object' && typeof action !== 'function')) return 'inline';
  const a = action as { type?: unknown; assignment?: unknown; event?: unknown; sendId?: unknown; id?: unknown; name?: string };
  const builtIn = typeof a.type === 'string' ? BUILT_IN.exec(a.type) : null;
  if (typeof a.type === 'string' && !builtIn) return a.type;
  if (!builtIn) return typeof action === 'function' && a.name && a.name !== 'anonymous' ? a.name : 'inline';
  const kind = builtIn[1]!;
  const timer = (id: unknown) => typeof id === 'string' && AFTER.test(id);
  if ((kind === 'raise' && timer(a.id)) || (kind === 'cancel' && timer(a.sendId))) return null;
  if (kind === 'assign' && a.assignment && typeof a.assignment === 'object') return `assign(${Object.keys(a.assignment).join(', ')})`;
  const event = a.event as { type?: unknown } | undefined;
  if ((kind === 'raise' || kind === 'sendTo' || kind === 'emit') && typeof event?.type === 'string') return `${kind}(${event.type})`;
  return kind;
}

const actionNames = (actions: readonly unknown[]): string[] => actions.map(actionName).filter((name): name is string => name !== null);

/** A transition as text: its trigger and guard, then its actions ("submit [termsMissing] / markTried"). */
export const transitionText = (t: Pick<DiagramTransition, 'label' | 'actions'>): string =>
  t.actions.length ? `${t.label} / ${t.actions.join(', ')}` : t.label;

export function describeTrigger(eventType: string, sourceKey: string): { kind: TransitionKind; trigger: string } {
  if (eventType === '') return { kind: 'always', trigger: 'always' };
  const after = AFTER.exec(eventType);
  if (after) return { kind: 'after', trigger: /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}` };
  const done = DONE_ACTOR.exec(eventType);
  if (done) return { kind: 'done', trigger: `done: ${done[1]}` };
  const error = ERROR_ACTOR.exec(eventType);
  if (error) return { kind: 'error', trigger: `error: ${error[1]}` };
  const doneState = DONE_STATE.exec(eventType);
  if (doneState) return { kind: 'done', trigger: `done: ${doneState[1]!.split('.').at(-1) ?? sourceKey}` };
  return { kind: 'event', trigger: eventType };
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const root = machine.root;
  const nodes = allNodes(machine);
  const states: DiagramState[] = nodes.map((node) => {
    const parent = node.parent as AnyStateNode | undefined;
    const initialOfParent = parent && parent.type !== 'parallel' ? (parent.initial?.target?.map((t: AnyStateNode) => t.id) ?? []) : [];
    return {
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      parent: parent?.id ?? null,
      depth: node.path.length,
      kind: node === root ? 'root' : (node.type as StateKind),
      description: node.description ?? null,
      initial: initialOfParent.includes(node.id),
      outcome: node.type === 'final' && parent === root,
      invokes: node.invoke.map((inv: { id: string; src: unknown }) => ({ id: inv.id, src: typeof inv.src === 'string' ? inv.src : inv.id })),
      entry: actionNames(node.entry),
      exit: actionNames(node.exit),
      children: (Object.values(node.states) as AnyStateNode[]).map((c) => c.id),
    };
  });

  const transitions: DiagramTransition[] = nodes.flatMap((node) =>
    [
      ...(
        node.transitions as Map<
          string,
          { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[]; reenter?: boolean; meta?: { reason?: unknown } }[]
        >
      ).entries(),
    ].flatMap(([eventType, defs]) =>
      defs.map((def, branch) => {
        const { kind, trigger } = describeTrigger(eventType, node.key);
        const guard = guardName(def.guard);
        const targets = (def.target ?? []).map((t) => t.id);
        return {
          id: `${node.id}|${eventType}|${branch}`,
          source: node.id,
          eventType,
          branch,
          kind,
          targets,
          internal: targets.length === 0,
          reenter: def.reenter === true,
          guard,
          reasons: reasonsOf(def.meta?.reason),
          actions: actionNames(def.actions),
          trigger,
          label: guard ? `${trigger} [${guard}]` : trigger,
        };
      }),
    ),
  );
  return { id: root.id, root: root.id, states, transitions };
}

/** A transition's `meta.reason`: one code or several (machines/parts/refusal.ts `refusedFor`). */
function reasonsOf(reason: unknown): string[] {
  if (typeof reason === 'string') return [reason];
  return Array.isArray(reason) ? reason.filter((code): code is string => typeof code === 'string') : [];
}

/** The state ids a state value stands for: each active node and its ancestors, root included. */
export function activeStateIds(graph: MachineGraph, value: StateValue): string[] {
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const out: string[] = [graph.root];
  const walk = (parentId: string, v: StateValue) => {
    const parent = byId.get(parentId);
    if (!parent) return;
    const entries = typeof v === 'string' ? [[v, null] as const] : Object.entries(v);
    for (const [key, sub] of entries) {
      const child = parent.children.map((id) => byId.get(id)!).find((c) => c.key === key);
      if (!child) continue;
      out.push(child.id);
      if (sub !== null && sub !== undefined) walk(child.id, sub as StateValue);
    }
  };
  walk(graph.root, value);
  return out;
}

/** The innermost active states (the ones to point at): active ids with no active child. */
export function leafStateIds(graph: MachineGraph, active: string[]): string[] {
  const set = new Set(active);
  return graph.states.filter((s) => set.has(s.id) && !s.children.some((c) => set.has(c))).map((s) => s.id);
}

/** "amount", or "active.quiet": how a person names a state (its path below the root). */
export const stateName = (state: DiagramState): string => state.path || state.key;
