import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { equipmentRebootMachine } from '../../../machines/equipment-reboot';
import { equipmentActors } from '../../api/actors/equipment';
import { browserTransport } from '../../api/browser-transport';
import { reportSessionEnd } from '../../api/http';
import { inspectForExplorer } from '../../shell/live-inspector';

/** Mounts one reboot of one device: it starts at once and runs to an outcome. */
export function useEquipmentReboot(equipmentId: string) {
  const machine = useMemo(() => equipmentRebootMachine.provide({ actors: equipmentActors(browserTransport(reportSessionEnd)) }), []);
  const actor = useActorRef(machine, { input: { equipmentId }, inspect: inspectForExplorer('equipmentReboot') });
  return useSelector(actor, (s) => s);
}
