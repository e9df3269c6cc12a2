import { useFlow } from '../../shell/use-flow';

/** Mounts one reboot of one device: it starts at once and runs to an outcome. */
export const useEquipmentReboot = (equipmentId: string) => useFlow('equipmentReboot', { equipmentId }).snapshot;
