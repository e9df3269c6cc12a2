import { createHash } from 'node:crypto';
import { addDays } from '../../src/domain/dates';
import { hashPassword } from '../../src/server/auth/password';
import type { EventFamily } from '../../src/domain/notification-preferences';
import type { AccountRecord, CommunicationPreferenceRecord, ContactRecord, UserRecord } from '../../src/server/store/records';
import { cardLikeRuns } from './digits';
import type { Ids } from './ids';
import { cpniVerification, isCpniContact } from '../../src/domain/cpni';
import { ANCHOR, at, type AccountPlan, type ContactPlan, type UserPlan } from './plan';

// Users sign in with the demo password (README); contacts are the people the account can be
// reached at, with the roles of the matching users.
export const DEMO_PASSWORD = 'Portal-demo-1';

/**
 * Hash with a salt derived from the username so regenerating gives the same bytes. The hex of
 * a hash can hold a long digit run by chance; the card scanner would flag a Luhn-valid one, so
 * the next derived salt is tried then.
 */
function demoPasswordHash(username: string): string {
  for (let n = 0; ; n += 1) {
    const salt = createHash('sha256')
      .update(n === 0 ? username : `${username}#${n}`)
      .digest()
      .subarray(0, 16);
    const hash = hashPassword(DEMO_PASSWORD, salt);
    if (cardLikeRuns(hash).length === 0) return hash;
  }
}

/** A stable UUID-shaped guid per username. */
function guidOf(username: string): string {
  const h = createHash('sha256').update(`guid:${username}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function userRecords(plans: UserPlan[], accountId: string, ids: Ids): UserRecord[] {
  return plans.map((u) => ({
    id: ids.next('users'),
    username: u.username,
    passwordHash: demoPasswordHash(u.username),
    role: u.role,
    userType: 'CONSUMER',
    accountId,
    firstName: u.firstName,
    lastName: u.lastName,
    guid: guidOf(u.username),
    passwordResetRequired: false,
  }));
}

export function contactRecords(plans: ContactPlan[], accountId: string, ids: Ids, users: readonly UserRecord[]): ContactRecord[] {
  return plans.map((c) => ({
    id: ids.next('contacts'),
    accountId,
    firstName: c.firstName,
    lastName: c.lastName,
    role: c.role,
    type: c.method === 'EMAIL' ? 'EMAIL' : 'PHONE',
    contactMethod: c.method,
    contactValue: c.value,
    phoneType: c.method === 'EMAIL' ? null : (c.phoneType ?? 'MOBILE'),
    extension: null,
    sms: c.method === 'SMS',
    optin: c.optin,
    valid: !c.invalidReason,
    invalidReason: c.invalidReason ?? null,
    verified: c.verified,
    dateLastConfirmed: c.confirmedDaysAgo === null ? null : addDays(ANCHOR, -c.confirmedDaysAgo),
    // a person of the account who signs in: this is their own contact
    userId: users.find((u) => u.firstName === c.firstName && u.lastName === c.lastName)?.id ?? null,
  }));
}

/**
 * The notification preferences an account starts with (src/domain/notification-preferences.ts):
 * bills and security notices to the owner's verified e-mail, outages by text to the verified
 * mobiles.
 */
export function preferenceRecords(contacts: readonly ContactRecord[], ids: Ids): CommunicationPreferenceRecord[] {
  const primary = contacts.find((c) => c.role === 'PRIMARY' && c.type === 'EMAIL' && c.verified);
  const mobiles = contacts.filter((c) => c.sms && c.verified && c.valid);
  const link = (contact: ContactRecord, serviceEventCode: EventFamily) => ({
    id: ids.next('communicationPreferences'),
    accountId: contact.accountId,
    contactId: contact.id,
    serviceEventCode,
  });
  return [...(primary ? [link(primary, 'BILLING'), link(primary, 'SECURITY')] : []), ...mobiles.map((m) => link(m, 'OUTAGES'))];
}

/** The account's CPNI verification as planned: a user of the account sent a code to one of its verified contacts. */
export function cpniRecord(plan: NonNullable<AccountPlan['cpni']>, contacts: readonly ContactRecord[], users: readonly UserRecord[]): AccountRecord['cpni'] {
  const contact = contacts.find((c) => c.contactValue === plan.to);
  const user = users.find((u) => u.username === plan.by);
  if (!contact || !isCpniContact(contact)) throw new Error(`CPNI verified by a code to ${plan.to}: not a verified contact of the account`);
  if (!user) throw new Error(`CPNI verified by ${plan.by}: not a user of the account`);
  const verifiedAt = new Date(at(addDays(ANCHOR, -plan.daysAgo), plan.time));
  return cpniVerification(contact, { userId: user.id, userName: `${user.firstName} ${user.lastName}` }, verifiedAt);
}
