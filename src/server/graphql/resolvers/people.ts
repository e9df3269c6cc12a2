import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ValidationIssue } from '../../../domain/errors';
import {
  AssignableRole,
  InviteInput,
  inviteIssues,
  peopleInOrder,
  personChangeRefusal,
  peopleWriteRefusal,
  type PeopleRefusal,
  type Person,
  type PersonChange,
} from '../../../domain/people';
import { hashPassword } from '../../auth/password';
import { newInvitation, sendInvitation } from '../../invitations';
import type { Caller, ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import { UserRecord as UserSchema, type UserRecord } from '../../store/records';
import { nextId } from '../../store/store';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

/**
 * People and roles (spec platform §2 /user-preferences/people, §6): the account's
 * users, read by every role of it, written by the admin group only, with the rules of
 * src/domain/people.ts. A person's role and status are read from the store on every request
 * (src/server/auth/middleware.ts), so a change takes effect on that person's next request: a
 * new role opens or closes what the role gives, a suspended or removed person's session ends.
 * Every refusal changes nothing.
 */

const personOf = (u: UserRecord, caller: Caller) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.username,
  role: u.role,
  status: u.status ?? 'ACTIVE',
  me: u.id === caller.user.id,
});
const peopleOf = (users: readonly UserRecord[], caller: Caller): (Person & { me: boolean })[] =>
  peopleInOrder(users.filter((u) => u.accountId === caller.account.id).map((u) => personOf(u, caller)));

const STATUS_OF_REFUSAL: Record<PeopleRefusal, 'FORBIDDEN' | 'CONFLICT'> = {
  'people.adminOnly': 'FORBIDDEN',
  'people.self': 'FORBIDDEN',
  'people.lastPrimary': 'CONFLICT',
  'people.sameRole': 'CONFLICT',
  'people.status': 'CONFLICT',
};
const MESSAGES: Record<PeopleRefusal, string> = {
  'people.adminOnly': 'Only account administrators can manage people',
  'people.self': 'You cannot change your own role or access',
  'people.lastPrimary': 'The account must keep an active owner',
  'people.sameRole': 'The person has that role already',
  'people.status': 'The person is not in a state that allows this',
};
const refusalError = (refusal: PeopleRefusal) => new ApiError(STATUS_OF_REFUSAL[refusal], MESSAGES[refusal], [{ path: [], code: 'custom', message: refusal }]);

/** The fault armed on the operation (tests), then the role: a caller outside the admin group learns that and nothing else. */
function assertPeopleWrite(operation: string, server: ServerContext, caller: Caller): void {
  server.faults.failIfArmed(operation);
  const refusal = peopleWriteRefusal(caller.user.role);
  if (refusal) throw refusalError(refusal);
}

const PersonId = z.string().min(1).max(64);
const RoleInput = z.object({ personId: PersonId, role: AssignableRole }).strict();
const StatusInput = z.object({ personId: PersonId, status: z.enum(['ACTIVE', 'SUSPENDED']) }).strict();
const RemoveInput = z.object({ personId: PersonId }).strict();

/** The change checked by the domain's rules against the account as it is; then made in one transaction. */
function change(server: ServerContext, caller: Caller, personId: string, wanted: PersonChange): UserRecord {
  const state = server.store.state;
  const target = ownRecord(state.users, personId, caller, 'Person');
  const people = peopleOf(state.users, caller);
  const refusal = personChangeRefusal({ id: caller.user.id, role: caller.user.role }, personOf(target, caller), wanted, people);
  if (refusal) throw refusalError(refusal);
  return target;
}

export const peopleResolvers = {
  people: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('people');
    return peopleOf(server.store.state.users, caller);
  },

  invitePerson: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertPeopleWrite('invitePerson', server, caller);
    const input = parseInput(InviteInput, args.input);
    // a username signs in to one account: an e-mail that already signs in anywhere is taken
    const issues: ValidationIssue[] = inviteIssues(
      input,
      server.store.state.users.map((u) => u.username),
    );
    if (!issues.length && !UserSchema.shape.username.safeParse(input.email).success) issues.push({ path: ['email'], code: 'custom', message: 'email.format' });
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    // a password nobody knows: the person chooses their own when they accept (/create-sub-account)
    const passwordHash = hashPassword(randomBytes(32).toString('hex'));
    const invitation = newInvitation(server);
    const invited = server.store.transact((draft) => {
      const user: UserRecord = {
        id: nextId(draft, 'users'),
        username: input.email,
        passwordHash,
        role: input.role,
        userType: 'CONSUMER',
        accountId: caller.account.id,
        firstName: input.firstName,
        lastName: input.lastName,
        guid: randomUUID(),
        passwordResetRequired: false,
        status: 'INVITED',
        invitation: invitation.record,
      };
      draft.users.push(user);
      return personOf(user, caller);
    });
    // sent once the person is stored (a refused or failed write sends nothing); the answer never carries the token
    sendInvitation(server, { accountId: caller.account.id, personId: invited.id, to: invited.email, token: invitation.token });
    return invited;
  },

  updatePersonRole: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertPeopleWrite('updatePersonRole', server, caller);
    const input = parseInput(RoleInput, args.input);
    const target = change(server, caller, input.personId, { kind: 'role', role: input.role });
    return server.store.transact((draft) => {
      const user = draft.users.find((u) => u.id === target.id)!;
      user.role = input.role;
      // the contacts list shows each person's role (spec platform §6): theirs follow
      for (const c of draft.contacts) if (c.userId === user.id) c.role = input.role;
      return personOf(user, caller);
    });
  },

  updatePersonStatus: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertPeopleWrite('updatePersonStatus', server, caller);
    const input = parseInput(StatusInput, args.input);
    const target = change(server, caller, input.personId, { kind: input.status === 'SUSPENDED' ? 'suspend' : 'reactivate' });
    return server.store.transact((draft) => {
      const user = draft.users.find((u) => u.id === target.id)!;
      user.status = input.status;
      return personOf(user, caller);
    });
  },

  removePerson: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertPeopleWrite('removePerson', server, caller);
    const input = parseInput(RemoveInput, args.input);
    const target = change(server, caller, input.personId, { kind: 'remove' });
    return server.store.transact((draft) => {
      draft.users = draft.users.filter((u) => u.id !== target.id);
      // their contacts stay the account's (notices may go to them), no longer anyone's sign-in
      for (const c of draft.contacts)
        if (c.userId === target.id) {
          c.userId = null;
          c.role = null;
        }
      return { id: target.id };
    });
  },
};
