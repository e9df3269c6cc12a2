import { useEffect, useState } from 'react';
import type { ExportedPlan } from './export';

/**
 * Plans (paths and coverage) per flow, each made once per visit off the page's thread, by a
 * small pool of workers that stay (plan-worker.ts). Each worker loads the registry once and
 * makes the plans it is given one after the other. One worker per flow, as this was at first,
 * started all 54 at once on the list: each loaded the whole registry, and on a two-core machine
 * the list took 12 s to show and 67 s to fill in (measured in headless Chromium). With the pool
 * the larger flows still do not hold up the others where there are cores to spare.
 */
const POOL_SIZE = Math.max(1, Math.min(3, (navigator.hardwareConcurrency || 2) - 1));

interface PoolWorker {
  worker: Worker;
  /** the flows it has been asked for and not yet answered */
  asked: Set<string>;
}

const plans = new Map<string, Promise<ExportedPlan>>();
const waiting = new Map<string, { resolve: (plan: ExportedPlan) => void; reject: (error: Error) => void }>();
const pool: PoolWorker[] = [];

function settle(flowId: string, outcome: { plan: ExportedPlan } | { error: Error }) {
  const pending = waiting.get(flowId);
  waiting.delete(flowId);
  if ('plan' in outcome) pending?.resolve(outcome.plan);
  else pending?.reject(outcome.error);
}

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module' }), asked: new Set() };
  entry.worker.onmessage = (e: MessageEvent<{ id: string; plan?: ExportedPlan; error?: string }>) => {
    entry.asked.delete(e.data.id);
    settle(e.data.id, e.data.plan ? { plan: e.data.plan } : { error: new Error(e.data.error ?? 'no plan') });
  };
  // a worker that failed to load or crashed answers nothing more: what it held fails (and may be asked again)
  entry.worker.onerror = (e) => {
    entry.worker.terminate();
    pool.splice(pool.indexOf(entry), 1);
    for (const id of entry.asked) settle(id, { error: new Error(e.message) });
  };
  pool.push(entry);
  return entry;
}

/** The pool's least busy worker, a new one while the pool is not full. */
function freeWorker(): PoolWorker {
  const idle = pool.find((w) => w.asked.size === 0);
  if (idle) return idle;
  if (pool.length < POOL_SIZE) return startWorker();
  return pool.reduce((a, b) => (b.asked.size < a.asked.size ? b : a));
}

export function requestPlan(flowId: string): Promise<ExportedPlan> {
  let pending = plans.get(flowId);
  if (!pending) {
    pending = new Promise<ExportedPlan>((resolve, reject) => {
      waiting.set(flowId, { resolve, reject });
      const entry = freeWorker();
      entry.asked.add(flowId);
      entry.worker.postMessage(flowId);
    });
    pending.catch(() => plans.delete(flowId));
    plans.set(flowId, pending);
  }
  return pending;
}

export type PlanState = { status: 'pending' } | { status: 'ready'; plan: ExportedPlan } | { status: 'failed'; error: string };

const PENDING: PlanState = { status: 'pending' };

export function usePlan(flowId: string): PlanState {
  // the answer, with the flow it is for: until this flow's plan is in, it is pending
  const [answer, setAnswer] = useState<{ flowId: string; state: PlanState } | null>(null);
  useEffect(() => {
    let live = true;
    requestPlan(flowId).then(
      (plan) => live && setAnswer({ flowId, state: { status: 'ready', plan } }),
      (e: unknown) => live && setAnswer({ flowId, state: { status: 'failed', error: String(e) } }),
    );
    return () => {
      live = false;
    };
  }, [flowId]);
  return answer?.flowId === flowId ? answer.state : PENDING;
}
