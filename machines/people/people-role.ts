import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { ASSIGNABLE_ROLES, personChangeRefusal, type AssignableRole, type PeopleRefusal, type Person } from '../../src/domain/people';
import type { Role } from '../../src/domain/roles';
import { notProvided } from '../parts/not-provided';
import { outcomeState } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';
import { refusableForm } from '../parts/form-save';

/**
 * Change a person's role (spec platform §6: roles compared in upper case, managed by the
 * admin group): a role chosen, then Save, checked by the domain's rule first
 * (src/domain/people.ts personChangeRefusal: not the role they have, not the last active PRIMARY;
 * the server runs the same), a refusal kept with its reason beside the choice.
 * Outcomes: changed (the person as stored), failure, cancelled.
 */
export interface PeopleRoleInput {
  person: Person;
  caller: { id: string; role: Role };
  people: Person[];
}
export type PeopleRoleOutcome = 'changed' | 'failure' | 'cancelled';
export interface PeopleRoleOutput {
  outcome: PeopleRoleOutcome;
  person: Person;
  code: FailureCode | null;
}
export type PeopleRoleEvent = { type: 'role.set'; role: AssignableRole } | { type: 'save' } | { type: 'cancel' };

interface Context extends PeopleRoleInput {
  /** the role chosen: the person's own to start with */
  role: AssignableRole | null;
  refusal: PeopleRefusal | null;
  code: FailureCode | null;
  outcome: PeopleRoleOutcome | null;
}

/** No role chosen (a person whose role is not one given on a business account) is no change either. */
const refusalOf = (context: Context): PeopleRefusal | null =>
  context.role === null ? 'people.sameRole' : personChangeRefusal(context.caller, context.person, { kind: 'role', role: context.role }, context.people);
const assignable = (role: Role): AssignableRole | null => ASSIGNABLE_ROLES.find((r) => r === role) ?? null;

export const peopleRoleMachine = setup({
  types: flowTypes<{ context: Context; events: PeopleRoleEvent; input: PeopleRoleInput; output: PeopleRoleOutput; screen: 'role' }>(),
  actors: {
    updatePersonRole: notProvided<Person, { personId: string; role: AssignableRole }>('updatePersonRole'),
  },
  guards: {
    refused: (_, params: { context: Context }) => refusalOf(params.context) !== null,
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: PeopleRoleOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'peopleRole',
  context: ({ input }) => ({ ...input, role: assignable(input.person.role), refusal: null, code: null, outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { screen: 'role' },
      ...refusableForm,
      on: {
        'role.set': { target: '.open', actions: assign({ role: ({ event }) => event.role, refusal: null }) },
        save: [
          {
            guard: { type: 'refused', params: ({ context }) => ({ context }) },
            target: '.refused',
            actions: assign({ refusal: ({ context }) => refusalOf(context) }),
            meta: refusedFor('people.sameRole', 'people.lastPrimary'),
          },
          { target: 'saving' },
        ],
        cancel: 'cancelled',
      },
    },
    saving: {
      meta: { screen: 'role' },
      tags: ['busy'],
      invoke: {
        id: 'updatePersonRole',
        src: 'updatePersonRole',
        input: ({ context }) => ({ personId: context.person.id, role: context.role! }),
        onDone: { target: 'changed', actions: assign({ person: ({ event }) => event.output }) },
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    changed: outcomeState('changed'),
    failure: outcomeState('failure'),
    cancelled: outcomeState('cancelled'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, person: context.person, code: context.code }),
});
