import { z } from 'zod/mini';

// spec platform §6: role values; comparison is done in upper case.
export const Role = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v)),
  z.enum(['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD']),
);
export type Role = z.infer<typeof Role>;

export const UserType = z.enum(['CONSUMER', 'CSR', 'BOBO']);
export type UserType = z.infer<typeof UserType>;

export const Footprint = z.enum(['TWC', 'BHN', 'CHTR']);
export type Footprint = z.infer<typeof Footprint>;

const ADMIN_GROUP: readonly Role[] = ['ADMIN', 'PRIMARY'];
// spec platform §6: "Billing group = ADMIN and PRIMARY" — the BILLING role is not in it.
const BILLING_GROUP: readonly Role[] = ['ADMIN', 'PRIMARY'];

export const isAdmin = (role: Role): boolean => ADMIN_GROUP.includes(role);

/** Why a role may not pay: the server's FORBIDDEN and the disabled pay action say the same. */
export type BillingRefusal = 'billing.adminOnly';
/** spec platform §6: billing access is for the billing group; "Standard users cannot pay a bill". */
export const billingRefusal = (role: Role): BillingRefusal | null => (BILLING_GROUP.includes(role) ? null : 'billing.adminOnly');
/** Billing access: the Billing tab, billing reads and every billing write. Standard users cannot pay. */
export const hasBillingAccess = (role: Role): boolean => billingRefusal(role) === null;

/** Why a role may not change Profile & Settings: the server's FORBIDDEN and the hidden controls say the same. */
export type SettingsRefusal = 'settings.adminOnly';
/**
 * The owner decides who is told about outages and bills and which phone gets the codes.
 * Decided here: contacts, their verification and the notification preferences are changed by the
 * admin group (ADMIN, PRIMARY, spec platform §6); every other role reads them.
 */
export const settingsRefusal = (role: Role): SettingsRefusal | null => (isAdmin(role) ? null : 'settings.adminOnly');

export type EquipmentAction = 'restart' | 'rename';
/** Why an equipment action is refused: the issue message of the server's FORBIDDEN, for a UI to say beside the action. */
export type EquipmentActionRefusal = 'equipment.adminOnly';

/**
 * spec platform §6: "Network management is hidden for STANDARD users". The spec names no role
 * for the two equipment actions the portal has, so, read from it: a restart changes no setting,
 * it is troubleshooting (the spec files it with the support links, `rebootArticleOrAction` beside
 * `troubleshootingArticleOrAction`, §3), and the person at the device is who notices it is down,
 * so everyone of the account may restart. A nickname is a setting of the account's equipment that
 * every user then sees it under, like the router's settings beside it in §7, so renaming is
 * management: for the admin group, ADMIN and PRIMARY (§6). BILLING and CHILD, outside that
 * group, rename nothing either. Which devices can be renamed at all is `isNicknameEditable`
 * (src/domain/equipment.ts).
 */
export function equipmentActionRefusal(role: Role, action: EquipmentAction): EquipmentActionRefusal | null {
  if (action === 'restart') return null;
  return isAdmin(role) ? null : 'equipment.adminOnly';
}

/** Why a role may not manage the router's network settings: the issue message of the server's FORBIDDEN. */
export type NetworkRefusal = 'network.notForStandard';
/**
 * spec platform §6: "Network management is hidden for STANDARD users": Wi-Fi, connected devices,
 * port forwards, DHCP reservations, DNS, UPnP, additional networks, hotspot and factory reset are
 * neither shown to a STANDARD user nor done for one. The spec names no other role, so every other
 * role of the account manages the network.
 */
export const networkRefusal = (role: Role): NetworkRefusal | null => (role === 'STANDARD' ? 'network.notForStandard' : null);

/** Why a role may not change the mobile account: the issue message of the server's FORBIDDEN. */
export type MobileRefusal = 'mobile.adminOnly';
/**
 * The mobile lines' settings (a line's name, its features, data alerts, a device swap) change
 * what the account's phones can do and what it pays for, so they are the admin group's, ADMIN
 * and PRIMARY (spec platform §6); every other role reads the lines and their usage.
 */
export const mobileRefusal = (role: Role): MobileRefusal | null => (isAdmin(role) ? null : 'mobile.adminOnly');
