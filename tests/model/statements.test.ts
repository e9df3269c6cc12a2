import { afterAll, describe, expect, it } from 'vitest';
import { flowsOn } from '../../machines/index';
import { planFlow } from '../../machines/paths';
import { startBackend } from '../support/backend';
import { control } from '../support/client';
import { walkPath } from './runner';

/**
 * The statement viewer and its printable statement (issue 15), walked against the backend as
 * tests/model/flows.test.ts walks every flow: real reads, the real PDF, the faults of
 * `statements`, `statement` and `statementPdf`. Reading changes nothing: the store's statements
 * are the seed's after every path.
 */
const backend = await startBackend({ env: { PORTAL_QUIET: '1' } });
const { today } = await control.serverClock(backend.url);
afterAll(async () => {
  await backend.stop();
  backend.cleanup();
});

const statements = async () => JSON.stringify(((await control.store(backend.url)) as { statements: unknown[] }).statements);
const seed = await statements();
const ours = new Set(['statementPdf', 'statementViewer']);

for (const flow of flowsOn(today).filter((f) => ours.has(f.id))) {
  const plan = planFlow(flow, { maxPaths: 100 });
  describe(`${flow.id} (${plan.paths.length} paths)`, () => {
    it('covers every state, transition and outcome', () => {
      const missing = (part: { covered: string[]; total: string[] }) => part.total.filter((x) => !part.covered.includes(x));
      expect(missing(plan.coverage.states)).toEqual([]);
      expect(missing(plan.coverage.transitions)).toEqual([]);
      expect(missing(plan.coverage.outcomes)).toEqual([]);
    });
    for (const path of plan.paths) {
      it(`${path.id} ${path.outcome ? `→ ${path.outcome}` : ''}: ${path.steps.map((s) => s.label).join(' · ')}`, async () => {
        await walkPath(backend.url, flow, path, today);
        expect(await statements()).toBe(seed);
      });
    }
  });
}
