import { equipmentDevice } from '../../api/flows-equipment';
import type { Equipment } from '../../domain/equipment';
import { restartRefusal } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';

/** Mounts one device's flow: its state as read, its restarts and its renames (machines/equipment/equipment-device.ts). */
export const useEquipmentDevice = (device: Equipment, role: Role) =>
  useFlow(equipmentDevice, {
    equipmentId: device.id,
    connectionState: device.connectionState,
    restartRefusal: restartRefusal(device, role),
    nickname: device.nickname,
    nicknameRefusal: device.nicknameRefusal,
  });

export type EquipmentDeviceFlow = ReturnType<typeof useEquipmentDevice>;
