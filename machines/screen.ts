/**
 * How a machine names what the user sees (design/architecture.md, "Anatomy of a flow"): every
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
