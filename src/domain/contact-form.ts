import { z } from 'zod/mini';
import { ContactName, contactIssues, normalizedValue, type ContactDraft, type ContactIssue, type ContactType, type PhoneType } from './contacts';

/**
 * The contact form (spec platform §3 "Contact", §7 `createOrUpdateContacts`): a person's
 * name with an e-mail address or a phone number, its phone type, whether it takes texts, an
 * extension and the offers opt-in. Its rules are those of ./contacts.ts (the field rules the server
 * runs on the same write) and the name's; this file only gathers them per field for the form, and
 * says when a change will need the contact verified again.
 */
export interface ContactFormDraft extends ContactDraft {
  firstName: string;
  lastName: string;
}
export type ContactFormField = 'firstName' | 'lastName' | 'value' | 'phoneType' | 'extension' | 'sms';
export type ContactFormIssue = ContactIssue | 'name.required' | 'name.tooLong' | 'text.characters';

interface OnFile {
  id: string;
  contactValue: string;
}

/** A contact on file as the form starts from it. */
export interface ContactOnFile extends OnFile {
  firstName: string;
  lastName: string;
  type: ContactType;
  phoneType: string | null;
  extension: string | null;
  sms: boolean;
  optin: boolean;
}

const nameIssue = (name: string): string | null => {
  const parsed = z.safeParse(ContactName, name);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};
const FIELDS: readonly string[] = ['firstName', 'lastName', 'value', 'phoneType', 'extension', 'sms'] satisfies ContactFormField[];
const isField = (field: unknown): field is ContactFormField => typeof field === 'string' && FIELDS.includes(field);

/** The form's issues by field (the first of each, a ContactFormIssue): what the server would refuse the write with. */
export function contactFormErrors(draft: ContactFormDraft, others: readonly OnFile[]): Partial<Record<ContactFormField, string>> {
  const errors: Partial<Record<ContactFormField, string>> = {};
  const first = nameIssue(draft.firstName);
  if (first) errors.firstName = first;
  const last = nameIssue(draft.lastName);
  if (last) errors.lastName = last;
  for (const issue of contactIssues(draft, others)) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The phone types a form offers. */
export const PHONE_TYPES: readonly PhoneType[] = ['MOBILE', 'LANDLINE'];

/** An empty form for a new contact. */
export const NEW_CONTACT: ContactFormDraft = {
  firstName: '',
  lastName: '',
  type: 'EMAIL',
  value: '',
  phoneType: null,
  extension: '',
  sms: false,
  optin: false,
};

/** The form filled from a contact on file. */
export const draftFromContact = (c: ContactOnFile): ContactFormDraft => ({
  firstName: c.firstName,
  lastName: c.lastName,
  type: c.type,
  value: c.contactValue,
  phoneType: c.phoneType === 'MOBILE' || c.phoneType === 'LANDLINE' ? c.phoneType : null,
  extension: c.extension ?? '',
  sms: c.sms,
  optin: c.optin,
});

/**
 * A changed address or number is a new contact to reach: it is unverified until a code proves it
 * (the server does so on the write, src/server/graphql/resolvers/contacts.ts), which the form says
 * before Save.
 */
export const needsVerifyingAgain = (before: ContactOnFile | null, draft: ContactFormDraft): boolean =>
  before !== null && (before.type !== draft.type || before.contactValue !== normalizedValue(draft.type, draft.value));
