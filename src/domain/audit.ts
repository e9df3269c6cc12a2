import { z } from 'zod/mini';
import { AUDIT_AREAS, AUDIT_MAX_PAGE, AUDIT_PAGE_SIZE, AuditArea } from './audit-areas';
import { isAdmin, type Role } from './roles';

/**
 * The audit trail: every billing and settings write, recorded by
 * the server with who, what (before and after, never a secret), when and which session. What the
 * server records, what the admins' page reads and filters, written once here.
 */

/** What happened. The server works it out from the records a write changed (src/server/audit.ts). */
const AUDIT_KINDS = [
  'PAYMENT_MADE',
  'PAYMENT_SCHEDULED',
  'SCHEDULED_PAYMENT_CANCELED',
  'AUTO_PAY_ENROLLED',
  'AUTO_PAY_CHANGED',
  'AUTO_PAY_CANCELED',
  'WALLET_METHOD_ADDED',
  'WALLET_METHOD_UPDATED',
  'WALLET_METHOD_DELETED',
  'BILL_DELIVERY_CHANGED',
  'CONTACT_ADDED',
  'CONTACT_UPDATED',
  'CONTACT_VERIFIED',
  'CONTACT_REMOVED',
  'NOTIFICATIONS_CHANGED',
  'SECURITY_QUESTION_CHANGED',
  'MARKETING_CHANGED',
  'CPNI_VERIFIED',
  'PERSON_INVITED',
  'PERSON_JOINED',
  'PERSON_ROLE_CHANGED',
  'PERSON_ACCESS_CHANGED',
  'PERSON_REMOVED',
  'ROUTER_SETTINGS_CHANGED',
  'ROUTER_FACTORY_RESET',
  'EQUIPMENT_RENAMED',
  'EQUIPMENT_RESTARTED',
  'MOBILE_LINE_RENAMED',
  'MOBILE_LINE_FEATURE_CHANGED',
  'MOBILE_DEVICE_SWAPPED',
  'MOBILE_DATA_ALERTS_CHANGED',
  'MOBILE_ACTIVATION_DETAILS_CHANGED',
  'MOBILE_LINE_ACTIVATION_SUBMITTED',
  'MOBILE_PORT_IN_SUBMITTED',
] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

// the areas and page sizes have a file of their own: the trail's search check (in the route tree
// every first visit loads) needs only them
export { AUDIT_AREAS, AUDIT_MAX_PAGE, AUDIT_PAGE_SIZE, AuditArea };

export const AUDIT_AREA_OF: Record<AuditKind, AuditArea> = {
  PAYMENT_MADE: 'PAYMENTS',
  PAYMENT_SCHEDULED: 'PAYMENTS',
  SCHEDULED_PAYMENT_CANCELED: 'PAYMENTS',
  AUTO_PAY_ENROLLED: 'AUTO_PAY',
  AUTO_PAY_CHANGED: 'AUTO_PAY',
  AUTO_PAY_CANCELED: 'AUTO_PAY',
  WALLET_METHOD_ADDED: 'WALLET',
  WALLET_METHOD_UPDATED: 'WALLET',
  WALLET_METHOD_DELETED: 'WALLET',
  BILL_DELIVERY_CHANGED: 'BILL_DELIVERY',
  CONTACT_ADDED: 'CONTACTS',
  CONTACT_UPDATED: 'CONTACTS',
  CONTACT_VERIFIED: 'CONTACTS',
  CONTACT_REMOVED: 'CONTACTS',
  NOTIFICATIONS_CHANGED: 'NOTIFICATIONS',
  SECURITY_QUESTION_CHANGED: 'SECURITY',
  MARKETING_CHANGED: 'MARKETING',
  CPNI_VERIFIED: 'CPNI',
  PERSON_INVITED: 'PEOPLE',
  PERSON_JOINED: 'PEOPLE',
  PERSON_ROLE_CHANGED: 'PEOPLE',
  PERSON_ACCESS_CHANGED: 'PEOPLE',
  PERSON_REMOVED: 'PEOPLE',
  ROUTER_SETTINGS_CHANGED: 'NETWORK',
  ROUTER_FACTORY_RESET: 'NETWORK',
  EQUIPMENT_RENAMED: 'NETWORK',
  EQUIPMENT_RESTARTED: 'NETWORK',
  MOBILE_LINE_RENAMED: 'MOBILE',
  MOBILE_LINE_FEATURE_CHANGED: 'MOBILE',
  MOBILE_DEVICE_SWAPPED: 'MOBILE',
  MOBILE_DATA_ALERTS_CHANGED: 'MOBILE',
  MOBILE_ACTIVATION_DETAILS_CHANGED: 'MOBILE',
  MOBILE_LINE_ACTIVATION_SUBMITTED: 'MOBILE',
  MOBILE_PORT_IN_SUBMITTED: 'MOBILE',
};

/** The kinds of one area, for the server's filter. */
export const kindsOfArea = (area: AuditArea): AuditKind[] => AUDIT_KINDS.filter((kind) => AUDIT_AREA_OF[kind] === area);

/**
 * What a change says about a field, and how the page shows its value: money in cents, a calendar
 * day, yes/no, a code the page translates, or text as it was entered.
 */
