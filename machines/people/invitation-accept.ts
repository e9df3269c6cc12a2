import { assign, setup } from 'xstate';
import { credentialsIssues, type CredentialsDraft } from '../../src/domain/credentials';
import { callFailure, type FailureCode, type ValidationIssue } from '../../src/domain/errors';
import type { Invitation, InvitationRefusal } from '../../src/domain/invitation';
import { refusableForm } from '../parts/form-save';
import { fieldTyped, typedField } from '../parts/issues-form';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode, outcomeState } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * Accepting an invitation (spec platform §2 /create-sub-account, open without a
 * session; src/domain/invitation.ts): the link's token opens the invitation (who, which company,
 * until when); the person chooses a username (offered: the address invited) and a password, typed
 * twice, checked by src/domain/credentials.ts before anything is sent (the server runs the same);
 * the server's own refusal (a username someone else signs in with) goes back to the form with the
 * issues. Outcomes: accepted (the username to sign in with), expired, invalid (unknown or already
 * used), failed (any other failure of the acceptance; nothing was written, the link still works).
 * A lookup that fails for another reason shows the retry. The password is never kept beyond the
 * flow's memory: no persistence, no output.
 */
export interface InvitationAcceptInput {
  token: string;
}
export type InvitationAcceptOutcome = 'accepted' | 'expired' | 'invalid' | 'failed';
export interface InvitationAcceptOutput {
  outcome: InvitationAcceptOutcome;
  username: string | null;
  code: FailureCode | null;
}
export type CredentialsField = keyof CredentialsDraft;
export type InvitationAcceptEvent = { type: 'change'; field: CredentialsField; value: string } | { type: 'submit' } | { type: 'retry' };
export type InvitationAcceptScreen = 'loading' | 'unavailable' | 'form';

interface Context extends InvitationAcceptInput {
  invitation: Invitation | null;
  draft: CredentialsDraft;
  /** the issues the form shows: the rules' after a refused submit, or the server's */
  issues: ValidationIssue[];
  username: string | null;
  code: FailureCode | null;
  outcome: InvitationAcceptOutcome | null;
}

const blank: CredentialsDraft = { username: '', password: '', confirm: '' };
/** The refusal the server gave the token, if that is what it said. */
const refusalOf = (error: unknown): InvitationRefusal | null => {
  const message = callFailure(error).issues.find((i) => i.path[0] === 'token')?.message;
  return message === 'invitation.expired' || message === 'invitation.invalid' ? message : null;
};
/** The lookup's and the acceptance's answer about the token itself: expired, or not (or no longer) valid. */
const tokenRefusals = [
  {
    guard: {
      type: 'tokenRefused' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, refusal: 'invitation.expired' as const }),
    },
    target: 'expired' as const,
  },
  {
    guard: {
      type: 'tokenRefused' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, refusal: 'invitation.invalid' as const }),
    },
    target: 'invalid' as const,
  },
];
const namesOf = (invitation: Invitation | null) => ({ firstName: invitation?.firstName ?? '', lastName: invitation?.lastName ?? '' });

export const invitationAcceptMachine = setup({
  types: flowTypes<{
    context: Context;
    events: InvitationAcceptEvent;
    input: InvitationAcceptInput;
    output: InvitationAcceptOutput;
    screen: InvitationAcceptScreen;
  }>(),
  actors: {
    lookupInvitation: notProvided<Invitation, { token: string }>('lookupInvitation'),
    acceptInvitation: notProvided<{ username: string }, { token: string; username: string; password: string }>('acceptInvitation'),
  },
  guards: {
    formInvalid: (_, params: { draft: CredentialsDraft; invitation: Invitation | null }) =>
      credentialsIssues(params.draft, namesOf(params.invitation)).length > 0,
    tokenRefused: (_, params: { error: unknown; refusal: InvitationRefusal }) => refusalOf(params.error) === params.refusal,
    /** the server refused the fields (a rule only it can check): the form can be corrected */
    refusedFields: (_, params: { error: unknown }) => callFailure(params.error).code === 'VALIDATION_FAILED' && refusalOf(params.error) === null,
  },
  actions: {
    fieldTyped: fieldTyped<CredentialsDraft, Context, InvitationAcceptEvent>(),
    reach: assign({ outcome: (_, params: { outcome: InvitationAcceptOutcome }) => params.outcome }),
    noteFailureCode: noteFailureCode<Context, InvitationAcceptEvent>(),
  },
}).createMachine({
  id: 'invitationAccept',
  context: ({ input }) => ({ ...input, invitation: null, draft: blank, issues: [], username: null, code: null, outcome: null }),
  initial: 'loading',
  states: {
    unavailable: {
      description: 'The lookup failed for another reason than the token: the generic message, and a retry.',
      meta: { screen: 'unavailable' },
      on: { retry: 'loading' },
    },
    loading: {
      tags: ['busy'],
      meta: { screen: 'loading' },
      invoke: {
        id: 'lookupInvitation',
        src: 'lookupInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'editing',
          // the address invited is the username offered
          actions: assign({ invitation: ({ event }) => event.output, draft: ({ event }) => ({ ...blank, username: event.output.email }) }),
        },
        onError: [...tokenRefusals, { target: 'unavailable', actions: { type: 'noteFailureCode', params: ({ event }) => ({ error: event.error }) } }],
      },
    },
    editing: {
      meta: { screen: 'form' },
      ...refusableForm,
      on: {
        change: typedField,
        submit: [
          {
            guard: { type: 'formInvalid', params: ({ context }) => ({ draft: context.draft, invitation: context.invitation }) },
            target: '.refused',
            actions: assign({ issues: ({ context }) => credentialsIssues(context.draft, namesOf(context.invitation)) }),
            meta: refusedFor('invitation.fields'),
          },
          { target: 'accepting', actions: assign({ issues: [] }) },
        ],
      },
    },
    accepting: {
      meta: { screen: 'form' },
      tags: ['busy'],
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({ token: context.token, username: context.draft.username.trim(), password: context.draft.password }),
        onDone: { target: 'accepted', actions: assign({ username: ({ event }) => event.output.username }) },
        onError: [
          ...tokenRefusals,
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.refused',
            actions: assign({ issues: ({ event }) => callFailure(event.error).issues }),
          },
          { target: 'failed', actions: { type: 'noteFailureCode', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    accepted: outcomeState('accepted'),
    expired: outcomeState('expired'),
    invalid: outcomeState('invalid'),
    failed: outcomeState('failed'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, username: context.username, code: context.code }),
});
