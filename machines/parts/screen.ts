import type { EventObject, MachineContext } from 'xstate';

/**
 * How a machine names what the user sees (docs/architecture.md, "Anatomy of a flow"): every
 * state that is shown carries `meta: { screen, step? }`; a state nested in another inherits the
 * screen of the nearest ancestor that names one (a dialog over a step says only what differs).
 * The UI maps screen names to components, never state names, and reads `busy` and friends from
 * tags: `setup({ types: { meta: {} as ScreenMeta<'amount' | ...>, tags: {} as FlowTag } })`.
 */
export interface ScreenMeta<TScreen extends string = string, TStep extends string = string> {
  /** the component that renders this state */
  screen?: TScreen;
  /** the step of the step bar it belongs to, when the flow has one */
  step?: TStep;
  /** a dialog shown over the screen (confirmations) */
  dialog?: string;
  /**
   * on a guarded transition a user can meet as a refusal (xstate types a transition's meta as a
   * state's): the reason code, or codes, the guard's domain functions give (`refusedFor` in
   * ./refusal.ts checks them against the domain's unions), drawn on the explorer's edge
   */
  reason?: string | readonly string[];
}

/** busy: a call is out, the actions wait; refused: the last attempt to leave a step was refused. */
export type FlowTag = 'busy' | 'refused';

/** What a flow tells `setup({ types })`: `flowTypes` below. */
export interface FlowTypeArgs {
  context: MachineContext;
  events?: EventObject;
  input?: unknown;
  output?: unknown;
  /** the invoked children's ids and their actors' names */
  children?: Record<string, string>;
  /** the screens its states name, when its meta says nothing more */
  screen?: string;
  /** its meta, when it says more than the screen (a step, a dialog of its own) */
  meta?: ScreenMeta;
}

/** `setup`'s types of a flow: what it was given, its meta (`ScreenMeta` of its screens unless given) and `FlowTag`. */
export type FlowTypes<T extends FlowTypeArgs> = {
  [K in Exclude<keyof T, 'screen' | 'meta'>]: T[K];
} & {
  meta: T extends { meta: infer M } ? M : ScreenMeta<T extends { screen: infer S extends string } ? S : string>;
  tags: FlowTag;
};

/**
 * The `types` of a flow's `setup`, written once: `setup({ types: flowTypes<{ context: Context;
 * events: Event; input: Input; screen: 'list' | 'loading' }>(), ... })`. Input, output and
 * children where the flow has them (a key left out is xstate's default, as if not given); the
 * meta and tags every flow reads its screen and busy-ness from (docs/architecture.md) come with
 * it. Only types: xstate reads them, never the value.
 */
export const flowTypes = <T extends FlowTypeArgs>() => ({}) as FlowTypes<T>;

interface MetaSnapshot<TMeta> {
  getMeta(): Record<string, TMeta | undefined>;
}

/**
 * The merged meta of the active states, the deepest state winning: state node ids grow with
 * depth ("flow.linkBank.connecting" under "flow.linkBank"), so sorting by the number of dots
 * puts ancestors first.
 */
export function screenMeta<TMeta extends ScreenMeta>(snapshot: MetaSnapshot<TMeta>): Partial<TMeta> {
  const entries = Object.entries(snapshot.getMeta()).filter((entry): entry is [string, TMeta] => entry[1] !== undefined);
  entries.sort(([a], [b]) => a.split('.').length - b.split('.').length);
  return entries.reduce<Partial<TMeta>>((merged, [, meta]) => ({ ...merged, ...meta }), {});
}

/** A state node as far as its meta goes: machine.root, and every node below it. */
interface MetaNode<TMeta> {
  meta?: TMeta;
  states: Record<string, MetaNode<TMeta>>;
}

/**
 * The steps of a flow's step bar, read from its definition (`stepsOf(machine.root)`): each
 * `meta.step` once, in the order the definition lists the states, so the bar's order, its
 * numbers and its length are the machine's and no view keeps a list of them. A flow whose bar
 * begins in its parent (Manage Auto Pay's summary, then Change method's steps) joins the two
 * lists in the parent's machine file.
 */
export function stepsOf<TMeta extends ScreenMeta>(root: MetaNode<TMeta>): NonNullable<TMeta['step']>[] {
  const steps: NonNullable<TMeta['step']>[] = [];
  const walk = (node: MetaNode<TMeta>) => {
    const step = node.meta?.step;
    if (step !== undefined && !steps.includes(step)) steps.push(step);
    Object.values(node.states).forEach(walk);
  };
  walk(root);
  return steps;
}