export const AUDIT_FIELDS = {
  amount: 'money',
  paymentDate: 'date',
  methodType: 'code',
  brand: 'text',
  last4: 'last4',
  routingLast4: 'last4',
  status: 'code',
  enrolled: 'yesNo',
  debitDay: 'number',
  services: 'text',
  expiry: 'text',
  zip: 'text',
  nameOnCard: 'text',
  nickname: 'text',
  paperless: 'yesNo',
  name: 'text',
  contactValue: 'text',
  phoneType: 'code',
  extension: 'text',
  sms: 'yesNo',
  optin: 'yesNo',
  verified: 'yesNo',
  /** how a CPNI code went (EMAIL, SMS, VOICE); the contact is `contactValue`, masked as it was sent */
  cpniMethod: 'code',
  /** the contacts a family of notices goes to; `item` is the family */
  receivers: 'text',
  question: 'code',
  /** the answer itself is never recorded: only that it changed */
  answer: 'secret',
  /** an offer channel; `item` is the channel */
  offers: 'yesNo',
  email: 'text',
  role: 'code',
  personStatus: 'code',
  /** a person's own password, set when they accept an invitation: never recorded, only that it was set */
  password: 'secret',
  /** a Wi-Fi network's name, security and (never recorded) passphrase; `item` is the network */
  wifiName: 'text',
  wifiSecurity: 'code',
  wifiPassword: 'secret',
  customDns: 'yesNo',
  primaryDns: 'text',
  secondaryDns: 'text',
  upnp: 'yesNo',
  hotspot: 'yesNo',
  portForward: 'text',
  dhcpReservation: 'text',
  additionalNetwork: 'text',
  factoryReset: 'yesNo',
  connection: 'code',
  /** a line feature turned on (true) or off; `item` is the feature (src/domain/mobile-line-features.ts) */
  lineFeature: 'yesNo',
  /** the device on a mobile line, by brand and model */
  device: 'text',
  dataAlerts: 'yesNo',
  /** percent of the plan group's allowance */
  dataAlertThreshold: 'number',
  /** a line's SIM card number, before it is activated */
  simCard: 'text',
  /** spec platform §4 line and activation status */
  activation: 'code',
  /** a number brought from another carrier, and the carrier (never its PIN or account number) */
  portedNumber: 'text',
  oldCarrier: 'text',
} as const;
export type AuditField = keyof typeof AUDIT_FIELDS;
const AuditFieldName = z.enum(Object.keys(AUDIT_FIELDS) as [AuditField, ...AuditField[]]);

/** A secret field's value: that it was set or changed, never what it is. */
export const SECRET_CHANGED = 'CHANGED';

export const AuditValue = z.nullable(z.union([z.string(), z.number(), z.boolean()]));
export type AuditValue = z.infer<typeof AuditValue>;

/** One field of a record, before and after the write (null: the record, or the value, did not exist). */
export const AuditChange = z.object({
  field: AuditFieldName,
  /** which one of several (a family of notices, an offer channel, a Wi-Fi network) */
  item: z.nullable(z.string()),
  before: AuditValue,
  after: AuditValue,
});
export type AuditChange = z.infer<typeof AuditChange>;

/** One entry of the trail, as the server keeps it and the admins read it. */
export const AuditEntry = z.object({
  id: z.string(),
  /** the server clock's instant of the write */
  at: z.string(),
  userId: z.string(),
  /** the person's name when they made the change (they may be removed since) */
  userName: z.string(),
  /** a reference to the session the write came from: not the session's key */
  sessionRef: z.string(),
  kind: AuditKind,
  /** the record the write changed */
  recordId: z.string(),
  /** what the record is called where that helps: a card's last four, a contact's value, a person's name */
  subject: z.nullable(z.string()),
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The admins' read: by person, by area, newest first, a page at a time. */
export const AuditFilter = z.object({
  userId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(40)))),
  area: z.optional(z.nullable(AuditArea)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(AUDIT_MAX_PAGE))),
  /** an entry id: the page after it (older) */
  after: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(40)))),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

/**
 * How long the trail keeps an entry: 24 months from its write, on the server clock. Decided here
 * (the spec names no limit): PCI DSS v4.0 requirement 10.5.1 asks for at least 12 months of audit
 * history for the payment writes recorded here, and two years covers a full year of statements
 * before and after any charge a customer may dispute; what is older has no use that outweighs
 * keeping people's names and contact details (GDPR Art. 5(1)(e), CCPA §1798.100(a)(3): no longer
 * than needed). An entry is kept while `at` is later than the same instant 24 calendar months
 * before now (the 31st falling back to the month's last day); the server drops older ones as the
 * trail is written and never shows them.
 */
export const AUDIT_RETENTION_MONTHS = 24;

/** The oldest instant the trail still keeps at `now`: the same instant `AUDIT_RETENTION_MONTHS` calendar months earlier (UTC). */
export function auditRetentionStart(now: Date): Date {
  const start = new Date(now.getTime());
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/** Whether an entry written at `at` (ISO instant) is still kept at `now`: written after the retention start. */
export const auditRetained = (at: string, now: Date): boolean => Date.parse(at) > auditRetentionStart(now).getTime();

/** Why a role may not read the trail: the server's FORBIDDEN message and the page say the same. */
export type AuditRefusal = 'audit.adminOnly';
/** The trail is for the admin group (PRIMARY, ADMIN; spec platform §6). */
export const auditRefusal = (role: Role): AuditRefusal | null => (isAdmin(role) ? null : 'audit.adminOnly');
