import { securityQuestionErrors, type SecurityQuestionDraft } from '../../src/domain/security-question';
import { answered, each, flowModel, steps, unavailable } from '../model/model-helpers';
import { securityQuestionEditMachine } from './security-question-edit';

/**
 * The security question's model. The world is Acme's owner, who has no question yet:
 * a question chosen, an answer (a good one, and one too short), the current password (the demo
 * password, and a wrong one the server refuses). The store check after `saved` is in
 * tests/model/profile.test.ts.
 */
const OWNER = 'owner@acme.example';
const GOOD_ANSWER = 'Harbor Street Diner';
const WRONG_PASSWORD = 'Not-the-password-9';
// the demo password of the seed (README "Demo sign-ins")
const PASSWORD = 'Portal-demo-1';

type Context = { draft: SecurityQuestionDraft; username: string; saveError: string | null; tried: boolean };
const wrongPassword = (c: Context) => c.draft.currentPassword === WRONG_PASSWORD;

export function securityQuestionEditModel() {
  return flowModel(securityQuestionEditMachine, 'The security question, with the current password', {
    input: { username: OWNER, current: null },
    events: [
      ...each('question.set', 'questionId', 'childhoodStreet'),
      ...each('answer.set', 'answer', GOOD_ANSWER, 'abc'),
      ...each('password.set', 'password', PASSWORD, WRONG_PASSWORD),
      ...steps('save', 'cancel'),
    ],
    actors: {
      updateSecurityQuestion: [
        answered(
          'updateSecurityQuestion',
          'saved',
          { questionId: 'childhoodStreet', updatedOn: '2026-01-01' },
          {
            possible: ((c: Context) => !wrongPassword(c)) as never,
          },
        ),
        {
          name: 'wrongPassword',
          event: {
            type: 'xstate.error.actor.updateSecurityQuestion',
            error: { code: 'VALIDATION_FAILED', issues: [{ path: ['currentPassword'], code: 'custom', message: 'password.wrong' }] },
          },
          cause: { kind: 'answer' },
          possible: wrongPassword as never,
        },
        unavailable('updateSecurityQuestion', 'updateSecurityQuestion'),
      ],
    },
    world: { username: OWNER },
    project: (c: Context) => ({
      errors: Object.values(securityQuestionErrors(c.draft, c.username)).join(','),
      password: c.draft.currentPassword === '' ? 'empty' : wrongPassword(c) ? 'wrong' : 'right',
      saveError: c.saveError,
      tried: c.tried,
    }),
  });
}
