import type { EquipmentRebootOutput, RebootOutcome } from './equipment-reboot';
import { equipmentDeviceMachine } from './equipment-device';
import type { ActorOutcome, FlowModel } from './model';

/** Each way a restart can end, as the reboot flow's output (that flow is walked on its own model). */
const ended = (outcome: RebootOutcome): ActorOutcome => ({
  name: outcome,
  event: {
    type: 'xstate.done.actor.reboot',
    output: { outcome, equipmentId: 'eq_2', code: outcome === 'failed' ? 'SERVICE_UNAVAILABLE' : null } satisfies EquipmentRebootOutput,
  },
  cause: { kind: 'child' },
});

export const equipmentDeviceModel: FlowModel<typeof equipmentDeviceMachine> = {
  id: 'equipmentDevice',
  title: 'Equipment: a device and its restarts',
  machine: equipmentDeviceMachine,
  // Acme's router, online, restartable by the owner
  input: { equipmentId: 'eq_2', connectionState: 'ONLINE', restartRefusal: null },
  events: [{ event: { type: 'restart' } }],
  actors: { reboot: (['online', 'timedOut', 'failed', 'notPollable'] as const).map(ended) },
  world: { username: 'owner@acme.example' },
  // a device has no outcome of its own: it is there until the page is left
  verify: () => 'deviceUntouched',
};
