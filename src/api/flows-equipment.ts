import { equipmentDeviceMachine } from '../../machines/equipment/equipment-device';
import { equipmentNicknameMachine } from '../../machines/equipment/equipment-nickname';
import { equipmentRebootMachine } from '../../machines/equipment/equipment-reboot';
import { equipmentCalls } from './actors/equipment';
import { callActors, flowOf, withChildren } from './flow';

const calls = callActors(equipmentCalls);

export const equipmentReboot = flowOf('equipmentReboot', equipmentRebootMachine, calls);
export const equipmentNickname = flowOf('equipmentNickname', equipmentNicknameMachine, calls);

// a parent flow is provided with its children, each provided with its own calls
export const equipmentDevice = flowOf('equipmentDevice', equipmentDeviceMachine, withChildren(calls, equipmentReboot, equipmentNickname));
