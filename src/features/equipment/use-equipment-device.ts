import { equipmentDevice } from '../../api/flows-equipment';
import type { Equipment } from '../../domain/equipment';
import { restartRefusal } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';

/** Mounts one device's flow: its state as read, and its restarts (machines/equipment-device.ts). */
export const useEquipmentDevice = (device: Equipment, role: Role) =>
  useFlow(equipmentDevice, { equipmentId: device.id, connectionState: device.connectionState, restartRefusal: restartRefusal(device, role) });

export type EquipmentDeviceFlow = ReturnType<typeof useEquipmentDevice>;
