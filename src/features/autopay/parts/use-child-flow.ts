import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import type { autoPayChangeMethodMachine } from '../../../../machines/autopay/auto-pay-change-method';
import type { autoPayEnrollMachine } from '../../../../machines/autopay/auto-pay-enroll';

/**
 * A child flow of the Auto Pay page (Enroll, Manage and theirs), rendered from the actor its
 * parent invoked: its snapshot and its send. The parent machine decides when it runs and what
 * follows its outcome; the view only shows it.
 */
export function useChildFlow<TRef extends AnyActorRef>(actor: TRef) {
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}

type Of<TMachine extends AnyStateMachine> = ReturnType<typeof useChildFlow<ActorRefFrom<TMachine>>>;

export type EnrollFlow = Of<typeof autoPayEnrollMachine>;
export type ChangeMethodFlow = Of<typeof autoPayChangeMethodMachine>;
