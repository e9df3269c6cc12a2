import { expect } from 'vitest';
import { BRIGHTLINE_SCHEDULED_ID, BRIGHTLINE_VISA_ID } from '../../machines/billing/billing-settings.model';
import type { FlowPath } from '../../machines/model/paths';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * Scheduled payments, bill delivery and the at-risk fix, walked against the backend
 * as tests/model/flow-groups.ts walks every flow, and then the store checked after each outcome:
 * the scheduled payment cancelled (or still scheduled), the paperless flag switched (or as it
 * was), the card's expiry updated (or as it was). A parent whose child is stood in by the path
 * changes nothing.
 */
const backend = await modelBackend();
const { today } = backend;

interface Store {
  payments: { id: string; status: string }[];
  accounts: { id: string; paperless: boolean }[];
  paymentMethods: { id: string; expiry: string | null }[];
}
const read = async (): Promise<Store> => (await control.store(backend.url)) as Store;
const facts = (s: Store) => ({
  scheduled: s.payments.find((p) => p.id === BRIGHTLINE_SCHEDULED_ID)!.status,
  paperless: s.accounts.find((a) => a.id === 'acct_2')!.paperless,
  expiry: s.paymentMethods.find((m) => m.id === BRIGHTLINE_VISA_ID)!.expiry,
});

/** What the store must say after the path, from what it said in the seed. */
function expected(flowId: string, path: FlowPath, seed: ReturnType<typeof facts>) {
  const lastExpiry = [...path.steps].reverse().find((s) => s.event.type === 'expiry.change')?.event.expiry as string | undefined;
  switch (`${flowId}:${path.outcome}`) {
    case 'scheduledPaymentCancel:cancelled':
      return { ...seed, scheduled: 'CANCELLED' };
    case 'billDeliverySwitch:switched':
      return { ...seed, paperless: false };
    case 'cardExpiryFix:updated':
      return { ...seed, expiry: lastExpiry };
    default:
      return seed;
  }
}

const seed = facts(await read());

for (const flow of storeCheckedFlows('billingSettings', today))
  describeWalks(backend, flow, { maxPaths: 100, thenCheck: async (path) => expect(facts(await read())).toEqual(expected(flow.id, path, seed)) });
