import { assign, setup } from 'xstate';
import type { ContactMethod } from '../../src/domain/contacts';
import type { FailureCode } from '../../src/domain/errors';
import { notProvided } from '../parts/not-provided';
import { failedCall, outcomeActions, outcomeState, type OutcomeContext } from '../parts/outcome';
import { otpVerificationMachine, type OtpContact, type OtpVerificationOutput } from '../parts/otp-verification';
import { flowTypes } from '../parts/screen';

/**
 * Account verification for a statement's voice call details (spec billing §8 "Voice
 * statement details: require account verification"). The contacts on file a code may go to are
 * loaded (verified and working ones, masked: `otpContacts`), the user picks one, and the one-time
 * code is the profile's own flow (../parts/otp-verification.ts), invoked as a child whose calls the app
 * provides with the purpose CALL_DETAILS. The server then shows the calls to this session
 * (src/server/statement-call-details.ts). Outcomes: verified, failed (the contacts could not be
 * read, or there is none a code can go to), locked (too many wrong codes), cancelled.
 */
export interface CodeContactOption {
  contactId: string;
  /** masked: (•••) •••-0142, o•••@acme.example */
  contactValue: string;
  otpMethod: ContactMethod;
}
export type CallDetailOutcome = 'verified' | 'failed' | 'locked' | 'cancelled';
/** why it failed: a call's code, or no contact a code can go to */
type CallDetailFailure = FailureCode | 'noContact';
export interface CallDetailVerificationOutput {
  outcome: CallDetailOutcome;
  failure: CallDetailFailure | null;
}
export type CallDetailScreen = 'loading' | 'choose' | 'code';

interface Context extends OutcomeContext<CallDetailOutcome> {
  contacts: CodeContactOption[];
  chosen: OtpContact | null;
  noContact: boolean;
}

export type CallDetailVerificationEvent = { type: 'choose'; contactId: string } | { type: 'cancel' };

const asOtpContact = (c: CodeContactOption): OtpContact => ({ id: c.contactId, destination: c.contactValue, channel: c.otpMethod });

export const callDetailVerificationMachine = setup({
  types: flowTypes<{
    context: Context;
    events: CallDetailVerificationEvent;
    output: CallDetailVerificationOutput;
    children: { code: 'otpVerification' };
    screen: CallDetailScreen;
  }>(),
  actors: {
    loadCodeContacts: notProvided<CodeContactOption[]>('loadCodeContacts'),
    otpVerification: otpVerificationMachine,
  },
  guards: {
    /** at least one contact a code can go to */
    anyContact: (_, params: { contacts: CodeContactOption[] }) => params.contacts.length > 0,
    /** one of the contacts offered */
    offered: ({ context }, params: { contactId: string }) => context.contacts.some((c) => c.contactId === params.contactId),
    /** how the code ended */
    ended: (_, params: { output: OtpVerificationOutput; outcome: OtpVerificationOutput['outcome'] }) => params.output.outcome === params.outcome,
  },
  actions: outcomeActions<CallDetailOutcome, Context, CallDetailVerificationEvent>(),
}).createMachine({
  id: 'callDetailVerification',
  context: { contacts: [], chosen: null, noContact: false, code: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { screen: 'loading' },
      tags: ['busy'],
      invoke: {
        id: 'loadCodeContacts',
        src: 'loadCodeContacts',
        onDone: [
          {
            guard: { type: 'anyContact', params: ({ event }) => ({ contacts: event.output }) },
            target: 'choosing',
            actions: assign({ contacts: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ noContact: true }) },
        ],
        onError: { ...failedCall, target: 'failed' },
      },
    },
    choosing: {
      meta: { screen: 'choose' },
      on: {
        choose: {
          guard: { type: 'offered', params: ({ event }) => ({ contactId: event.contactId }) },
          target: 'code',
          actions: assign({ chosen: ({ context, event }) => asOtpContact(context.contacts.find((c) => c.contactId === event.contactId)!) }),
        },
        cancel: 'cancelled',
      },
    },
    code: {
      meta: { screen: 'code' },
      invoke: {
        id: 'code',
        src: 'otpVerification',
        input: ({ context }) => ({ contact: context.chosen! }),
        onDone: [
          { guard: { type: 'ended', params: ({ event }) => ({ output: event.output, outcome: 'verified' as const }) }, target: 'verified' },
          { guard: { type: 'ended', params: ({ event }) => ({ output: event.output, outcome: 'locked' as const }) }, target: 'locked' },
          { target: 'cancelled' },
        ],
      },
    },
    verified: outcomeState('verified'),
    failed: outcomeState('failed'),
    locked: outcomeState('locked'),
    cancelled: outcomeState('cancelled'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, failure: context.noContact ? 'noContact' : context.code }),
});
