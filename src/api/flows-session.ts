import { sessionTimeoutMachine } from '../../machines/session-timeout';
import { signInMachine } from '../../machines/sign-in';
import { asActors, direct } from './actors/as-actors';
import { sessionCalls, signInCalls } from './actors/session';
import { defineFlow } from './flow';

export const signIn = defineFlow('signIn', (transport, gate = direct) => signInMachine.provide({ actors: asActors(signInCalls(transport), gate) }));

export const sessionTimeout = defineFlow('sessionTimeout', (transport, gate = direct) =>
  sessionTimeoutMachine.provide({ actors: asActors(sessionCalls(transport), gate) }),
);
