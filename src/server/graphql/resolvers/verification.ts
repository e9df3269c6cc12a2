import { personName } from '../../../domain/person-name';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { codeContactRefusal, OtpPurpose } from '../../../domain/call-details';
import { maskedContact } from '../../../domain/contacts';
import { businessToday } from '../../context';
import { cpniVerification } from '../../../domain/cpni';
import { cpniOf } from '../../views/cpni';
import { afterSend, attemptsLeft, checkCode, OTP_POLICY, OtpCode, sendRefusal, type OtpChallengeState } from '../../../domain/otp';
import { assertBillingCall } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Caller, ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { deliver } from '../../outbox';
import { parseInput } from '../../rest/parse';
import type { ContactRecord, OtpChallengeRecord } from '../../store/records';
import { nextId } from '../../store/store';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';
import { assertSettingsWrite } from './contacts';

/**
 * Verification by one-time code (spec platform §7 sendOtp / verifyOtp, sendMobileVerificationCode
 * / verifyMobileContact; the rules in src/domain/otp.ts, on the server clock). A code goes to a
 * contact on file through the simulated gateway (src/server/outbox.ts) and is kept only as a
 * hash; a right code marks the contact verified. The mobile pair is the same for a phone that
 * takes text messages only. Answers never carry the code.
 * A code may prove something else (`purpose`, src/domain/call-details.ts): CALL_DETAILS is the
 * statement's voice call details, for anyone with billing access, sent only to a
 * contact already verified; a right code then marks the caller's session, not the contact, and
 * a code sent for one purpose does not answer for the other.
 * CPNI (src/domain/cpni.ts) has its own pair, `sendCpniVerificationOtp` / `verifyCpni`: the same
 * code rules and challenge, for the admins, to a verified contact only; a right code records the
 * account's CPNI verification (who, when, by which method to which contact), never the code.
 */
// the generic pair serves every purpose but CPNI, which has its own mutations (and role)
const GenericPurpose = z.enum(OtpPurpose.options).exclude(['CPNI']);
const SendInput = z.object({ contactId: z.string().min(1), purpose: z.optional(GenericPurpose) }).strict();
const VerifyInput = z.object({ contactId: z.string().min(1), code: OtpCode, purpose: z.optional(GenericPurpose) }).strict();
const CpniSendInput = z.object({ contactId: z.string().min(1) }).strict();
const CpniVerifyInput = z.object({ contactId: z.string().min(1), code: OtpCode }).strict();

const stateOf = (c: OtpChallengeRecord | undefined): OtpChallengeState | null => c ?? null;
const issue = (message: string, params?: Record<string, number>, path: string[] = ['code']) => [
  { path, code: 'custom', message, ...(params ? { params } : {}) },
];

function contactFor(server: ServerContext, caller: Caller, contactId: string, mobileOnly: boolean): ContactRecord {
  const contact = ownRecord(server.store.state.contacts, contactId, caller, 'Contact');
  if (mobileOnly && !contact.sms)
    throw new ApiError('VALIDATION_FAILED', 'This contact does not take text messages', issue('otp.notMobile', undefined, ['contactId']));
  return contact;
}

/** who may ask for a code: the admins to verify a contact, anyone with billing access to read call details */
function assertMayAsk(operation: string, server: ServerContext, caller: Caller, purpose: OtpPurpose) {
  if (purpose === 'CALL_DETAILS') assertBillingCall(operation, server, caller);
  else assertSettingsWrite(operation, server, caller);
}

function send(operation: string, request: { contactId: string; purpose?: OtpPurpose }, { server, caller }: ResolverContext, mobileOnly: boolean) {
  const { contactId, purpose = 'CONTACT' } = request;
  assertMayAsk(operation, server, caller, purpose);
  const contact = contactFor(server, caller, contactId, mobileOnly);
  const unverified = codeContactRefusal(contact, purpose);
  if (unverified) throw new ApiError('VALIDATION_FAILED', 'Codes for this go only to a verified contact', issue(unverified, undefined, ['contactId']));
  const now = server.clock.now();
  const current = server.store.state.otpChallenges.find((c) => c.contactId === contact.id);
  const refusal = sendRefusal(stateOf(current), now);
  if (refusal)
    throw new ApiError(
      'LIMIT_REACHED',
      refusal.issue === 'otp.locked' ? 'Too many wrong codes: try again later' : 'A code was just sent: wait before asking for another',
      issue(refusal.issue, { seconds: refusal.seconds }, ['contactId']),
    );
  const code = String(randomInt(0, 10 ** OTP_POLICY.codeLength)).padStart(OTP_POLICY.codeLength, '0');
  const next = { ...afterSend(stateOf(current), now), codeHash: hashPassword(code), purpose };
  const saved = server.store.transact((draft) => {
    const record = draft.otpChallenges.find((c) => c.contactId === contact.id);
    if (record) return Object.assign(record, next);
    const created = { id: nextId(draft, 'otpChallenges'), accountId: caller.account.id, contactId: contact.id, ...next };
    draft.otpChallenges.push(created);
    return created;
  });
  deliver(server, { kind: 'code', accountId: caller.account.id, contactId: contact.id, channel: contact.contactMethod, to: contact.contactValue, code });
  return {
    success: true,
    contactId: contact.id,
    destination: maskedContact(contact.type, contact.contactValue),
    channel: contact.contactMethod,
    expiresAt: saved.expiresAt,
    resendAt: saved.resendAt,
    attemptsLeft: attemptsLeft(saved),
  };
}

