import { afterAll, describe, expect, it } from 'vitest';
import type { FlowModel } from '../../machines/model/model';
import { planFlow, type FlowPath } from '../../machines/model/paths';
import { startBackend } from '../support/backend';
import { control } from '../support/client';
import { walkPath } from './runner';

/**
 * The backend a model test file walks its paths against, and the server's business day. It starts
 * before the tests are collected, because the paths are generated with the dates of that day (each
 * path freezes the server's clock on it, so a run that crosses midnight keeps its day); it is
 * stopped and its temporary store deleted after the file's tests.
 */
export async function modelBackend(): Promise<{ url: string; today: string }> {
  const backend = await startBackend({ env: { PORTAL_QUIET: '1' } });
  const { today } = await control.serverClock(backend.url);
  afterAll(async () => {
    await backend.stop();
    backend.cleanup();
  });
  return { url: backend.url, today };
}

export interface WalkOptions {
  /** how many paths the plan may hold */
  maxPaths: number;
  /** what must hold after the path has been walked (the runner has checked the machine's states) */
  thenCheck?: (path: FlowPath) => Promise<void>;
}

/**
 * One `describe` for a flow: its generated paths must cover every state, transition and outcome
 * and replay as generated, and each path is walked against the backend exactly as generated,
 * then `thenCheck` looks at what the path left behind.
 */
export function describeWalks(backend: { url: string; today: string }, flow: FlowModel, { maxPaths, thenCheck }: WalkOptions): void {
  const plan = planFlow(flow, { maxPaths });
  describe(`${flow.id} (${plan.paths.length} paths)`, () => {
    it('covers every state, transition and outcome', () => {
      const missing = (part: { covered: string[]; total: string[] }) => part.total.filter((x) => !part.covered.includes(x));
      expect(missing(plan.coverage.states), `${flow.id}: states not covered`).toEqual([]);
      expect(missing(plan.coverage.transitions), `${flow.id}: transitions not covered`).toEqual([]);
      expect(missing(plan.coverage.outcomes), `${flow.id}: outcomes not covered`).toEqual([]);
      expect(plan.coverage.divergent, `${flow.id}: paths that do not replay`).toEqual([]);
    });

    for (const path of plan.paths) {
      it(`${path.id} ${path.outcome ? `→ ${path.outcome}` : ''}: ${path.steps.map((s) => s.label).join(' · ')}`, async () => {
        await walkPath(backend.url, flow, path, backend.today);
        await thenCheck?.(path);
      });
    }
  });
}
