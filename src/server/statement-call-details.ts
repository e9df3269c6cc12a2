import { callsForSession, codeContactRefusal } from '../domain/call-details';
import { maskedContact } from '../domain/contacts';
import type { Caller } from './context';
import type { CallDetailRecord, StatementRecord, Store } from './store/records';

/**
 * The statements' voice call details (spec billing §8 "Voice statement details: require
 * account verification"). A statement read carries its calls only for a session that has passed
 * a one-time code for CALL_DETAILS (verifyOtp with that purpose sets the session's flag,
 * src/server/graphql/resolvers/verification.ts); any other session learns only that there are
 * some (`callDetailsLocked`). The flag lives with the session: signing out, or an idle timeout,
 * ends it, and another sign-in verifies again.
 */
const callOf = ({ accountId: _account, statementId: _statement, ...call }: CallDetailRecord) => call;

export function statementForSession(store: Readonly<Store>, statement: StatementRecord, caller: Caller) {
  const calls = store.callDetails
    .filter((c) => c.statementId === statement.id && c.accountId === caller.account.id)
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
    .map(callOf);
  return { ...statement, ...callsForSession(calls, caller.session.callDetailsVerified === true) };
}

/**
 * spec platform §3 "OTP contact" (contactId, contactValue, otpMethod, sms, type): the contacts on
 * file a code for call details may go to (verified and working), the value masked.
 */
export function otpContactsOf(store: Readonly<Store>, caller: Caller) {
  return store.contacts
    .filter((c) => c.accountId === caller.account.id && codeContactRefusal(c, 'CALL_DETAILS') === null)
    .map((c) => ({ contactId: c.id, contactValue: maskedContact(c.type, c.contactValue), otpMethod: c.contactMethod, sms: c.sms, type: c.type }));
}
