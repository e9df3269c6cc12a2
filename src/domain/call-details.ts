import { z } from 'zod/mini';
import { addDays, addMonths, IsoDate } from './dates';

/**
 * Voice call details of a statement (spec billing §8 "Voice statement details: require account
 * verification"). A Business Phone statement itemises the calls of the month it closes;
 * they are shown only to a session that has passed a one-time code sent to a contact on file
 * (verifyOtp with the purpose CALL_DETAILS), and then for the rest of that session. The server
 * enforces it: a statement read by a session that has not verified carries no call, only the fact
 * that there are some (`callDetailsLocked`).
 */

/**
 * What a one-time code proves: a contact is the account's (the profile), the person may read call
 * details, or the account's CPNI verification (./cpni.ts, by its own pair of calls).
 */
export const OtpPurpose = z.enum(['CONTACT', 'CALL_DETAILS', 'CPNI']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

const CallDirection = z.enum(['OUTGOING', 'INCOMING']);
type CallDirection = z.infer<typeof CallDirection>;

export const CallDetail = z.object({
  id: z.string(),
  /** the account's line the call was on */
  lineNumber: z.string().check(z.regex(/^\d{10}$/)),
  date: IsoDate,
  /** local time the call started, as billed (HH:MM) */
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  direction: CallDirection,
  /** the other party's number */
  otherNumber: z.string().check(z.regex(/^\d{10}$/)),
  /** where the other party's number is (city, state), as billed */
  place: z.string(),
  /** billed minutes, rounded up */
  minutes: z.number().check(z.int(), z.minimum(1)),
});
export type CallDetail = z.infer<typeof CallDetail>;

/** What a statement read says about its call details. */
export const StatementCalls = z.object({
  /** there are call details this session may not see yet */
  callDetailsLocked: z.boolean(),
  /** the calls, oldest first; empty while locked */
  callDetails: z.array(CallDetail),
});
export type StatementCalls = z.infer<typeof StatementCalls>;

/** The calls a statement itemises: the month it closes, billed in arrears (the service charges are for the month ahead). */
export function callPeriodOf(statementDate: string): { from: string; thru: string } {
  return { from: addDays(addMonths(statementDate, -1), 1), thru: statementDate };
}

/** The statement's call details for a session: the calls once it has verified, only the fact of them before. */
export function callsForSession<C>(calls: readonly C[], verified: boolean): { callDetailsLocked: boolean; callDetails: C[] } {
  return verified ? { callDetailsLocked: false, callDetails: [...calls] } : { callDetailsLocked: calls.length > 0, callDetails: [] };
}

/** Why call details cannot be asked for on this statement: none to show, or shown already. */
export type CallDetailRefusal = 'statement.noCallDetails';
export function callDetailRefusal(statement: Pick<StatementCalls, 'callDetailsLocked'> | null | undefined): CallDetailRefusal | null {
  return statement?.callDetailsLocked ? null : 'statement.noCallDetails';
}

/** A contact a code may be sent to for a purpose: for call details and CPNI, only one already verified and known to work. */
export type CodeContactRefusal = 'otp.contactUnverified';
export function codeContactRefusal(contact: { verified: boolean; valid: boolean }, purpose: OtpPurpose): CodeContactRefusal | null {
  return purpose !== 'CONTACT' && !(contact.verified && contact.valid) ? 'otp.contactUnverified' : null;
}
