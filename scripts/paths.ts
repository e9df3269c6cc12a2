import { flows } from '../machines/index';
import { planFlow } from '../machines/model/paths';

/**
 * npm run paths: the generated paths of every registered flow as JSON.
 * npm run paths -- --summary: per machine, states, transitions and outcomes covered, and paths.
 */
const plans = flows.map((flow) => planFlow(flow, { maxPaths: 500 }));

if (process.argv.includes('--summary')) {
  const rows = plans.map((p) => [
    p.id,
    `${p.coverage.states.covered.length}/${p.coverage.states.total.length}`,
    `${p.coverage.transitions.covered.length}/${p.coverage.transitions.total.length}`,
    `${p.coverage.outcomes.covered.length}/${p.coverage.outcomes.total.length}`,
    String(p.paths.length),
  ]);
  const header = ['machine', 'states', 'transitions', 'outcomes', 'paths'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const gaps = plans.flatMap((p) => [
    ...p.coverage.states.total.filter((s) => !p.coverage.states.covered.includes(s)).map((s) => `${p.id}: state ${s} not covered`),
    ...p.coverage.transitions.total.filter((t) => !p.coverage.transitions.covered.includes(t)).map((t) => `${p.id}: transition ${t} not covered`),
    ...p.coverage.outcomes.total.filter((o) => !p.coverage.outcomes.covered.includes(o)).map((o) => `${p.id}: outcome ${o} not covered`),
    ...p.coverage.divergent.map((id) => `${p.id}: path ${id} does not replay`),
  ]);
  for (const gap of gaps) console.log(gap);
  process.exitCode = gaps.length ? 1 : 0;
} else {
  console.log(
    JSON.stringify(
      plans.map((p) => ({
        id: p.id,
        title: p.title,
        paths: p.paths.map((path) => ({
          id: path.id,
          outcome: path.outcome,
          input: path.input,
          steps: path.steps.map(({ label, kind, event, state }) => ({ label, kind, event, state })),
        })),
      })),
      null,
      2,
    ),
  );
}
