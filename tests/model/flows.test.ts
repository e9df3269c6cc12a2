import { afterAll, describe, expect, it } from 'vitest';
import { flowsOn } from '../../machines/index';
import { planFlow } from '../../machines/paths';
import { startBackend } from '../support/backend';
import { control } from '../support/client';
import { walkPath } from './runner';

/**
 * Every registered flow: its generated paths must cover every state and transition, and each
 * path must walk against the real backend exactly as generated.
 *
 * The paths are generated with the dates of one business day, the server's when the run starts
 * (hence the backend starts before the tests are collected), and each path freezes the server's
 * clock on that day: nothing reads the machine's clock, and a run that crosses midnight keeps
 * its day.
 */
const backend = await startBackend({ env: { PORTAL_QUIET: '1' } });
const { today } = await control.serverClock(backend.url);
afterAll(async () => {
  await backend.stop();
  backend.cleanup();
});

for (const flow of flowsOn(today)) {
  const plan = planFlow(flow, { maxPaths: 500 });
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
        await walkPath(backend.url, flow, path, today);
      });
    }
  });
}
