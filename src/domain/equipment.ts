import { z } from 'zod/mini';
import { equipmentActionRefusal, type EquipmentActionRefusal, type Footprint, type Role } from './roles';
import { humanText } from './text';
import { PollingGuidelines } from './polling-guidelines';

export { PollingGuidelines };

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

/** Why this user cannot rename this device: the device (spec platform §6), then the role (src/domain/roles.ts); null when they can. */
export type NicknameRefusal = 'nickname.notEditable' | EquipmentActionRefusal;
export const NicknameRefusal = z.enum(['nickname.notEditable', 'equipment.adminOnly']);
export function nicknameRefusal(footprint: Footprint, type: EquipmentType, role: Role): NicknameRefusal | null {
  if (!isNicknameEditable(footprint, type)) return 'nickname.notEditable';
  return equipmentActionRefusal(role, 'rename');
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

export const RebootResult = z.object({ isPollingSupported: z.boolean(), pollingGuidelines: z.nullable(PollingGuidelines) });
export type RebootResult = z.infer<typeof RebootResult>;

export const Equipment = z.object({
  id: z.string(),
  equipmentType: EquipmentType,
  manufacturer: z.string(),
  model: z.string(),
  nickname: z.nullable(z.string()),
  nicknameEditable: z.boolean(),
  nicknameRefusal: z.nullable(NicknameRefusal),
  ownership: z.string(),
  serialNumber: z.string(),
  firmwareVersion: z.string(),
  linesOfBusiness: z.array(z.string()),
  supportedFeatures: z.array(z.string()),
  connectionState: ConnectionState,
});
export type Equipment = z.infer<typeof Equipment>;

export const LineOfBusiness = z.enum(['INTERNET', 'TV', 'VOICE']);
export type LineOfBusiness = z.infer<typeof LineOfBusiness>;

/**
 * Support for a device, per line of business (spec platform §3: support article, user manual,
 * reboot and troubleshooting, each a link with text, uri and newTab). The provider's support
 * site is not known to this codebase (docs/backend.md, VITE_* addresses), so the links are the portal's
 * own support paths (spec platform §2: /support, /support/category, /troubleshoot-stub), the
 * reboot is the device page's own Restart, and the words are the page's (both languages).
 */
const SUPPORT_LINK_KINDS = ['supportArticle', 'userManual', 'rebootArticleOrAction', 'troubleshootingArticleOrAction'] as const;
export const SupportLink = z.object({ kind: z.enum(SUPPORT_LINK_KINDS), uri: z.nullable(z.string()), newTab: z.boolean() });
export type SupportLink = z.infer<typeof SupportLink>;
export const SupportLinks = z.object({ lineOfBusiness: LineOfBusiness, links: z.array(SupportLink) });
export type SupportLinks = z.infer<typeof SupportLinks>;

export function supportLinksOf(device: {
  linesOfBusiness: readonly LineOfBusiness[];
  manufacturer: string;
  model: string;
  supportedFeatures: readonly string[];
}): SupportLinks[] {
  const topic = (lob: LineOfBusiness) => lob.toLowerCase();
  return device.linesOfBusiness.map((lob) => ({
    lineOfBusiness: lob,
    links: [
      { kind: 'supportArticle' as const, uri: `/support/category?topic=${topic(lob)}`, newTab: false },
      { kind: 'userManual' as const, uri: `/search-results?q=${encodeURIComponent(`${device.manufacturer} ${device.model} user manual`)}`, newTab: true },
      // the restart is an action on the device page when the device offers one
      ...(device.supportedFeatures.includes('REBOOT') ? [{ kind: 'rebootArticleOrAction' as const, uri: null, newTab: false }] : []),
      { kind: 'troubleshootingArticleOrAction' as const, uri: '/troubleshoot-stub', newTab: false },
    ],
  }));
}

/**
 * The support a device page offers: the links whose address reaches a page (`reaches`, the
 * portal's route tree, src/routes/built.ts) and the page's own actions (no address); a line of
 * business left with none is not shown.
 */
export const supportThatReaches = (groups: readonly SupportLinks[], reaches: (href: string) => boolean): SupportLinks[] =>
  groups.map((group) => ({ ...group, links: group.links.filter((link) => link.uri === null || reaches(link.uri)) })).filter((group) => group.links.length > 0);

const Modem = z.object({ docsisCapability: z.string(), wanIpV4Address: z.string(), lanIpV4Address: z.string(), macAddress: z.string() });
const RouterComponent = z.object({
  wanIpV4Address: z.string(),
  wanIpV6Address: z.string(),
  macAddress: z.string(),
  managementStatus: z.string(),
  accessPoints: z.array(z.object({ id: z.string(), ssid: z.string(), radios: z.array(z.object({ frequencyBand: z.string() })) })),
});

/** One device as its own page shows it: the list's fields, its components (spec platform §3) and its support. */
export const EquipmentDetail = z.extend(Equipment, {
  components: z.object({
    modem: z.nullable(Modem),
    router: z.nullable(RouterComponent),
    setTopBox: z.nullable(z.object({ isWorldbox: z.boolean(), macAddress: z.string(), lanIpV4Address: z.string() })),
    pod: z.nullable(z.object({ connectedDeviceCount: z.number() })),
  }),
  supportLinks: z.array(SupportLinks),
});
export type EquipmentDetail = z.infer<typeof EquipmentDetail>;

/** Why this user cannot restart this device, as the issue message the UI says beside the action; null when they can. */
export type RestartRefusal = EquipmentActionRefusal | 'equipment.notRestartable';

/** The device must offer a restart (its supportedFeatures), and the role may restart (src/domain/roles.ts). */
export function restartRefusal(device: { supportedFeatures: readonly string[] }, role: Role): RestartRefusal | null {
  if (!device.supportedFeatures.includes('REBOOT')) return 'equipment.notRestartable';
  return equipmentActionRefusal(role, 'restart');
}
