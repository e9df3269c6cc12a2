import type { Person } from '../../src/domain/people';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Suspend, reactivate or remove a person (spec platform §6): a confirmation over the
 * people list, then the call; outcomes changed, failure, kept. The list (./people-page.ts) invokes
 * it only for an action the domain's rules allow (src/domain/people.ts personChangeRefusal) and
 * shows what it ended in; the server runs the same rules.
 */
export type PeopleAccessAction = 'suspend' | 'reactivate' | 'remove';
export interface PeopleAccessInput {
  person: Person;
  action: PeopleAccessAction;
}
export type PeopleAccessOutput = ConfirmedCallOutput<'changed', { person: Person; action: PeopleAccessAction }>;

export const peopleAccessMachine = confirmedCallSetup<PeopleAccessInput, PeopleAccessOutput, 'people'>()({
  changeAccess: notProvided<{ personId: string }, { personId: string; action: PeopleAccessAction }>('changeAccess'),
}).createMachine({
  ...confirmedCall({
    id: 'peopleAccess',
    dialog: { screen: 'people', dialog: 'access' },
    calling: 'changing',
    done: 'changed',
    invoke: {
      id: 'changeAccess',
      src: 'changeAccess',
      input: ({ context }: { context: PeopleAccessInput }) => ({ personId: context.person.id, action: context.action }),
    },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, person: context.person, action: context.action, code: context.code }),
});
