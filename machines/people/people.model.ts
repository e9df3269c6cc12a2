import type { InviteDraft, Person } from '../../src/domain/people';
import type { ActorOutcome } from '../model/model';
import { answered, children, each, faulted, flowModel, steps, unavailable } from '../model/model-helpers';
import { peopleAccessMachine, type PeopleAccessAction, type PeopleAccessOutput } from './people-access';
import { peopleInviteMachine, type PeopleInviteOutput } from './people-invite';
import { peoplePageMachine, type ListedPerson } from './people-page';
import { peopleRoleMachine, type PeopleRoleOutput } from './people-role';

/**
 * The models of people and roles. The world is Acme signed in as its owner, Maria
 * Delgado (db.json usr_1, the only PRIMARY); the person changed is Luis Ortega (usr_4, STANDARD).
 * The store checks after each outcome are in tests/model/people.test.ts.
 */
const ACME_OWNER = { username: 'owner@acme.example' };
const MARIA = 'usr_1';
export const LUIS = 'usr_4';
/** an e-mail new to the portal, one of another account's sign-ins (only the server knows it), and one that is no e-mail */
export const NEW_EMAIL = 'ana.reyes@acme.example';
const OTHER_ACCOUNTS_EMAIL = 'autopay@brightline.example';
const BAD_EMAIL = 'ana@@acme';

const ACME_PEOPLE: ListedPerson[] = [
  { id: MARIA, firstName: 'Maria', lastName: 'Delgado', email: 'owner@acme.example', role: 'PRIMARY', status: 'ACTIVE', me: true },
  { id: 'usr_2', firstName: 'Tom', lastName: 'Becker', email: 'admin@acme.example', role: 'ADMIN', status: 'ACTIVE', me: false },
  { id: 'usr_3', firstName: 'Priya', lastName: 'Natarajan', email: 'billing@acme.example', role: 'BILLING', status: 'ACTIVE', me: false },
  { id: LUIS, firstName: 'Luis', lastName: 'Ortega', email: 'staff@acme.example', role: 'STANDARD', status: 'ACTIVE', me: false },
];
const people: Person[] = ACME_PEOPLE.map(({ me: _me, ...p }) => p);
const luis = people.find((p) => p.id === LUIS)!;

type InviteContext = { draft: InviteDraft; issues: unknown[] };
const emailIs = (email: string) => ((c: InviteContext) => c.draft.email === email) as never;

export function peopleInviteModel() {
  const invited: Person = { id: 'usr_16', firstName: 'Ana', lastName: 'Reyes', email: NEW_EMAIL, role: 'STANDARD', status: 'INVITED' };
  return flowModel(peopleInviteMachine, 'People: invite a person', {
    input: { draft: { firstName: '', lastName: '', email: '', role: 'STANDARD' }, taken: people.map((p) => p.email) },
    events: [
      { event: { type: 'change', field: 'firstName', value: 'Ana' } },
      { event: { type: 'change', field: 'lastName', value: 'Reyes' } },
      ...[NEW_EMAIL, BAD_EMAIL, OTHER_ACCOUNTS_EMAIL].map((value) => ({ event: { type: 'change', field: 'email', value } })),
      ...steps('review', 'edit', 'confirm', 'cancel'),
    ],
    actors: {
      invitePerson: [
        answered('invitePerson', 'saved', invited, { possible: emailIs(NEW_EMAIL) }),
        // a real answer: the e-mail signs in to another account, which the form cannot know
        {
          name: 'emailTaken',
          event: {
            type: 'xstate.error.actor.invitePerson',
            error: { code: 'VALIDATION_FAILED', issues: [{ path: ['email'], code: 'custom', message: 'email.taken' }] },
          },
          cause: { kind: 'answer' },
          possible: emailIs(OTHER_ACCOUNTS_EMAIL),
        },
        { ...unavailable('invitePerson', 'invitePerson'), possible: emailIs(NEW_EMAIL) },
      ],
    },
    world: ACME_OWNER,
    project: (c: InviteContext) => ({
      first: c.draft.firstName !== '',
      last: c.draft.lastName !== '',
      email: c.draft.email === NEW_EMAIL ? 'new' : c.draft.email === OTHER_ACCOUNTS_EMAIL ? 'other' : c.draft.email === '' ? 'empty' : 'bad',
      issues: c.issues.length > 0,
    }),
  });
}

