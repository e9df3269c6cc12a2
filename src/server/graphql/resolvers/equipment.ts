import { z } from 'zod';
import type { RebootResult } from '../../../domain/equipment';
import { ApiError, notFound } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { ResolverContext } from '../resolver-context';

const RebootInput = z.object({ equipmentId: z.string().min(1) }).strict();

/**
 * The simulated device: after a reboot it is offline until `onlineAt` on the server clock, so
 * tests move the clock instead of waiting. The guidance (config.reboot) tells the client to start
 * polling once the device has had time to go down and to give up well after it should be back.
 */
export const equipmentResolvers = {
  rebootEquipment: (args: { input: unknown }, { server, caller }: ResolverContext): RebootResult => {
    server.faults.failIfArmed('rebootEquipment');
    const { equipmentId } = parseInput(RebootInput, args.input);
    const device = server.store.state.equipment.find((e) => e.id === equipmentId && e.accountId === caller.account.id);
    if (!device) throw notFound('Equipment');
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
};
