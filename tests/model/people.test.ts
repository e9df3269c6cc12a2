import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { INVITED_ID } from '../../machines/people/invitation-accept.model';
import { LUIS, NEW_EMAIL } from '../../machines/people/people.model';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * People and roles, walked against the backend as tests/model/flow-groups.ts walks
 * every flow, and then the store checked after each outcome: the invited person there only when
 * the invitation was saved, Luis's role and status only as the path changed them, nobody else
 * touched. The page, whose children are stood in by the path, changes nothing. Accepting an
 * invitation (Nina, invited by the model's patch) makes her ACTIVE with her invitation spent only
 * when accepted; every other outcome leaves her INVITED with it.
 */
const backend = await modelBackend();
const { today } = backend;

type User = { id: string; username: string; role: string; status?: string; accountId: string; invitation?: unknown };
const read = async () => ((await control.store(backend.url)) as { users: User[] }).users;
const facts = (users: User[]) => {
  const luis = users.find((u) => u.id === LUIS);
  return {
    luis: luis ? { role: luis.role, status: luis.status ?? 'ACTIVE' } : null,
    invited: users.filter((u) => u.username === NEW_EMAIL).map((u) => ({ role: u.role, status: u.status, accountId: u.accountId })),
    joining: users.filter((u) => u.id === INVITED_ID).map((u) => ({ status: u.status, invitation: u.invitation !== undefined })),
    others: users.filter((u) => u.id !== LUIS && u.username !== NEW_EMAIL && u.id !== INVITED_ID).map((u) => `${u.id}:${u.role}:${u.status ?? 'ACTIVE'}`),
  };
};

/** What the store must say after the path, from what it said in the seed. */
function expected(flowId: string, path: FlowPath, seed: ReturnType<typeof facts>) {
  const action = path.input['action'];
  // a reactivation starts with Luis suspended (the model's patch)
  const start = action === 'reactivate' ? { ...seed, luis: { ...seed.luis!, status: 'SUSPENDED' } } : seed;
  if (flowId === 'invitationAccept') {
    const accepted = path.outcome === 'accepted';
    return { ...seed, joining: [{ status: accepted ? 'ACTIVE' : 'INVITED', invitation: !accepted }] };
  }
  switch (`${flowId}:${path.outcome}`) {
    case 'peopleInvite:saved':
      return { ...seed, invited: [{ role: 'STANDARD', status: 'INVITED', accountId: 'acct_1' }] };
    case 'peopleRole:changed':
      return { ...seed, luis: { ...seed.luis!, role: 'ADMIN' } };
    case 'peopleAccess:changed':
      if (action === 'remove') return { ...seed, luis: null };
      return { ...seed, luis: { ...seed.luis!, status: action === 'suspend' ? 'SUSPENDED' : 'ACTIVE' } };
    default:
      return start;
  }
}

const seed = facts(await read());

for (const flow of storeCheckedFlows('people', today))
  describeWalks(backend, flow, { maxPaths: 100, thenCheck: async (path) => expect(facts(await read())).toEqual(expected(flow.id, path, seed)) });
