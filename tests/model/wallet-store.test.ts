import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { walletAddMethodModelOn, walletDeleteMethodModelOn, walletEditCardModelOn, walletPageModelOn } from '../../machines/wallet.model';
import { planFlow, type FlowPath } from '../../machines/paths';
import { SEED, startBackend } from '../support/backend';
import { control } from '../support/client';
import { walkPath } from './runner';

/**
 * The wallet's flows (machines/wallet-*.ts) walked against the backend, as tests/model/flows.test.ts
 * walks every flow, and after each outcome the wallet's records read from the store: the method
 * saved (and no card number or CVV kept), changed, or gone; and nothing changed by any other end.
 */
const backend = await startBackend({ env: { PORTAL_QUIET: '1' } });
const { today } = await control.serverClock(backend.url);
afterAll(async () => {
  await backend.stop();
  backend.cleanup();
});

type Method = { id: string; accountId: string; expiry: string | null; zip: string | null; last4: string };
const SEED_METHODS: number = JSON.parse(readFileSync(SEED, 'utf8')).paymentMethods.length;
const methods = async (): Promise<Method[]> => (await control.store(backend.url)).paymentMethods;
const lastEvent = (path: FlowPath, type: string) => [...path.steps].reverse().find((s) => s.event.type === type)?.event;

/** What the store must hold after the path's outcome. */
async function checkStore(flowId: string, path: FlowPath) {
  if (!path.outcome) return;
  const now = await methods();
  const store = JSON.stringify(await control.store(backend.url));
  if (flowId === 'walletAddMethod' && path.outcome === 'saved') {
    expect(now).toHaveLength(SEED_METHODS + 1);
    const draft = lastEvent(path, 'draft.set')!.draft;
    const added = now.at(-1)!;
    expect(added.accountId).toBe('acct_1');
    if (draft.kind === 'card') {
      expect(added.last4).toBe(draft.card.number.slice(-4));
      expect(store).not.toContain(draft.card.number);
      expect(Object.keys(added)).not.toContain('cvv');
    } else {
      expect(added.last4).toBe(draft.bank.accountNumber.slice(-4));
      expect(store).not.toContain(draft.bank.accountNumber);
    }
    return;
  }
  if (flowId === 'walletEditCard' && path.outcome === 'saved') {
    const edit = lastEvent(path, 'edit.set')!.edit;
    const card = now.find((m) => m.id === 'pm_2')!;
    expect({ expiry: card.expiry, zip: card.zip }).toEqual({ expiry: edit.expiry, zip: edit.zip });
    expect(Object.keys(card)).not.toContain('cvv');
    return;
  }
  if (flowId === 'walletDeleteMethod' && path.outcome === 'deleted') {
    expect(now.map((m) => m.id)).not.toContain('pm_3');
    expect(now).toHaveLength(SEED_METHODS - 1);
    return;
  }
  // cancelled, kept, failure, the page's noOnline: the wallet as the seed has it
  expect(now).toHaveLength(SEED_METHODS);
  if (flowId === 'walletEditCard') expect(now.find((m) => m.id === 'pm_2')!.zip).not.toBe('30302');
}

for (const flow of [walletAddMethodModelOn(today), walletEditCardModelOn(today), walletDeleteMethodModelOn(today), walletPageModelOn(today)]) {
  const plan = planFlow(flow, { maxPaths: 500 });
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
        await checkStore(flow.id, path);
      });
    }
  });
}
