import { useEffect, useState } from 'react';
import type { MachineGraph } from '../diagram/graph';
import type { DiagramLayout, DiagramWords } from '../diagram/layout-geometry';
import type { LiveMessage } from '../../../shell/live-inspector';
import type { Frame, PlayOption, ReplayStep } from './play';

/**
 * The page's side of the explorer's engine (engine-worker.ts). Everything that needs the
 * machines (xstate and the registry) or elkjs runs in that worker; the page asks and gets plain
 * data. Keeping them out of the page's own code keeps the portal's first-load chunks as they
 * are: a module shared with the explorer would otherwise be split out of them.
 */

export interface FlowEntry {
  id: string;
  title: string;
  graph: MachineGraph;
  /** the model's input, then its variants (e.g. the payment opened on the date step) */
  inputs: Record<string, unknown>[];
}

export interface PlayView {
  frame: Frame;
  options: Omit<PlayOption, 'event'>[];
  history: string[];
}

export type EngineRequest = { id: number } & (
  | { op: 'catalog' }
  | { op: 'layout'; flowId: string; words: DiagramWords }
  | { op: 'play.start'; flowId: string; inputIndex: number }
  | { op: 'play.choose'; session: number; key: string }
  | { op: 'play.stop'; session: number }
  | { op: 'replay'; flowId: string; path: { input: Record<string, unknown>; steps: ReplayStep[] } }
  | { op: 'live.listen' }
  | { op: 'live.stop' }
);

export type EngineResponse = { id: number; result: unknown } | { id: number; error: string } | { live: LiveMessage };

type Op = EngineRequest extends infer R ? (R extends { op: infer O } ? O : never) : never;
type Args<O extends Op> = Omit<Extract<EngineRequest, { op: O }>, 'id' | 'op'>;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
const liveListeners = new Set<(m: LiveMessage) => void>();

function engineWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<EngineResponse>) => {
    const data = e.data;
    if ('live' in data) {
      liveListeners.forEach((l) => l(data.live));
      return;
    }
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) waiting?.reject(new Error(data.error));
    else waiting?.resolve(data.result);
  };
  return worker;
}

export function ask<T>(op: Op, args: Args<Op> | Record<string, never> = {}): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    engineWorker().postMessage({ id, op, ...args });
  });
}

let catalog: Promise<FlowEntry[]> | null = null;
const loadCatalog = () => (catalog ??= ask<FlowEntry[]>('catalog'));

/** Every registered flow: its id, title, graph and inputs (null until the engine has answered). */
export function useCatalog(): FlowEntry[] | null {
  const [flows, setFlows] = useState<FlowEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalog().then((f) => live && setFlows(f));
    return () => {
      live = false;
    };
  }, []);
  return flows;
}

/** A flow's diagram laid out with the given words (null while elkjs works; an Error if it failed). */
export function useLayout(flowId: string, words: DiagramWords): DiagramLayout | Error | null {
  // compared by value: each render makes a new object of the same words
  const key = JSON.stringify([flowId, words.outcome, words.invoke, words.entry, words.exit, words.reasons ?? {}]);
  // the answer, with the request it answers: one for other words or another flow is not shown
  const [answer, setAnswer] = useState<{ key: string; layout: DiagramLayout | Error } | null>(null);
  useEffect(() => {
    let live = true;
    ask<DiagramLayout>('layout', {
      flowId,
      words: { outcome: words.outcome, invoke: words.invoke, entry: words.entry, exit: words.exit, reasons: words.reasons ?? {} },
    }).then(
      (l) => live && setAnswer({ key, layout: l }),
      (e: unknown) => live && setAnswer({ key, layout: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
    // the key stands for the words: each render makes a new object of the same words
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, flowId]);
  return answer?.key === key ? answer.layout : null;
}

export interface LiveSession extends LiveMessage {
  /** when the last message came (ms since epoch) */
  at: number;
}

/**
 * The flows running in the other tabs of this browser, as their inspectors (live-inspector.ts)
 * report them over the `portal-explorer` BroadcastChannel; on opening, the explorer asks them
 * where they are.
 */
export function useLiveSessions(): LiveSession[] {
  const [sessions, setSessions] = useState<LiveSession[]>([]);
  useEffect(() => {
    const listener = (message: LiveMessage) =>
      setSessions((list) => [{ ...message, at: Date.now() }, ...list.filter((s) => s.sessionId !== message.sessionId)]);
    liveListeners.add(listener);
    void ask('live.listen');
    return () => {
      liveListeners.delete(listener);
      if (liveListeners.size === 0) void ask('live.stop');
    };
  }, []);
  return sessions;
}
