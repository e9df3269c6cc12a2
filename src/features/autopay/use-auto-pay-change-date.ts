import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { autoPayChangeDateMachine } from '../../../machines/auto-pay-change-date';
import { autoPayActors } from './flow-actors';
import { inspectForExplorer } from '../../shell/live-inspector';

// The Auto Pay mutations' answers are `unknown` to the machine, parsed by the calls (as in use-auto-pay-enroll).
type MachineActors = NonNullable<Parameters<typeof autoPayChangeDateMachine.provide>[0]['actors']>;

/** Mounts the change of the Auto Pay debit date (spec billing §2 calendar, §5 late days). */
export function useAutoPayChangeDate() {
  const machine = useMemo(() => autoPayChangeDateMachine.provide({ actors: autoPayActors() as MachineActors }), []);
  const actor = useActorRef(machine, { inspect: inspectForExplorer('autoPayChangeDate') });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send, actor };
}

export type ChangeDateFlow = ReturnType<typeof useAutoPayChangeDate>;
