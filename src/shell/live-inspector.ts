import type { InspectionEvent, StateValue } from 'xstate';

/**
 * The app's side of the explorer's live mode: an `inspect` callback for a flow's actor that tells
 * the explorer, open in another tab of the same browser, which state the flow is in.
 *
 * Only the flow's id, a random id for this run, the state value (names of states, nothing
 * else) and the actor's status cross the channel: never its context or its events, where card
 * numbers, CVVs and personal data live. This module is loaded with the flows (so it is kept
 * small, in the shell: every flow's hook imports it); the explorer itself is not.
 */

export const EXPLORER_CHANNEL = 'portal-explorer';
/** What the explorer posts when it opens: every running flow answers with where it is. */
export const HELLO = 'explorer.hello';

export interface LiveMessage {
  flowId: string;
  /** random per run of a flow, so two tabs (or two restarts) are told apart */
  sessionId: string;
  value: StateValue;
  status: 'active' | 'done' | 'error' | 'stopped';
}

let channel: BroadcastChannel | undefined;
/** the last message of each run still going, for an explorer that opens later */
const running = new Map<string, LiveMessage>();
const post = (message: LiveMessage) => channel?.postMessage(message);

/**
 * `createActor(machine, { inspect: inspectForExplorer('sessionTimeout') })`, or the same option
 * of useActorRef: one call per actor. The root reports under `flowId`; a child flow it invokes
 * (the payment inside Pay bill, Enroll inside the Auto Pay page) reports under its own flow id,
 * which is the name it is invoked by (src/api/flows.ts names children so), as a run of its own.
 * The calls a flow invokes are promises, not machines (their snapshots have no state value),
 * and say nothing.
 */
export function inspectForExplorer(flowId: string): (event: InspectionEvent) => void {
  const runs = new Map<string, string>();
  const runOf = (actorSessionId: string) => {
    let run = runs.get(actorSessionId);
    if (!run) runs.set(actorSessionId, (run = Math.random().toString(36).slice(2, 10)));
    return run;
  };
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const { actorRef } = event;
    const isMachine = 'value' in (event.snapshot as object);
    const childFlow = 'src' in actorRef && typeof actorRef.src === 'string' ? actorRef.src : null;
    const reportedAs = actorRef.sessionId === event.rootId ? flowId : isMachine ? childFlow : null;
    if (!reportedAs) return;
    if (!channel && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(EXPLORER_CHANNEL);
      channel.onmessage = (e) => e.data === HELLO && running.forEach(post);
      // a closed tab's flows stop with it
      globalThis.addEventListener?.('pagehide', () => running.forEach((m) => post({ ...m, status: 'stopped' })));
    }
    const { value, status } = event.snapshot as unknown as { value: StateValue; status: LiveMessage['status'] };
    const sessionId = runOf(actorRef.sessionId);
    const message: LiveMessage = { flowId: reportedAs, sessionId, value, status };
    if (status === 'active') running.set(sessionId, message);
    else running.delete(sessionId);
    post(message);
  };
}
