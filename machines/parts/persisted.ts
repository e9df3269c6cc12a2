/**
 * What a flow's redaction reads (flows survive the session): a persisted machine
 * snapshot, `actor.getPersistedSnapshot()`, as src/shell/flow-persistence.ts stores it. Each
 * machine file exports the redaction of its own context; these are the pieces they share.
 */
export interface PersistedFlow<TContext> {
  status: string;
  value?: unknown;
  context: TContext;
  /** the actors running, by invoke id: a call in flight (a promise), or a child flow (a machine) */
  children: Record<string, PersistedChild | undefined>;
}

/** A running child as persisted: a machine's snapshot has a context, a call's has none. */
interface PersistedChild {
  snapshot: object;
}

const isFlow = (snapshot: object): snapshot is PersistedFlow<unknown> => 'context' in snapshot && 'children' in snapshot;

/**
 * Whether a call is out anywhere in the flow or its child flows. Such a moment is not kept: the
 * call's input may carry a card, and a call cannot be resumed half-way; the snapshot kept before
 * it stands (a review, whose submit sends the same Idempotency-Key again).
 */
export function callsOut(persisted: PersistedFlow<unknown>): boolean {
  return Object.values(persisted.children).some((child) => child !== undefined && (!isFlow(child.snapshot) || callsOut(child.snapshot)));
}

/**
 * The persisted child flow under invoke id `id`, or undefined when none runs. Its context is the
 * machine's that the parent invokes under that id (its `children` types say which): the caller
 * names it, as storage knows no types.
 */
export function childFlow<TContext>(persisted: PersistedFlow<unknown>, id: string): PersistedFlow<TContext> | undefined {
  const child = persisted.children[id];
  return child && isFlow(child.snapshot) ? (child.snapshot as PersistedFlow<TContext>) : undefined;
}

/** The flow with its child under `id` replaced by `snapshot`. */
export const withChild = <T extends PersistedFlow<unknown>>(persisted: T, id: string, snapshot: PersistedFlow<unknown>): T => ({
  ...persisted,
  children: { ...persisted.children, [id]: { ...persisted.children[id], snapshot } },
});
