import { z } from 'zod/mini';

/**
 * Notification preferences (spec platform §3 "Communication preference: links a contact to a
 * serviceEventCode. Event families carry mandatoryStatus"). Read here: each event family is one
 * serviceEventCode, and a preference sends the family's notices to one contact. The spec does not
 * say which families are mandatory; decided here: billing (bills, failed payments, disconnection
 * notices) and security (sign-in and contact changes) must reach at least one verified contact,
 * since the account holder must get them; outages, appointments and orders may be switched off.
 */
export const EVENT_FAMILIES = ['BILLING', 'OUTAGES', 'APPOINTMENTS', 'ORDERS', 'SECURITY'] as const;
export const EventFamily = z.enum(EVENT_FAMILIES);
export type EventFamily = z.infer<typeof EventFamily>;

const MANDATORY_FAMILIES: readonly EventFamily[] = ['BILLING', 'SECURITY'];
const isMandatory = (family: EventFamily): boolean => MANDATORY_FAMILIES.includes(family);

/** Why a family's receivers cannot be as asked. */
export type PreferenceRefusal = 'preferences.mandatory' | 'preferences.unverified';

interface Receivable {
  id: string;
  verified: boolean;
  valid: boolean;
}

/** A contact can be chosen once it is verified and not known to fail. */
const canReceive = (contact: Receivable): boolean => contact.verified && contact.valid;

/**
 * Whether a family may go to these contacts: an unverified (or failing) contact cannot be chosen
 * until it is verified; a mandatory family cannot be left with no one.
 */
export function preferenceRefusal(family: EventFamily, contactIds: readonly string[], contacts: readonly Receivable[]): PreferenceRefusal | null {
  if (contactIds.some((id) => !contacts.some((c) => c.id === id && canReceive(c)))) return 'preferences.unverified';
  if (isMandatory(family) && contactIds.length === 0) return 'preferences.mandatory';
  return null;
}

/** updateCommunicationPreferences: the families named get exactly these contacts; the others stay as they are. */
export const CommunicationPreferencesInput = z.strictObject({
  preferences: z
    .array(z.strictObject({ serviceEventCode: EventFamily, contactIds: z.array(z.string().check(z.minLength(1))).check(z.maxLength(50)) }))
    .check(z.minLength(1), z.maxLength(EVENT_FAMILIES.length)),
});
export type CommunicationPreferencesInput = z.infer<typeof CommunicationPreferencesInput>;

export interface FamilyPreference {
  serviceEventCode: EventFamily;
  mandatory: boolean;
  contactIds: string[];
}

/** Each family with the contacts it goes to, in the families' order. */
export function preferencesByFamily(links: readonly { contactId: string; serviceEventCode: EventFamily }[]): FamilyPreference[] {
  return EVENT_FAMILIES.map((family) => ({
    serviceEventCode: family,
    mandatory: isMandatory(family),
    contactIds: links.filter((l) => l.serviceEventCode === family).map((l) => l.contactId),
  }));
}
