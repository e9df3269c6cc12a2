import { expect } from 'vitest';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The statement viewer, its printable statement and its call details' verification, walked against the backend as
 * tests/model/flow-groups.ts walks every flow: real reads, the real PDF, the faults of
 * `statements`, `statement` and `statementPdf`. Reading changes nothing: the store's statements
 * are the seed's after every path.
 */
const backend = await modelBackend();
const { today } = backend;

const statements = async () => JSON.stringify(((await control.store(backend.url)) as { statements: unknown[] }).statements);
const seed = await statements();

for (const flow of storeCheckedFlows('statements', today))
  describeWalks(backend, flow, { maxPaths: 100, thenCheck: async () => expect(await statements()).toBe(seed) });
