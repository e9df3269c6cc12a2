import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { SEED } from '../support/backend';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The wallet's flows (machines/wallet/wallet-*.ts) walked against the backend, as tests/model/flow-groups.ts
 * walks every flow, and after each outcome the wallet's records read from the store: the method
 * saved (and no card number or CVV kept), changed, or gone; and nothing changed by any other end.
 */
const backend = await modelBackend();
const { today } = backend;

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

for (const flow of storeCheckedFlows('wallet', today)) describeWalks(backend, flow, { maxPaths: 500, thenCheck: (path) => checkStore(flow.id, path) });
