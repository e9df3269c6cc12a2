import { z } from 'zod/mini';
import { codeContactRefusal } from './call-details';
import { ContactMethod, maskedContact, type ContactType } from './contacts';
import { IsoDate } from './dates';

/**
 * CPNI, Customer Proprietary Network Information (spec platform §3 "CPNI methods", §7 the `cpni`
 * query, `sendCpniVerificationOtp` / `verifyCpni`, REST `GET /identity/v3/identity/cpni/compliance`).
 * What a telecom carrier knows of the account's calls and services may be discussed or
 * released only once the customer is authenticated (47 CFR 64.2010). Read from the spec, decided
 * here (docs/decisions/045-cpni.md): the account is CPNI-verified when an administrator
 * has proved, by a one-time code sent to one of the account's verified contacts, that the account
 * is theirs to speak for. The status says whether, by which method (the contact's channel), to
 * which contact (masked), by whom and on which business day; `methods` are the ways a code can
 * go now (the channels of the verified, working contacts). The code's rules (expiry, attempts
 * then a lockout, the resend cooldown) are the one-time code's own (./otp.ts); who may verify is
 * the settings rule (./roles.ts settingsRefusal). Verifying again replaces the last verification.
 */
export const CpniStatusCode = z.enum(['VERIFIED', 'NOT_VERIFIED']);
export type CpniStatusCode = z.infer<typeof CpniStatusCode>;

export const CpniStatus = z.object({
  status: CpniStatusCode,
  /** the channel the code went by; null until verified */
  method: z.nullable(ContactMethod),
  /** where the code went, masked as when it was sent */
  destination: z.nullable(z.string()),
  /** the business day of the verification */
  verifiedOn: z.nullable(IsoDate),
  /** the person who typed the code, by name then */
  verifiedBy: z.nullable(z.string()),
  /** the CPNI methods open now: the channels a code can go by */
  methods: z.array(ContactMethod),
});
export type CpniStatus = z.infer<typeof CpniStatus>;

/** The last verification as the store keeps it (never the code). */
export interface CpniVerification {
  verifiedAt: string;
  contactId: string;
  method: ContactMethod;
  destination: string;
  userId: string;
  userName: string;
}

/** A contact as far as CPNI cares: a code goes only to one verified and known to work. */
export interface CpniContact {
  type: ContactType;
  contactMethod: ContactMethod;
  contactValue: string;
  verified: boolean;
  valid: boolean;
}

/** Whether a code proving CPNI may go to this contact (the rule of every code that proves more than the contact). */
export const isCpniContact = (c: Pick<CpniContact, 'verified' | 'valid'>): boolean => codeContactRefusal(c, 'CPNI') === null;

/** The CPNI methods open to an account: its code contacts' channels, in a fixed order. */
const cpniMethods = (contacts: readonly CpniContact[]): ContactMethod[] =>
  ContactMethod.options.filter((m) => contacts.some((c) => isCpniContact(c) && c.contactMethod === m));

/** The record a right code writes. */
export const cpniVerification = (contact: CpniContact & { id: string }, by: { userId: string; userName: string }, now: Date): CpniVerification => ({
  verifiedAt: now.toISOString(),
  contactId: contact.id,
  method: contact.contactMethod,
  destination: maskedContact(contact.type, contact.contactValue),
  ...by,
});

/** The account's status (`verifiedOn`: the business day of an instant, the caller's time zone rule). */
export function cpniStatus(record: CpniVerification | null | undefined, contacts: readonly CpniContact[], verifiedOn: (instant: string) => string): CpniStatus {
  return {
    status: record ? 'VERIFIED' : 'NOT_VERIFIED',
    method: record?.method ?? null,
    destination: record?.destination ?? null,
    verifiedOn: record ? verifiedOn(record.verifiedAt) : null,
    verifiedBy: record?.userName ?? null,
    methods: cpniMethods(contacts),
  };
}
