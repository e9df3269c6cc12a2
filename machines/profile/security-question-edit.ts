import { assign, setup } from 'xstate';
import { callFailure } from '../../src/domain/errors';
import { securityQuestionErrors, type SecurityQuestionDraft, type SecurityQuestionState } from '../../src/domain/security-question';
import { endingWith, formSaveSetup, formSaveStart, refusableForm, saveOrRefuse, saveRefusal, savingState, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * The security question (spec platform §3, §7 `updateSecurityQuestion`): a question from
 * the list, an answer, and the current password. The rules of src/domain/security-question.ts
 * refuse Save on the form (the server runs them again and checks the password); a Save the server
 * refuses (a wrong password, the lockout) goes back to the form with why, the password typed
 * cleared. The answer and the password live only in this flow's context while it runs: the page
 * does not keep it. Outcomes: saved (which question, since when), cancelled.
 */
export interface SecurityQuestionEditInput {
  username: string;
  current: SecurityQuestionState | null;
}
export type SecurityQuestionEditOutput = { outcome: 'saved'; question: SecurityQuestionState } | { outcome: 'cancelled' };
export type SecurityQuestionEditEvent =
  | { type: 'question.set'; questionId: string }
  | { type: 'answer.set'; answer: string }
  | { type: 'password.set'; password: string }
  | { type: 'save' }
  | { type: 'cancel' };

type Context = DraftFormContext<SecurityQuestionEditInput, SecurityQuestionEditOutput, SecurityQuestionDraft>;

export const securityQuestionEditMachine = setup(
  formSaveSetup<SecurityQuestionEditInput, Context, SecurityQuestionEditEvent, SecurityQuestionEditOutput, 'securityQuestion'>()({
    actors: { updateSecurityQuestion: notProvided<SecurityQuestionState, SecurityQuestionDraft>('updateSecurityQuestion') },
    invalid: (context) => Object.keys(securityQuestionErrors(context.draft, context.username)).length > 0,
    actions: {
      // a refused password is typed again, not sent again
      saveRefused: assign(({ context }, params: { error: unknown }) => ({
        saveError: saveRefusal(callFailure(params.error)),
        draft: { ...context.draft, currentPassword: '' },
      })),
    },
  }),
).createMachine({
  id: 'securityQuestionEdit',
  context: ({ input }) => ({ ...input, draft: { questionId: input.current?.questionId ?? '', answer: '', currentPassword: '' }, ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'securityQuestion' },
      on: {
        'question.set': { target: '.open', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, questionId: event.questionId }) }) },
        'answer.set': { target: '.open', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, answer: event.answer }) }) },
        'password.set': { target: '.open', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, currentPassword: event.password }) }) },
        save: saveOrRefuse(refusedFor('securityQuestion.fields')),
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    saving: savingState({
      screen: 'securityQuestion',
      invoke: { id: 'updateSecurityQuestion', src: 'updateSecurityQuestion', input: ({ context }: { context: Context }) => context.draft },
      saved: (_: Context, question: SecurityQuestionState): SecurityQuestionEditOutput => ({ outcome: 'saved', question }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
