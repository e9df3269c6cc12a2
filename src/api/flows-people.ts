import { invitationAcceptMachine } from '../../machines/invitation-accept';
import { peopleAccessMachine } from '../../machines/people-access';
import { peopleInviteMachine } from '../../machines/people-invite';
import { peoplePageMachine } from '../../machines/people-page';
import { peopleRoleMachine } from '../../machines/people-role';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { invitationCalls } from './actors/invitation';
import { peopleCalls } from './actors/people';
import { defineFlow } from './flow';
import type { Transport } from './transport';

// People and roles (issue 17): the page provided with its children, each child with its call
const calls = (transport: Transport, gate: CallGate) => asActors(peopleCalls(transport), gate);

export const peopleInvite = defineFlow('peopleInvite', (transport, gate = direct) =>
  peopleInviteMachine.provide({ actors: { invitePerson: calls(transport, gate).invitePerson } }),
);

export const peopleRole = defineFlow('peopleRole', (transport, gate = direct) =>
  peopleRoleMachine.provide({ actors: { updatePersonRole: calls(transport, gate).updatePersonRole } }),
);

export const peopleAccess = defineFlow('peopleAccess', (transport, gate = direct) =>
  peopleAccessMachine.provide({ actors: { changeAccess: calls(transport, gate).changeAccess } }),
);

export const peoplePage = defineFlow('peoplePage', (transport, gate = direct) =>
  peoplePageMachine.provide({
    actors: {
      loadPeople: calls(transport, gate).loadPeople,
      peopleInvite: peopleInvite(transport, gate),
      peopleRole: peopleRole(transport, gate),
      peopleAccess: peopleAccess(transport, gate),
    },
  }),
);

// the invited person's side: no session, so a 401 is never met here
export const invitationAccept = defineFlow('invitationAccept', (transport, gate = direct) =>
  invitationAcceptMachine.provide({ actors: asActors(invitationCalls(transport), gate) }),
);
