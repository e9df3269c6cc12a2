import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { autoPayCancelMachine } from '../../../machines/auto-pay-cancel';
import { autoPayActors } from './flow-actors';
import { inspectForExplorer } from '../../shell/live-inspector';

// The Auto Pay mutations' answers are `unknown` to the machine, parsed by the calls (as in use-auto-pay-enroll).
type MachineActors = NonNullable<Parameters<typeof autoPayCancelMachine.provide>[0]['actors']>;

/** Mounts the cancellation of Auto Pay (spec billing §4 unenroll, with the discount warning). */
export function useAutoPayCancel() {
  const machine = useMemo(() => autoPayCancelMachine.provide({ actors: autoPayActors() as MachineActors }), []);
  const actor = useActorRef(machine, { inspect: inspectForExplorer('autoPayCancel') });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send, actor };
}

export type CancelFlow = ReturnType<typeof useAutoPayCancel>;
