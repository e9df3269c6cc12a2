import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { emptyInvite, peopleWriteRefusal, personActions, type PersonAction, type Person } from '../../src/domain/people';
import { childOverPage } from '../parts/child-flow';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { peopleAccessMachine, type PeopleAccessAction, type PeopleAccessOutput } from './people-access';
import { peopleInviteMachine, type PeopleInviteOutput } from './people-invite';
import { peopleRoleMachine, type PeopleRoleOutput } from './people-role';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * People and roles (spec platform §2 /user-preferences/people, §6): the account's
 * people with role and status. The admin group invites (./people-invite.ts), changes a role
 * (./people-role.ts), suspends, reactivates or removes (./people-access.ts), each a child flow,
 * offered only where the domain's rules allow it (src/domain/people.ts personActions: not
 * oneself, not the last active PRIMARY); whatever a child ends in, the list loads anew and says
 * how it ended. Every other role reads the list and is offered nothing.
 */
export interface ListedPerson extends Person {
  /** the signed-in person */
  me: boolean;
}
export type PeoplePageScreen = 'loading' | 'unavailable' | 'people';
export type PeopleEnded =
  { kind: 'invite'; output: PeopleInviteOutput } | { kind: 'role'; output: PeopleRoleOutput } | { kind: 'access'; output: PeopleAccessOutput };

interface Context {
  people: ListedPerson[];
  /** whom the child flow is about */
  acting: ListedPerson | null;
  /** what the access flow is asked to do to them */
  action: PeopleAccessAction | null;
  ended: PeopleEnded | null;
  code: FailureCode | null;
}

export type PeoplePageEvent =
  | { type: 'invite' }
  | { type: 'role'; personId: string }
  | { type: 'access'; personId: string; action: PeopleAccessAction }
  | { type: 'retry' }
  | { type: 'dismiss' };

/** The signed-in person as the rules see them (a list without them offers nothing). */
const callerOf = (people: readonly ListedPerson[]) => {
  const me = people.find((p) => p.me);
  return me ? { id: me.id, role: me.role } : { id: '', role: 'STANDARD' as const };
};
/** What the signed-in person may do to `personId`. */
const actionsFor = (people: readonly ListedPerson[], personId: string): PersonAction[] => {
  const target = people.find((p) => p.id === personId);
  return target ? personActions(callerOf(people), target, people) : [];
};
const overList = childOverPage<PeopleEnded>()('people');

const personOf = (people: readonly ListedPerson[], personId: string) => people.find((p) => p.id === personId) ?? null;

export const peoplePageMachine = setup({
  types: flowTypes<{
    context: Context;
    events: PeoplePageEvent;
    children: { invite: 'peopleInvite'; role: 'peopleRole'; access: 'peopleAccess' };
    screen: PeoplePageScreen;
  }>(),
  actors: {
    loadPeople: notProvided<ListedPerson[]>('loadPeople'),
    peopleInvite: peopleInviteMachine,
    peopleRole: peopleRoleMachine,
    peopleAccess: peopleAccessMachine,
  },
  actions: {
    loaded: assign({ people: (_, params: { output: ListedPerson[] }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, PeoplePageEvent>(),
    /** a child ended: how, shown over the list; whom it was about is let go */
    end: assign({ ended: (_, params: { ended: PeopleEnded }) => params.ended, acting: null, action: null }),
  },
  guards: {
    mayManage: ({ context }) => peopleWriteRefusal(callerOf(context.people).role) === null,
    allowed: ({ context }, params: { personId: string; action: PersonAction }) => actionsFor(context.people, params.personId).includes(params.action),
  },
}).createMachine({
  id: 'peoplePage',
  context: { people: [], acting: null, action: null, ended: null, code: null },
  initial: 'loading',
  states: {
    // spec billing §8 "... fails to load": the message, and a retry
    ...loadStates<ListedPerson[]>()(['loading', 'unavailable'], 'showing', { id: 'loadPeople', src: 'loadPeople' }),
    showing: {
      meta: { screen: 'people' },
      on: {
        invite: { guard: 'mayManage', target: 'inviting', actions: assign({ ended: null }), meta: refusedFor('people.adminOnly') },
        role: {
          guard: { type: 'allowed', params: ({ event }) => ({ personId: event.personId, action: 'role' as const }) },
          target: 'changingRole',
          actions: assign({ acting: ({ context, event }) => personOf(context.people, event.personId), ended: null }),
          meta: refusedFor('people.adminOnly', 'people.self', 'people.lastPrimary'),
        },
        access: {
          guard: { type: 'allowed', params: ({ event }) => ({ personId: event.personId, action: event.action }) },
          target: 'changingAccess',
          actions: assign({ acting: ({ context, event }) => personOf(context.people, event.personId), action: ({ event }) => event.action, ended: null }),
          meta: refusedFor('people.adminOnly', 'people.self', 'people.lastPrimary', 'people.status'),
        },
        dismiss: { actions: assign({ ended: null }) },
      },
    },
    inviting: {
      ...overList('invite', 'peopleInvite', ({ context }: { context: Context }) => ({ draft: emptyInvite, taken: context.people.map((p) => p.email) })),
      description: 'Inviting a person: a dialog over the list, as each child of the page is.',
    },
    changingRole: overList('role', 'peopleRole', ({ context }: { context: Context }) => ({
      person: context.acting!,
      caller: callerOf(context.people),
      people: context.people,
    })),
    changingAccess: overList('access', 'peopleAccess', ({ context }: { context: Context }) => ({ person: context.acting!, action: context.action! })),
  },
});
