import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { autoPayChangeMethodMachine } from '../../../machines/auto-pay-change-method';
import { autoPayActors, newKeyPrefix } from './flow-actors';
import { inspectForExplorer } from '../../shell/live-inspector';

// The Auto Pay mutations' answers are `unknown` to the machine, parsed by the calls (as in use-auto-pay-enroll).
type MachineActors = NonNullable<Parameters<typeof autoPayChangeMethodMachine.provide>[0]['actors']>;

/** Mounts Manage Auto Pay's change of method (spec billing §2, §4): summary → new method → review. */
export function useAutoPayChangeMethod() {
  const [keyPrefix] = useState(newKeyPrefix);
  const machine = useMemo(() => autoPayChangeMethodMachine.provide({ actors: autoPayActors() as MachineActors }), []);
  const actor = useActorRef(machine, { input: { keyPrefix }, inspect: inspectForExplorer('autoPayChangeMethod') });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send, actor };
}

export type ChangeMethodFlow = ReturnType<typeof useAutoPayChangeMethod>;
