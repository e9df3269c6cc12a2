import { z } from 'zod/mini';
import type { ValidationIssue } from './errors';
import { humanText } from './text';

/**
 * Contacts of an account (spec platform §3 "Contact": contactGuid, contactValue, contactMethod,
 * type, phoneType, sms, optin, valid, verified, invalidReason, dateLastConfirmed). Read here:
 * `type` is what the value is, an e-mail address or a phone number; `contactMethod` (EMAIL, SMS,
 * VOICE, §4) is how a notice reaches it, which follows from the type and the phone's SMS
 * capability (`contactMethodOf`). The field rules are written once here, for the form and the
 * server alike.
 */
export const ContactType = z.enum(['EMAIL', 'PHONE']);
export type ContactType = z.infer<typeof ContactType>;
export const PhoneType = z.enum(['MOBILE', 'LANDLINE']);
export type PhoneType = z.infer<typeof PhoneType>;
export const ContactMethod = z.enum(['EMAIL', 'SMS', 'VOICE']);
export type ContactMethod = z.infer<typeof ContactMethod>;
/** why a contact is known not to work: an e-mail that bounced, a number that cannot be reached or is no longer in service */
export const InvalidReason = z.enum(['BOUNCED', 'UNDELIVERABLE', 'DISCONNECTED']);
export type InvalidReason = z.infer<typeof InvalidReason>;

export type ContactIssue =
  | 'email.format'
  | 'phone.format'
  | 'phone.areaCode'
  | 'phone.exchange'
  | 'phoneType.required'
  | 'extension.format'
  | 'extension.mobile'
  | 'sms.landline'
  | 'contact.duplicate';

/** What the contact form holds, and what the server's writes take. */
export interface ContactDraft {
  type: ContactType;
  value: string;
  /** phones only */
  phoneType: PhoneType | null;
  /** a landline's extension, digits; '' for none */
  extension: string;
  /** a mobile that takes text messages */
  sms: boolean;
  optin: boolean;
}

// RFC 5321 limits; a pragmatic address shape: no spaces or quotes, a dotted domain with a 2+ letter top level
const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function emailIssue(value: string): 'email.format' | null {
  const email = value.trim();
  const [local = '', domain = ''] = email.split('@');
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email)) return 'email.format';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || domain.includes('..')) return 'email.format';
  return null;
}

/**
 * A North American (NANP) number: ten digits, or eleven with the country code 1, written with
 * spaces, dots, dashes, parentheses or a leading +. Null when the text is not one.
 */
export function phoneDigits(value: string): string | null {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** NANP numbering: area code and exchange start with 2–9 and are not N11 service codes (211, 411, 911, ...). */
export function phoneIssue(value: string): 'phone.format' | 'phone.areaCode' | 'phone.exchange' | null {
  const digits = phoneDigits(value);
  if (!digits) return 'phone.format';
  const serviceCode = (three: string) => three[1] === '1' && three[2] === '1';
  const [area, exchange] = [digits.slice(0, 3), digits.slice(3, 6)];
  if (/^[01]/.test(area) || serviceCode(area)) return 'phone.areaCode';
  if (/^[01]/.test(exchange) || serviceCode(exchange)) return 'phone.exchange';
  return null;
}

/** An extension is 1 to 6 digits, and only a landline (a desk phone behind a switchboard) has one. */
export function extensionIssue(extension: string, phoneType: PhoneType | null): 'extension.format' | 'extension.mobile' | null {
  const ext = extension.trim();
  if (ext === '') return null;
  if (!/^\d{1,6}$/.test(ext)) return 'extension.format';
  return phoneType === 'MOBILE' ? 'extension.mobile' : null;
}

/** The value as stored: an e-mail trimmed and in lower case, a phone as its ten digits. */
export function normalizedValue(type: ContactType, value: string): string {
  return type === 'EMAIL' ? value.trim().toLowerCase() : (phoneDigits(value) ?? value.trim());
}

/** How a notice reaches the contact (spec platform §4 contact method). */
export const contactMethodOf = (type: ContactType, sms: boolean): ContactMethod => (type === 'EMAIL' ? 'EMAIL' : sms ? 'SMS' : 'VOICE');

interface OnFile {
  id: string;
  contactValue: string;
}

/**
 * Every field rule of one contact, as the contract's issues (path relative to the contact): the
 * form shows them, the server refuses with them. `others` are the account's other contacts, for
 * the one-value-once rule.
 */
export function contactIssues(draft: ContactDraft, others: readonly OnFile[] = []): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const add = (field: string, message: ContactIssue) => issues.push({ path: [field], code: 'custom', message });
  if (draft.type === 'EMAIL') {
    const email = emailIssue(draft.value);
    if (email) add('value', email);
  } else {
    const phone = phoneIssue(draft.value);
    if (phone) add('value', phone);
    if (!draft.phoneType) add('phoneType', 'phoneType.required');
    const extension = extensionIssue(draft.extension, draft.phoneType);
    if (extension) add('extension', extension);
    if (draft.sms && draft.phoneType === 'LANDLINE') add('sms', 'sms.landline');
  }
  if (issues.length === 0 && others.some((c) => c.contactValue === normalizedValue(draft.type, draft.value))) add('value', 'contact.duplicate');
  return issues;
}

export const ContactName = humanText({ min: { length: 1, message: 'name.required' }, max: { length: 60, message: 'name.tooLong' } });

/** One contact of createOrUpdateContacts: a new one (no contactGuid) or a change of one on file. */
export const ContactInput = z.strictObject({
  contactGuid: z.optional(z.string().check(z.minLength(1))),
  firstName: ContactName,
  lastName: ContactName,
  type: ContactType,
  value: z.string().check(z.maxLength(254)),
  phoneType: z.optional(z.nullable(PhoneType)),
  extension: z.optional(z.nullable(z.string().check(z.maxLength(10)))),
  sms: z.optional(z.boolean()),
  optin: z.boolean(),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** updateIdentityContact: the signed-in person's own e-mail or phone. */
export const IdentityContactInput = z.strictObject({
  type: ContactType,
  value: z.string().check(z.maxLength(254)),
  phoneType: z.optional(z.nullable(PhoneType)),
  extension: z.optional(z.nullable(z.string().check(z.maxLength(10)))),
  sms: z.optional(z.boolean()),
  optin: z.optional(z.boolean()),
});
export type IdentityContactInput = z.infer<typeof IdentityContactInput>;

/** A write's input as the rules read it. */
export const draftOf = (input: Omit<IdentityContactInput, 'optin'> & { optin?: boolean }): ContactDraft => ({
  type: input.type,
  value: input.value,
  phoneType: input.type === 'PHONE' ? (input.phoneType ?? null) : null,
  extension: input.type === 'PHONE' ? (input.extension ?? '') : '',
  sms: input.type === 'PHONE' && (input.sms ?? false),
  optin: input.optin ?? true,
});

/** Where a code goes, shown without the whole value: o•••@acme.example, (•••) •••-0147. */
export function maskedContact(type: ContactType, value: string): string {
  if (type === 'PHONE') return `(•••) •••-${value.slice(-4)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** A phone as people write it: (718) 555-0147. */
export const formattedPhone = (digits: string): string => (digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);
