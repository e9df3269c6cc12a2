import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import type { autoPayAddMethodMachine } from '../../../machines/auto-pay-add-method';
import type { autoPayCancelMachine } from '../../../machines/auto-pay-cancel';
import type { autoPayChangeDateMachine } from '../../../machines/auto-pay-change-date';
import type { autoPayChangeMethodMachine } from '../../../machines/auto-pay-change-method';
import type { autoPayEnrollMachine } from '../../../machines/auto-pay-enroll';
import type { autoPayManageMachine } from '../../../machines/auto-pay-manage';

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
export type AddMethodFlow = Of<typeof autoPayAddMethodMachine>;
export type ChangeDateFlow = Of<typeof autoPayChangeDateMachine>;
export type CancelFlow = Of<typeof autoPayCancelMachine>;
export type ManageFlow = Of<typeof autoPayManageMachine>;
