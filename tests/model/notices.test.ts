import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The billing dialogs, walked against the backend as tests/model/flow-groups.ts walks
 * every flow, then the user records checked after each path: the owner's dismissed notices are
 * the ones the path saved (the last answered dismissal's list), and nobody else's changed.
 */
const backend = await modelBackend();

type User = { id: string; username: string; dismissedNotices?: string[] };
const read = async () => ((await control.store(backend.url)) as { users: User[] }).users;
const facts = (users: User[]) => ({
  owner: users.find((u) => u.username === 'owner@acme.example')!.dismissedNotices ?? [],
  others: users.filter((u) => u.username !== 'owner@acme.example').map((u) => `${u.id}:${(u.dismissedNotices ?? []).join('+')}`),
});

/** The owner's list after the path: what its last saved dismissal answered, or none. */
function expected(path: FlowPath, seed: ReturnType<typeof facts>) {
  const saved = path.steps.filter((s) => s.event.type === 'xstate.done.actor.dismiss').at(-1);
  return { ...seed, owner: (saved?.event.output as string[] | undefined) ?? [] };
}

const seed = facts(await read());

for (const flow of storeCheckedFlows('notices', backend.today))
  describeWalks(backend, flow, { maxPaths: 50, thenCheck: async (path) => expect(facts(await read())).toEqual(expected(path, seed)) });
