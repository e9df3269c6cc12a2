import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { InputFrom } from 'xstate';
import { browserTransport } from '../api/browser-transport';
import { flowRegistry, type FlowId, type FlowMachine } from '../api/flows';
import { reportSessionEnd } from '../api/http';
import { inspectForExplorer } from './live-inspector';

export interface FlowOptions {
  /** false: the flow's calls do not end the session on a 401; the flow's outcome says what it means */
  routeSessionEnd?: boolean;
}

/**
 * Mounts one run of a business flow (design/architecture.md, "Anatomy of a flow"): the machine
 * of the registry with its real calls, the same object the model tests walk, started at once
 * with `input`. Components render `snapshot` and `send` events; nothing else decides what the
 * flow does. A 401 met by one of its calls is routed like any other (sign-out, /maintenance),
 * unless the flow itself decides what a 401 means (`routeSessionEnd: false`: signing in, where
 * it is a wrong password, and the session timeout, which ends the session its own way).
 */
export function useFlow<K extends FlowId>(flowId: K, input: InputFrom<FlowMachine<K>>, { routeSessionEnd = true }: FlowOptions = {}) {
  // The registry is a record of differently typed machines; indexing it with a generic key
  // gives TypeScript the union of them all, so the one for K is named here. Each entry's
  // provide() is checked on its own in src/api/flows.ts.
  const machine = useMemo(
    () => flowRegistry[flowId](browserTransport(routeSessionEnd ? reportSessionEnd : undefined)) as FlowMachine<K>,
    [flowId, routeSessionEnd],
  );
  const inspect = useMemo(() => inspectForExplorer(flowId), [flowId]);
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send, actor };
}
