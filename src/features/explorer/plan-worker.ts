/// <reference lib="webworker" />
import { flows } from '../../../machines/index';
import { planFlow } from '../../../machines/paths';
import { exportPlan } from './export';
import { machineGraph } from './graph';
import { firstCoverers } from './play';

/**
 * Generates one flow's paths and coverage off the page's thread: the same registry and
 * generator the test runners use (machines/index.ts, planFlow), which takes seconds for the
 * larger flows.
 */
self.onmessage = (e: MessageEvent<string>) => {
  const flow = flows.find((f) => f.id === e.data);
  try {
    if (!flow) throw new Error(`no flow ${e.data}`);
    const plan = exportPlan(planFlow(flow));
    const coveredBy = firstCoverers(flow, machineGraph(flow.machine), plan.paths);
    self.postMessage({ id: e.data, plan: { ...plan, coverage: { ...plan.coverage, coveredBy } } });
  } catch (error) {
    self.postMessage({ id: e.data, error: String(error) });
  }
};
