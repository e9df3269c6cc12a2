import { expect } from 'vitest';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The payment history and the account activity, walked against the backend: real
 * reads for every filter, the faults of `paymentHistory` and `transactions`. Reading and
 * filtering write nothing: the store's payments are the seed's after every path.
 */
const backend = await modelBackend();
const payments = async () => JSON.stringify(((await control.store(backend.url)) as { payments: unknown[] }).payments);
const seed = await payments();

for (const flow of storeCheckedFlows('billingLists', backend.today))
  describeWalks(backend, flow, { maxPaths: 50, thenCheck: async () => expect(await payments()).toBe(seed) });
