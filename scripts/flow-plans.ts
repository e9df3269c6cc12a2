import { flows } from '../machines/index';
import { planFlow } from '../machines/model/paths';
import { exportPlan, type ExportedPlan } from '../src/features/explorer/engine/export';
import { machineGraph } from '../src/features/explorer/diagram/graph';
import { firstCoverers } from '../src/features/explorer/engine/play';

/**
 * The explorer's plans (each flow's generated paths, their coverage and the first path that covers
 * each state and transition) as one JSON object on stdout, keyed by flow id. Run by the build
 * (scripts/vite-flow-plans.ts): the same registry and generator the test runners walk.
 */
export function flowPlan(flowId: string): ExportedPlan {
  const flow = flows.find((f) => f.id === flowId);
  if (!flow) throw new Error(`no flow ${flowId}`);
  const plan = exportPlan(planFlow(flow));
  return { ...plan, coverage: { ...plan.coverage, coveredBy: firstCoverers(flow, machineGraph(flow.machine), plan.paths) } };
}

process.stdout.write(JSON.stringify(Object.fromEntries(flows.map((f) => [f.id, flowPlan(f.id)]))));
