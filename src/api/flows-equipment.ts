import { equipmentDeviceMachine } from '../../machines/equipment-device';
import { equipmentNicknameMachine } from '../../machines/equipment-nickname';
import { equipmentRebootMachine } from '../../machines/equipment-reboot';
import { asActors, direct } from './actors/as-actors';
import { equipmentCalls } from './actors/equipment';
import { defineFlow } from './flow';

export const equipmentReboot = defineFlow('equipmentReboot', (transport, gate = direct) =>
  equipmentRebootMachine.provide({ actors: asActors(equipmentCalls(transport), gate) }),
);

export const equipmentNickname = defineFlow('equipmentNickname', (transport, gate = direct) =>
  equipmentNicknameMachine.provide({ actors: asActors(equipmentCalls(transport), gate) }),
);

// a parent flow is provided with its children, each provided with its own calls
export const equipmentDevice = defineFlow('equipmentDevice', (transport, gate = direct) =>
  equipmentDeviceMachine.provide({
    actors: {
      equipmentReboot: equipmentReboot(transport, gate),
      equipmentNickname: equipmentNickname(transport, gate),
      checkConnection: asActors(equipmentCalls(transport), gate).checkConnection,
    },
  }),
);
