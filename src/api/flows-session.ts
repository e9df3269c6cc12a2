import { sessionTimeoutMachine } from '../../machines/session/session-timeout';
import { signInMachine } from '../../machines/session/sign-in';
import { sessionCalls, signInCalls } from './actors/session';
import { callActors, flowOf } from './flow';

export const signIn = flowOf('signIn', signInMachine, callActors(signInCalls));
export const sessionTimeout = flowOf('sessionTimeout', sessionTimeoutMachine, callActors(sessionCalls));