export function peopleRoleModel() {
  return flowModel(peopleRoleMachine, "People: change a person's role", {
    input: { person: luis, caller: { id: MARIA, role: 'PRIMARY' }, people },
    // a new role, and the one Luis has (refused: no change)
    events: [...each('role.set', 'role', 'ADMIN', 'STANDARD'), ...steps('save', 'cancel')],
    actors: {
      updatePersonRole: [answered('updatePersonRole', 'changed', { ...luis, role: 'ADMIN' }), unavailable('updatePersonRole', 'updatePersonRole')],
    },
    world: ACME_OWNER,
    project: (c: { role: string | null; refusal: string | null }) => ({ role: c.role, refusal: c.refusal }),
  });
}

/** the call fails by the fault on its own operation: the status for a suspension or reactivation, the removal's (named in the error, so the two are told apart) */
const accessFault = (operation: 'updatePersonStatus' | 'removePerson'): ActorOutcome => ({
  ...faulted('changeAccess', `unavailable (${operation})`, operation, 'SERVICE_UNAVAILABLE', { operation }),
  possible: ((c: { action: PeopleAccessAction }) => (c.action === 'remove') === (operation === 'removePerson')) as never,
});

export function peopleAccessModel() {
  return flowModel(peopleAccessMachine, 'People: suspend, reactivate or remove a person', {
    input: { person: luis, action: 'suspend' },
    inputVariants: [
      { person: { ...luis, status: 'SUSPENDED' }, action: 'reactivate' },
      { person: luis, action: 'remove' },
    ],
    // Luis suspended already, for a reactivation
    patchFor: (input) => (input['action'] === 'reactivate' ? { users: [{ id: LUIS, status: 'SUSPENDED' }] } : undefined),
    events: steps('confirm', 'keep'),
    actors: {
      changeAccess: [answered('changeAccess', 'changed', { personId: LUIS }), accessFault('updatePersonStatus'), accessFault('removePerson')],
    },
    world: ACME_OWNER,
  });
}

export function peoplePageModel() {
  return flowModel(peoplePageMachine, 'People and roles: the list', {
    input: {},
    events: [
      ...steps('invite', 'retry', 'dismiss'),
      // Luis's role, and the owner's own (refused: nobody changes their own)
      ...each('role', 'personId', LUIS, MARIA),
      // suspend Luis; reactivate him while active, remove oneself (both refused)
      { event: { type: 'access', personId: LUIS, action: 'suspend' } },
      { event: { type: 'access', personId: LUIS, action: 'reactivate' } },
      { event: { type: 'access', personId: MARIA, action: 'remove' } },
    ],
    actors: {
      loadPeople: [answered('loadPeople', 'loaded', ACME_PEOPLE), unavailable('loadPeople', 'people')],
      invite: children('invite', ['saved', 'failed', 'cancelled'] as const, (outcome): PeopleInviteOutput => ({
        outcome,
        person: null,
        code: outcome === 'failed' ? 'SERVICE_UNAVAILABLE' : null,
      })),
      role: children('role', ['changed', 'failure', 'cancelled'] as const, (outcome): PeopleRoleOutput => ({
        outcome,
        person: luis,
        code: outcome === 'failure' ? 'SERVICE_UNAVAILABLE' : null,
      })),
      access: children('access', ['changed', 'failure', 'kept'] as const, (outcome): PeopleAccessOutput => ({
        outcome,
        person: luis,
        action: 'suspend',
        code: outcome === 'failure' ? 'SERVICE_UNAVAILABLE' : null,
      })),
    },
    world: ACME_OWNER,
    project: (c: { people: ListedPerson[]; ended: { kind: string; output: { outcome: string } } | null; acting: { id: string } | null }) => ({
      loaded: c.people.length > 0,
      ended: c.ended ? `${c.ended.kind}:${c.ended.output.outcome}` : null,
      acting: c.acting?.id ?? null,
    }),
  });
}