function verify(
  operation: string,
  request: { contactId: string; code: string; purpose?: OtpPurpose },
  { server, caller }: ResolverContext,
  mobileOnly: boolean,
) {
  const { contactId, code, purpose = 'CONTACT' } = request;
  assertMayAsk(operation, server, caller, purpose);
  const contact = contactFor(server, caller, contactId, mobileOnly);
  const now = server.clock.now();
  const current = server.store.state.otpChallenges.find((c) => c.contactId === contact.id);
  // a code sent to prove something else is no code for this
  const forThis = current && (current.purpose ?? 'CONTACT') === purpose ? current : undefined;
  const matches = !!forThis?.codeHash && verifyPassword(code, forThis.codeHash);
  const checked = checkCode(stateOf(current && !forThis && !current.lockedUntil ? undefined : current), matches, now);
  switch (checked.result) {
    case 'verified':
      if (purpose === 'CALL_DETAILS') {
        server.store.transact((draft) => {
          draft.otpChallenges = draft.otpChallenges.filter((c) => c.contactId !== contact.id);
        });
        // the session may read call details from now until it ends (src/server/statement-call-details.ts)
        caller.session.callDetailsVerified = true;
        return { success: true, contactId: contact.id };
      }
      if (purpose === 'CPNI') {
        const userName = personName(caller.user);
        return server.store.transact((draft) => {
          draft.otpChallenges = draft.otpChallenges.filter((c) => c.contactId !== contact.id);
          draft.accounts.find((a) => a.id === caller.account.id)!.cpni = cpniVerification(contact, { userId: caller.user.id, userName }, now);
          return { success: true, contactId: contact.id };
        });
      }
      return server.store.transact((draft) => {
        draft.otpChallenges = draft.otpChallenges.filter((c) => c.contactId !== contact.id);
        Object.assign(
          draft.contacts.find((c) => c.id === contact.id)!,
          {
            verified: true,
            valid: true,
            invalidReason: null,
            dateLastConfirmed: businessToday(server),
          },
        );
        return { success: true, contactId: contact.id };
      });
    case 'notSent':
      throw new ApiError('CONFLICT', 'No code was sent to this contact: ask for one', issue('otp.notSent'));
    case 'expired':
      throw new ApiError('VALIDATION_FAILED', 'The code has expired: ask for a new one', issue('otp.expired'));
    case 'wrong':
    case 'locked': {
      // the count is the rule's state: a wrong code is recorded before it is answered
      const next = checked.next;
      if (next)
        server.store.transact((draft) => {
          Object.assign(
            draft.otpChallenges.find((c) => c.contactId === contact.id)!,
            next,
            next.lockedUntil ? { codeHash: null } : {},
          );
        });
      if (checked.result === 'wrong')
        throw new ApiError('VALIDATION_FAILED', 'That code is not the one we sent', issue('otp.wrong', { attemptsLeft: checked.attemptsLeft }));
      throw new ApiError('LIMIT_REACHED', 'Too many wrong codes: try again later', issue('otp.locked', { seconds: checked.seconds }));
    }
  }
}

export const verificationResolvers = {
  sendOtp: (args: { input: unknown }, context: ResolverContext) => send('sendOtp', parseInput(SendInput, args.input), context, false),
  verifyOtp: (args: { input: unknown }, context: ResolverContext) => verify('verifyOtp', parseInput(VerifyInput, args.input), context, false),
  sendMobileVerificationCode: (args: { input: unknown }, context: ResolverContext) =>
    send('sendMobileVerificationCode', parseInput(SendInput, args.input), context, true),
  verifyMobileContact: (args: { input: unknown }, context: ResolverContext) =>
    verify('verifyMobileContact', parseInput(VerifyInput, args.input), context, true),

  /** the account's CPNI status (src/domain/cpni.ts): everyone of the account reads it */
  cpni: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('cpni');
    return cpniOf(server.store.state, caller.account.id);
  },
  sendCpniVerificationOtp: (args: { input: unknown }, context: ResolverContext) =>
    send('sendCpniVerificationOtp', { ...parseInput(CpniSendInput, args.input), purpose: 'CPNI' }, context, false),
  /** a right code answers the account's new status */
  verifyCpni: (args: { input: unknown }, context: ResolverContext) => {
    verify('verifyCpni', { ...parseInput(CpniVerifyInput, args.input), purpose: 'CPNI' }, context, false);
    return cpniOf(context.server.store.state, context.caller.account.id);
  },
};
