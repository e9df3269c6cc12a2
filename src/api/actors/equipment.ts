import { z } from 'zod/mini';
import { ConnectionState, RebootResult } from '../../domain/equipment';
import type { Transport } from '../transport';

const REBOOT = `mutation Reboot($input: RebootEquipmentInput!) {
  rebootEquipment(input: $input) { isPollingSupported pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds } }
}`;
const CONNECTION = `query Connection($id: ID) { connectionState(equipmentId: $id) { equipmentId state } }`;
const RENAME = `mutation Rename($input: UpdateEquipmentNicknameInput!) { updateEquipmentNickname(input: $input) { equipmentId nickname } }`;

const RebootAnswer = z.object({ rebootEquipment: RebootResult });
const RenameAnswer = z.object({ updateEquipmentNickname: z.object({ equipmentId: z.string(), nickname: z.string() }) });
const ConnectionAnswer = z.object({ connectionState: z.array(z.object({ equipmentId: z.string(), state: ConnectionState })).check(z.length(1)) });

/** The equipment flows' calls: the reboot mutation, one read of the device's state, the rename. */
export function equipmentCalls(transport: Transport) {
  return {
    rebootEquipment: async (input: { equipmentId: string }): Promise<RebootResult> =>
      (await transport.graph(REBOOT, RebootAnswer, { input: { equipmentId: input.equipmentId } })).rebootEquipment,
    checkConnection: async (input: { equipmentId: string }): Promise<ConnectionState> =>
      (await transport.graph(CONNECTION, ConnectionAnswer, { id: input.equipmentId })).connectionState[0]!.state,
    updateNickname: async (input: { equipmentId: string; nickname: string }) =>
      (await transport.graph(RENAME, RenameAnswer, { input })).updateEquipmentNickname,
  };
}
