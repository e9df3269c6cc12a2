import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { autoPayEnrollMachine } from '../../../machines/auto-pay-enroll';
import { autoPayActors, newKeyPrefix } from './flow-actors';
import { inspectForExplorer } from '../../shell/live-inspector';

// The machines declare the Auto Pay mutations' answers as `unknown` (they only need to know
// the call succeeded); the calls parse them. An answer typed more precisely is still an answer.
type MachineActors = NonNullable<Parameters<typeof autoPayEnrollMachine.provide>[0]['actors']>;

/** Mounts one enrollment in Auto Pay (spec billing §2): it loads at once and runs to an outcome. */
export function useAutoPayEnroll() {
  const [keyPrefix] = useState(newKeyPrefix);
  const machine = useMemo(() => autoPayEnrollMachine.provide({ actors: autoPayActors() as MachineActors }), []);
  const actor = useActorRef(machine, { input: { keyPrefix }, inspect: inspectForExplorer('autoPayEnroll') });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send, actor };
}

export type EnrollFlow = ReturnType<typeof useAutoPayEnroll>;
