/**
 * Flows outlive the page (docs/architecture.md, "Anatomy of a flow": flows survive
 * the session): a flow in progress keeps its persisted snapshot (XState's
 * `actor.getPersistedSnapshot()`) in sessionStorage, so that after a reload, or the idle timeout
 * and signing in again, it is restored (`createActor(machine, { snapshot })`) at the same step
 * with what the user typed. Each flow says what of its snapshot may be kept: the machine file
 * exports the redaction of its own context (never a card number, CVV, bank account number or
 * bank credential), which answers null for a moment that must not be kept (a call in flight).
 *
 * Keyed by the signed-in user and the flow, so one person's flow never opens for another on a
 * shared browser; sessionStorage, so it ends with the tab; an explicit sign-out clears them all.
 */

/**
 * Turns a persisted snapshot into what may be stored; null keeps the last one stored (a moment
 * that must not be kept), false forgets it (nothing in progress: an outcome on screen). Each
 * flow's redaction is typed with its own snapshot (machines/<flow>.ts); the storage boundary
 * takes any of them, hence `never`.
 */
export type Redaction = (persisted: never) => unknown;

export interface FlowPersistence {
  /** who is signed in (the profile's username): part of the key */
  user: string;
  /** which of the flow's runs, when a page holds different ones (a payment, a scheduled payment) */
  instance?: string;
  redact: Redaction;
}

const PREFIX = 'portal.flow:';
const keyOf = (user: string, flowId: string) => `${PREFIX}${user}:${flowId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage disabled by the browser's settings: flows simply do not survive the page
    return null;
  }
}

/** The stored snapshot of the user's flow, or undefined when there is none (or it is unreadable). */
export function readPersistedFlow(user: string, flowId: string): unknown {
  const text = storage()?.getItem(keyOf(user, flowId));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    forgetFlow(user, flowId);
    return undefined;
  }
}

/** Keeps the flow's snapshot, redacted; a snapshot the redaction refuses leaves the last one kept. */
export function persistFlow(user: string, flowId: string, persisted: unknown, redact: Redaction): void {
  // the snapshot is the flow's own (useFlow passes its actor's), which is what its redaction reads
  const kept = redact(persisted as never);
  if (kept === false) return forgetFlow(user, flowId);
  if (kept === null || kept === undefined) return;
  try {
    storage()?.setItem(keyOf(user, flowId), JSON.stringify(kept));
  } catch {
    // quota exceeded: the flow goes on, it just would not survive a reload
  }
}

export function forgetFlow(user: string, flowId: string): void {
  storage()?.removeItem(keyOf(user, flowId));
}

/** An explicit sign-out: no flow of anyone survives it. */
export function forgetAllFlows(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(PREFIX) === true);
  for (const key of keys) store.removeItem(key);
}
