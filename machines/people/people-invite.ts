import { assign, setup } from 'xstate';
import { callFailure, type FailureCode, type ValidationIssue } from '../../src/domain/errors';
import { inviteIssues, type InviteDraft, type Person } from '../../src/domain/people';
import { refusableForm } from '../parts/form-save';
import { fieldTyped, typedField } from '../parts/issues-form';
import { notProvided } from '../parts/not-provided';
import { outcomeState } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes, type ScreenMeta } from '../parts/screen';

/**
 * Invite a person to the account (spec platform §2 /create-sub-account: name, e-mail,
 * role; §6): the form, checked by the domain's invitation rules before the review
 * (src/domain/people.ts inviteIssues; the server runs the same), then the review, then the call.
 * A refusal by the rules the server alone can check (an e-mail that signs in to another account)
 * goes back to the form with the issues; any other failure ends the flow in `failed`.
 * Outcomes: saved (the person, INVITED), failed, cancelled.
 */
export interface PeopleInviteInput {
  draft: InviteDraft;
  /** the e-mails of the account's people: one that already signs in is refused on the form */
  taken: string[];
}
export type PeopleInviteOutcome = 'saved' | 'failed' | 'cancelled';
export interface PeopleInviteOutput {
  outcome: PeopleInviteOutcome;
  person: Person | null;
  code: FailureCode | null;
}
export type InviteField = keyof InviteDraft;
export type PeopleInviteEvent =
  { type: 'change'; field: InviteField; value: string } | { type: 'review' } | { type: 'edit' } | { type: 'confirm' } | { type: 'cancel' };

interface Context extends PeopleInviteInput {
  /** the issues shown on the form: the rules' after a refused Review, or the server's */
  issues: ValidationIssue[];
  person: Person | null;
  code: FailureCode | null;
  outcome: PeopleInviteOutcome | null;
}

export const peopleInviteMachine = setup({
  types: flowTypes<{
    context: Context;
    events: PeopleInviteEvent;
    input: PeopleInviteInput;
    output: PeopleInviteOutput;
    meta: ScreenMeta<'invite', 'form' | 'review'>;
  }>(),
  actors: {
    invitePerson: notProvided<Person, InviteDraft>('invitePerson'),
  },
  guards: {
    formInvalid: (_, params: { draft: InviteDraft; taken: string[] }) => inviteIssues(params.draft, params.taken).length > 0,
    /** the server refused the fields (a rule only it can check): the form can be corrected */
    refusedFields: (_, params: { error: unknown }) => callFailure(params.error).code === 'VALIDATION_FAILED',
  },
  actions: {
    fieldTyped: fieldTyped<InviteDraft, Context, PeopleInviteEvent>(),
    reach: assign({ outcome: (_, params: { outcome: PeopleInviteOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'peopleInvite',
  context: ({ input }) => ({ ...input, issues: [], person: null, code: null, outcome: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'invite', step: 'form' },
      ...refusableForm,
      on: {
        change: typedField,
        review: [
          {
            guard: { type: 'formInvalid', params: ({ context }) => ({ draft: context.draft, taken: context.taken }) },
            target: '.refused',
            actions: assign({ issues: ({ context }) => inviteIssues(context.draft, context.taken) }),
            meta: refusedFor('invite.fields'),
          },
          { target: 'reviewing', actions: assign({ issues: [] }) },
        ],
        cancel: 'cancelled',
      },
    },
    reviewing: {
      meta: { screen: 'invite', step: 'review' },
      on: { confirm: 'saving', edit: 'editing', cancel: 'cancelled' },
    },
    saving: {
      meta: { screen: 'invite', step: 'review' },
      tags: ['busy'],
      invoke: {
        id: 'invitePerson',
        src: 'invitePerson',
        input: ({ context }) => context.draft,
        onDone: { target: 'saved', actions: assign({ person: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.refused',
            actions: assign({ issues: ({ event }) => callFailure(event.error).issues }),
          },
          { target: 'failed', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
        ],
      },
    },
    saved: outcomeState('saved'),
    failed: outcomeState('failed'),
    cancelled: outcomeState('cancelled'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, person: context.person, code: context.code }),
});
