import { z } from 'zod';
import { Nickname, nicknameRefusal, type RebootResult } from '../../../domain/equipment';
import { equipmentActionRefusal, type EquipmentAction } from '../../../domain/roles';
import type { Caller } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

const RebootInput = z.object({ equipmentId: z.string().min(1) }).strict();
const NicknameInput = z.object({ equipmentId: z.string().min(1), nickname: Nickname }).strict();

const REFUSED_MESSAGE: Record<EquipmentAction, string> = {
  restart: 'Your role cannot restart equipment',
  rename: 'Only account administrators can rename equipment',
};

/**
 * The role rule of src/domain/roles.ts, before the input is read: a role that may not act learns
 * that and nothing else (not whether the device exists, not what was wrong with the input).
 */
function assertEquipmentAction(caller: Caller, action: EquipmentAction): void {
  const refusal = equipmentActionRefusal(caller.user.role, action);
  if (refusal) throw new ApiError('FORBIDDEN', REFUSED_MESSAGE[action], [{ path: [], code: 'custom', message: refusal }]);
}

/**
 * The simulated device: after a reboot it is offline until `onlineAt` on the server clock, so
 * tests move the clock instead of waiting. The guidance (config.reboot) tells the client to start
 * polling once the device has had time to go down and to give up well after it should be back.
 */
export const equipmentResolvers = {
  rebootEquipment: (args: { input: unknown }, { server, caller }: ResolverContext): RebootResult => {
    server.faults.failIfArmed('rebootEquipment');
    assertEquipmentAction(caller, 'restart');
    const { equipmentId } = parseInput(RebootInput, args.input);
    const device = ownRecord(server.store.state.equipment, equipmentId, caller, 'Equipment');
    if (!device.supportedFeatures.includes('REBOOT')) throw new ApiError('CONFLICT', 'This equipment cannot be restarted remotely');
    // Test fault `deviceRecovery`: the device goes down and never comes back.
    const neverReturns = server.faults.consume('deviceRecovery');
    const { offlineSeconds, ...timing } = server.store.state.config.reboot;
    const onlineAt = neverReturns ? null : new Date(server.clock.now().getTime() + offlineSeconds * 1000).toISOString();
    server.store.transact((draft) => {
      const record = draft.equipment.find((e) => e.id === equipmentId)!;
      record.connectionState = 'OFFLINE';
      record.onlineAt = onlineAt;
    });
    return {
      isPollingSupported: device.pollingSupported,
      pollingGuidelines: device.pollingSupported ? { featureToUseForPolling: 'connectionState', ...timing } : null,
    };
  },

  updateEquipmentNickname: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('updateEquipmentNickname');
    assertEquipmentAction(caller, 'rename');
    const { equipmentId, nickname } = parseInput(NicknameInput, args.input);
    const device = ownRecord(server.store.state.equipment, equipmentId, caller, 'Equipment');
    // the role was refused above, before the input was read; what is left is the device's rule
    if (nicknameRefusal(caller.account.footprint, device.equipmentType, caller.user.role) !== null) {
      throw new ApiError('VALIDATION_FAILED', 'This equipment cannot be renamed', [{ path: ['equipmentId'], code: 'custom', message: 'nickname.notEditable' }]);
    }
    server.store.transact((draft) => {
      draft.equipment.find((e) => e.id === equipmentId)!.nickname = nickname;
    });
    return { equipmentId, nickname };
  },
};
