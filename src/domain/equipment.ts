import { z } from 'zod/mini';
import { equipmentActionRefusal, type EquipmentActionRefusal, type Footprint, type Role } from './roles';
import { humanText } from './text';

export const EquipmentType = z.enum(['ROUTER', 'MODEM', 'SET_TOP_BOX', 'DVR', 'POD', 'VOICE_ADAPTER']);
export type EquipmentType = z.infer<typeof EquipmentType>;

export const ConnectionState = z.enum(['ONLINE', 'OFFLINE']);
export type ConnectionState = z.infer<typeof ConnectionState>;

// spec platform §6: nicknames are editable for every customer of the two legacy footprints;
// elsewhere not for DVRs, digital receivers, adapters, cable cards and TV devices.
const LEGACY_FOOTPRINTS: readonly Footprint[] = ['TWC', 'BHN'];
const NOT_NICKNAMEABLE: readonly EquipmentType[] = ['DVR', 'SET_TOP_BOX', 'VOICE_ADAPTER'];

export function isNicknameEditable(footprint: Footprint, type: EquipmentType): boolean {
  return LEGACY_FOOTPRINTS.includes(footprint) || !NOT_NICKNAMEABLE.includes(type);
}

// The text rule first (a control character reports `text.characters`), then the narrower set a
// device name has kept to since it was written: letters, digits and a little punctuation.
export const Nickname = humanText({ min: { length: 1, message: 'nickname.required' }, max: { length: 30, message: 'nickname.tooLong' } }).check(
  z.regex(/^[\p{L}\p{N} '&.,#()-]+$/u, 'nickname.characters'),
);

/** A rebooting device is offline until its onlineAt instant on the server clock. */
export function connectionStateAt(device: { connectionState: ConnectionState; onlineAt: string | null }, now: Date): ConnectionState {
  if (device.onlineAt && now.getTime() >= new Date(device.onlineAt).getTime()) return 'ONLINE';
  return device.connectionState;
}

export const PollingGuidelines = z.object({
  featureToUseForPolling: z.string(),
  startDelaySeconds: z.number().check(z.int()).check(z.gte(0)),
  intervalSeconds: z.number().check(z.int()).check(z.gte(1)),
  durationSeconds: z.number().check(z.int()).check(z.gte(1)),
});
export const RebootResult = z.object({ isPollingSupported: z.boolean(), pollingGuidelines: z.nullable(PollingGuidelines) });
export type RebootResult = z.infer<typeof RebootResult>;

export const Equipment = z.object({
  id: z.string(),
  equipmentType: EquipmentType,
  manufacturer: z.string(),
  model: z.string(),
  nickname: z.nullable(z.string()),
  nicknameEditable: z.boolean(),
  ownership: z.string(),
  serialNumber: z.string(),
  firmwareVersion: z.string(),
  linesOfBusiness: z.array(z.string()),
  supportedFeatures: z.array(z.string()),
  connectionState: ConnectionState,
});
export type Equipment = z.infer<typeof Equipment>;

/** Why this user cannot restart this device, as the issue message the UI says beside the action; null when they can. */
export type RestartRefusal = EquipmentActionRefusal | 'equipment.notRestartable';

/** The device must offer a restart (its supportedFeatures), and the role may restart (src/domain/roles.ts). */
export function restartRefusal(device: { supportedFeatures: readonly string[] }, role: Role): RestartRefusal | null {
  if (!device.supportedFeatures.includes('REBOOT')) return 'equipment.notRestartable';
  return equipmentActionRefusal(role, 'restart');
}
