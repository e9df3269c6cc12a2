import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flows } from '../machines/index';
import { planFlow } from '../machines/model/paths';
import { exportPlan, machineJson } from '../src/features/explorer/engine/export';
import { machineGraph } from '../src/features/explorer/diagram/graph';
import { layoutGraph } from '../src/features/explorer/diagram/layout';
import { toMermaid } from '../src/features/explorer/diagram/mermaid';
import { firstCoverers } from '../src/features/explorer/engine/play';
import { renderSvg } from '../src/features/explorer/diagram/svg';

/**
 * npm run machines:export -- <dir>: for every registered flow, <id>.mmd (Mermaid
 * stateDiagram-v2), <id>.svg (the explorer's diagram, same elkjs layout) and <id>.json (graph,
 * generated paths, coverage), the same files the explorer downloads.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run machines:export -- <dir>');
  process.exit(2);
}
const out = resolve(dir);
mkdirSync(out, { recursive: true });

for (const flow of flows) {
  const started = performance.now();
  const graph = machineGraph(flow.machine);
  const layout = await layoutGraph(graph);
  const generated = exportPlan(planFlow(flow));
  const plan = { ...generated, coverage: { ...generated.coverage, coveredBy: firstCoverers(flow, graph, generated.paths) } };
  writeFileSync(join(out, `${flow.id}.mmd`), toMermaid(graph, { title: flow.title }));
  writeFileSync(join(out, `${flow.id}.svg`), renderSvg(graph, layout, { title: flow.title }));
  writeFileSync(join(out, `${flow.id}.json`), `${JSON.stringify(machineJson(graph, plan), null, 2)}\n`);
  const c = plan.coverage;
  console.log(
    `${flow.id.padEnd(20)} states ${c.states.covered.length}/${c.states.total.length}  transitions ${c.transitions.covered.length}/${c.transitions.total.length}  outcomes ${c.outcomes.covered.length}/${c.outcomes.total.length}  paths ${plan.paths.length}  (${Math.round(performance.now() - started)} ms)`,
  );
}
console.log(`wrote ${flows.length * 3} files to ${out}`);
