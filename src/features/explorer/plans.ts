import { useEffect, useState } from 'react';
import type { ExportedPlan } from './export';

/**
 * Plans (paths and coverage) per flow, each made once per visit in its own worker, so the
 * larger flows do not hold up the smaller ones or the page.
 */
const plans = new Map<string, Promise<ExportedPlan>>();

export function requestPlan(flowId: string): Promise<ExportedPlan> {
  let pending = plans.get(flowId);
  if (!pending) {
    pending = new Promise<ExportedPlan>((resolve, reject) => {
      const worker = new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<{ id: string; plan?: ExportedPlan; error?: string }>) => {
        worker.terminate();
        if (e.data.plan) resolve(e.data.plan);
        else reject(new Error(e.data.error ?? 'no plan'));
      };
      worker.onerror = (e) => {
        worker.terminate();
        reject(new Error(e.message));
      };
      worker.postMessage(flowId);
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
