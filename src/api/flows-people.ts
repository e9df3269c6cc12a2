import { invitationAcceptMachine } from '../../machines/people/invitation-accept';
import { peopleAccessMachine } from '../../machines/people/people-access';
import { peopleInviteMachine } from '../../machines/people/people-invite';
import { peoplePageMachine } from '../../machines/people/people-page';
import { peopleRoleMachine } from '../../machines/people/people-role';
import { invitationCalls } from './actors/invitation';
import { peopleCalls } from './actors/people';
import { callActors, flowOf, withChildren } from './flow';

// People and roles: the page provided with its children, each child with its call
const calls = callActors(peopleCalls);

export const peopleInvite = flowOf('peopleInvite', peopleInviteMachine, calls);
export const peopleRole = flowOf('peopleRole', peopleRoleMachine, calls);
export const peopleAccess = flowOf('peopleAccess', peopleAccessMachine, calls);

export const peoplePage = flowOf('peoplePage', peoplePageMachine, withChildren(calls, peopleInvite, peopleRole, peopleAccess));

// the invited person's side: no session, so a 401 is never met here
export const invitationAccept = flowOf('invitationAccept', invitationAcceptMachine, callActors(invitationCalls));
