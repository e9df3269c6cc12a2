import type { Coverage, FlowPlan } from '../../../../machines/model/paths';
import type { MachineGraph } from '../diagram/graph';
import type { ReplayStep } from './play';

/**
 * What the explorer exports per machine, the same from the page and from
 * `npm run machines:export`: the graph, the generated paths and their coverage as JSON (beside
 * the Mermaid text and the SVG).
 */

interface ExportedPath {
  id: string;
  /** the final state's name when the path ends in an outcome */
  outcome: string | null;
  input: Record<string, unknown>;
  /** "invokeId:outcome" of every actor step */
  actorOutcomes: string[];
  steps: (ReplayStep & { invokeId?: string; outcome?: string; delay?: string })[];
}

/** The first path (by id) that covers each state and transition (play.ts firstCoverers). */
interface CoveredBy {
  states: Record<string, string>;
  transitions: Record<string, string>;
}

export interface ExportedPlan {
  id: string;
  title: string;
  paths: ExportedPath[];
  coverage: Coverage & { coveredBy?: CoveredBy };
}

/** A plan as plain data (the model's outcome checks are functions, which neither JSON nor a worker message can carry). */
export function exportPlan(plan: FlowPlan): ExportedPlan {
  return {
    id: plan.id,
    title: plan.title,
    coverage: plan.coverage,
    paths: plan.paths.map((p) => ({
      id: p.id,
      outcome: p.outcome,
      input: p.input,
      actorOutcomes: p.actorOutcomes,
      steps: p.steps.map((s) => ({
        kind: s.kind,
        label: s.label,
        event: s.event,
        state: s.state,
        ...(s.outcome ? { invokeId: s.outcome.invokeId, outcome: s.outcome.name } : {}),
        ...(s.delay ? { delay: s.delay } : {}),
      })),
    })),
  };
}

export interface MachineExport {
  id: string;
  title: string;
  graph: { states: MachineGraph['states']; transitions: MachineGraph['transitions'] };
  paths: ExportedPath[];
  coverage: ExportedPlan['coverage'];
}

export function machineJson(graph: MachineGraph, plan: ExportedPlan): MachineExport {
  return { id: plan.id, title: plan.title, graph: { states: graph.states, transitions: graph.transitions }, paths: plan.paths, coverage: plan.coverage };
}

/** Coverage as "covered/total" figures and a percentage, for the list and the reports. */
export function coverageFigures(coverage: Coverage) {
  const pct = (c: { covered: string[]; total: string[] }) => (c.total.length ? Math.round((c.covered.length / c.total.length) * 100) : 100);
  return {
    states: { covered: coverage.states.covered.length, total: coverage.states.total.length, percent: pct(coverage.states) },
    transitions: { covered: coverage.transitions.covered.length, total: coverage.transitions.total.length, percent: pct(coverage.transitions) },
    outcomes: { covered: coverage.outcomes.covered.length, total: coverage.outcomes.total.length, percent: pct(coverage.outcomes) },
  };
}
