import { networkSettings } from '../../api/flows-network';
import { useFlow } from '../../shell/use-flow';

/** Mounts the router's network section flow (machines/network/network-settings.ts). */
export const useNetworkSettings = (equipmentId: string, deviceName: string) => useFlow(networkSettings, { equipmentId, deviceName });

export type NetworkSettingsFlow = ReturnType<typeof useNetworkSettings>;
