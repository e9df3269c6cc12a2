import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createActor, type AnyActorRef, type AnyStateMachine, type InputFrom, type Snapshot } from 'xstate';
import { browserTransport } from '../api/browser-transport';
import type { Flow } from '../api/flow';
import { reportSessionEnd } from '../api/http';
import { forgetFlow, persistFlow, readPersistedFlow, type FlowPersistence } from './flow-persistence';
import { inspectForExplorer } from './live-inspector';

/** What a flow's named effects do on the page that mounts it (the implementations `provide` takes). */
type FlowActions<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]['actions']>;

export interface FlowOptions<M extends AnyStateMachine = AnyStateMachine> {
  /** false: the flow's calls do not end the session on a 401; the flow's outcome says what it means */
  routeSessionEnd?: boolean;
  /**
   * keep the flow's snapshot while it runs (src/shell/flow-persistence.ts) and start from it when
   * the same user mounts the same flow again: after a reload, or the idle timeout and signing in
   */
  persist?: FlowPersistence;
  /**
   * the machine's effects this page carries out (quick pay's `refreshSummary`): the machine says
   * when, on its diagram, and the page says how. The same object on every render (useMemo).
   */
  actions?: FlowActions<M>;
}

/**
 * Mounts one run of a business flow (docs/architecture.md, "Anatomy of a flow"): the machine
 * of the registry with its real calls, the same object the model tests walk, started at once
 * with `input`. Components render `snapshot` and `send` events; nothing else decides what the
 * flow does. A 401 met by one of its calls is routed like any other (sign-out, /maintenance),
 * unless the flow itself decides what a 401 means (`routeSessionEnd: false`: signing in, where
 * it is a wrong password, and the session timeout, which ends the session its own way).
 */
export function useFlow<F extends Flow>(
  flow: F,
  input: InputFrom<ReturnType<F>>,
  { routeSessionEnd = true, persist, actions }: FlowOptions<ReturnType<F>> = {},
) {
  const { flowId } = flow;
  // calling a generic F gives its constraint's machine type; F's own is named here
  const machine = useMemo(() => {
    const provided = flow(browserTransport(routeSessionEnd ? reportSessionEnd : undefined)) as ReturnType<F>;
    return actions ? (provided.provide({ actions }) as ReturnType<F>) : provided;
  }, [flow, routeSessionEnd, actions]);
  const inspect = useMemo(() => inspectForExplorer(flowId), [flowId]);
  // the key: this user's run of this flow (and instance, when a page holds several)
  const user = persist?.user;
  const slot = persist?.instance ? `${flowId}:${persist.instance}` : flowId;
  // read once per mount: the stored snapshot this run starts from
  const [restored] = useState(() => (user ? restorable(machine, input, readPersistedFlow(user, slot), () => forgetFlow(user, slot)) : undefined));
  const actor = useActorRef(machine, { input, inspect, ...(restored ? { snapshot: restored } : {}) });
  const snapshot = useSelector(actor, (s) => s);
  // a restored flow is told so, each of its child flows too: what was not kept (a CVV, a card
  // number) is asked for again by the machine that needs it (its `resumed` event)
  useEffect(() => {
    if (restored) tellResumed(actor);
  }, [actor, restored]);
  const redact = persist?.redact;
  useEffect(() => {
    if (!user || !redact) return;
    // a flow that ended is forgotten; one stopped because the page went away (a timeout, a reload) is kept
    const keep = (status: string) => {
      if (status === 'active') persistFlow(user, slot, actor.getPersistedSnapshot(), redact);
      else if (status === 'done' || status === 'error') forgetFlow(user, slot);
    };
    const statusOf = (s: Snapshot<unknown>) => s.status;
    keep(statusOf(actor.getSnapshot()));
    // a child flow's steps change the persisted snapshot too, not only the root's: every actor of
    // the flow's system reports its snapshots here
    const subscription = actor.system.inspect((event) => {
      if (event.type === '@xstate.snapshot') keep(statusOf(actor.getSnapshot()));
    });
    return () => subscription.unsubscribe();
  }, [actor, user, slot, redact]);
  return { snapshot, send: actor.send, actor };
}

function tellResumed(actor: AnyActorRef): void {
  actor.send({ type: 'resumed' });
  const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  for (const child of Object.values(children)) if (child) tellResumed(child);
}

/** The names of a snapshot's context fields, in order. */
const contextFields = (snapshot: unknown): string =>
  Object.keys((snapshot as { context?: object }).context ?? {})
    .sort()
    .join();

/**
 * A stored snapshot the machine can restore, or undefined (then forgotten): one written by an
 * older build of the flow fails here rather than in the page. A snapshot whose context has other
 * fields than this build's flow starts with was written by another version of the flow (a deploy
 * while a tab was open), whose actions would read fields it lacks.
 */
function restorable(machine: AnyStateMachine, input: unknown, stored: unknown, forget: () => void): Snapshot<unknown> | undefined {
  if (stored === undefined) return undefined;
  try {
    const snapshot = createActor(machine, { snapshot: stored as Snapshot<unknown> }).getSnapshot() as { status: string };
    const fresh = createActor(machine, { input }).getSnapshot();
    if (snapshot.status === 'active' && contextFields(stored) === contextFields(fresh)) return stored as Snapshot<unknown>;
  } catch {
    // not a snapshot of this machine: start afresh
  }
  forget();
  return undefined;
}
