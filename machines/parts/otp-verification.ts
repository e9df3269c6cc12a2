import { assign, setup } from 'xstate';
import type { OtpPurpose } from '../../src/domain/call-details';
import type { ContactMethod } from '../../src/domain/contacts';
import { callFailure, type FailureCode, type ValidationIssue } from '../../src/domain/errors';
import { isOtpCode, type OtpIssue } from '../../src/domain/otp';
import { notProvided } from './not-provided';
import { outcomeState } from './outcome';
import { refusedFor } from './refusal';
import { flowTypes } from './screen';

/**
 * Verification by one-time code (spec platform §7 sendOtp / verifyOtp,
 * sendMobileVerificationCode / verifyMobileContact): a code is sent to a contact on file, the user
 * types it. The server decides everything timed (expiry, resend cooldown, lockout: src/domain/otp.ts
 * on its clock); this flow shows what it answers. One machine for every use: the parent gives the
 * contact (and what the code proves: `purpose`) and provides `sendCode` / `verifyCode` (a
 * contact's verification, the account's CPNI verification, the statement's call details). Outcomes: verified, locked (too many wrong codes), cancelled; a wrong or expired
 * code keeps the user in the flow, to type it again or ask for a new one.
 */
export interface OtpContact {
  id: string;
  /** where the code goes, masked: (•••) •••-0142 */
  destination: string;
  channel: ContactMethod;
}
export interface CodeSent {
  destination: string;
  channel: string;
  expiresAt: string;
  resendAt: string;
  attemptsLeft: number;
}
/** which contact, how it is reached and what the code proves (the calls a parent provides may differ by channel and purpose) */
export interface CodeRequest {
  contactId: string;
  channel: ContactMethod;
  purpose: OtpPurpose;
}
export interface OtpVerificationInput {
  contact: OtpContact;
  /** what the code proves: the contact is the account's (the default), or the account's CPNI verification */
  purpose?: OtpPurpose;
}
export type OtpOutcome = 'verified' | 'locked' | 'cancelled';
export interface OtpVerificationOutput {
  outcome: OtpOutcome;
  contactId: string;
}
export type OtpScreen = 'send' | 'code' | 'expired';
/** what the server said about the last send or check, for the screen (with its params: attempts left, seconds to wait) */
export interface OtpNotice {
  issue: OtpIssue;
  params: Record<string, string | number>;
}

interface Context extends OtpVerificationInput {
  purpose: OtpPurpose;
  code: string;
  sent: CodeSent | null;
  notice: OtpNotice | null;
  /** a call that failed for another reason (unreachable, unavailable) */
  failure: FailureCode | null;
  outcome: OtpOutcome | null;
}

export type OtpVerificationEvent = { type: 'send' } | { type: 'resend' } | { type: 'code.change'; code: string } | { type: 'submit' } | { type: 'cancel' };

const issueOf = (error: unknown): ValidationIssue | undefined => callFailure(error).issues[0];
const noticeOf = (error: unknown): OtpNotice | null => {
  const issue = issueOf(error);
  return issue ? { issue: issue.message as OtpIssue, params: issue.params ?? {} } : null;
};

export const otpVerificationMachine = setup({
  types: flowTypes<{ context: Context; events: OtpVerificationEvent; input: OtpVerificationInput; output: OtpVerificationOutput; screen: OtpScreen }>(),
  actors: {
    sendCode: notProvided<CodeSent, CodeRequest>('sendCode'),
    verifyCode: notProvided<{ success: boolean }, CodeRequest & { code: string }>('verifyCode'),
  },
  guards: {
    codeComplete: ({ context }) => isOtpCode(context.code),
    answered: (_, params: { error: unknown; issue: OtpIssue }) => issueOf(params.error)?.message === params.issue,
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: OtpOutcome }) => params.outcome }),
    noted: assign({ notice: (_, params: { error: unknown }) => noticeOf(params.error), failure: null }),
    failed: assign({ failure: (_, params: { error: unknown }) => callFailure(params.error).code, notice: null }),
  },
}).createMachine({
  id: 'otpVerification',
  context: ({ input }) => ({ ...input, purpose: input.purpose ?? 'CONTACT', code: '', sent: null, notice: null, failure: null, outcome: null }),
  initial: 'ready',
  states: {
    ready: { meta: { screen: 'send' }, on: { send: 'sending', cancel: 'cancelled' } },
    sending: {
      meta: { screen: 'send' },
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ contactId: context.contact.id, channel: context.contact.channel, purpose: context.purpose }),
        onDone: { target: 'entering', actions: assign({ sent: ({ event }) => event.output, code: '', notice: null, failure: null }) },
        onError: [
          { guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.locked' as const }) }, target: 'locked' },
          // a code went out a moment ago (here, or in another tab): type that one, or wait
          {
            guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.cooldown' as const }) },
            target: 'entering',
            actions: { type: 'noted', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'sendFailed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    sendFailed: { meta: { screen: 'send' }, on: { send: 'sending', cancel: 'cancelled' } },
    entering: {
      meta: { screen: 'code' },
      on: {
        'code.change': { actions: assign({ code: ({ event }) => event.code.replace(/\s/g, ''), notice: null, failure: null }) },
        submit: [
          { guard: 'codeComplete', target: 'verifying' },
          { meta: refusedFor('otp.format'), actions: assign({ notice: { issue: 'otp.format', params: {} }, failure: null }) },
        ],
        resend: 'sending',
        cancel: 'cancelled',
      },
    },
    verifying: {
      meta: { screen: 'code' },
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ contactId: context.contact.id, channel: context.contact.channel, purpose: context.purpose, code: context.code }),
        onDone: 'verified',
        onError: [
          { guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.locked' as const }) }, target: 'locked' },
          // expired, or no code out any more: a new one is needed
          { guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.expired' as const }) }, target: 'expired' },
          { guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.notSent' as const }) }, target: 'expired' },
          {
            guard: { type: 'answered', params: ({ event }) => ({ error: event.error, issue: 'otp.wrong' as const }) },
            target: 'entering',
            actions: [{ type: 'noted', params: ({ event }) => ({ error: event.error }) }, assign({ code: '' })],
          },
          { target: 'entering', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    expired: { meta: { screen: 'expired' }, entry: assign({ code: '', notice: null, failure: null }), on: { resend: 'sending', cancel: 'cancelled' } },
    verified: outcomeState('verified'),
    locked: outcomeState('locked'),
    cancelled: outcomeState('cancelled'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, contactId: context.contact.id }),
});
