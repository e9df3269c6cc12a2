import { useEffect, useState } from 'react';
import { planLoaders } from 'virtual:flow-plans';
import type { ExportedPlan } from './export';

/**
 * Plans (paths and coverage) per flow, made when the portal is built (scripts/vite-flow-plans.ts,
 * with the generator the test runners walk), each flow's a chunk fetched once a visit when a page
 * shows it.
 */
const plans = new Map<string, Promise<ExportedPlan>>();

function requestPlan(flowId: string): Promise<ExportedPlan> {
  let pending = plans.get(flowId);
  if (!pending) {
    const load = planLoaders[flowId];
    // the build made it with exportPlan (scripts/flow-plans.ts): an ExportedPlan as JSON
    pending = load ? load().then((m) => m.default as ExportedPlan) : Promise.reject(new Error(`no flow ${flowId}`));
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
