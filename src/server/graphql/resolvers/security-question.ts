import { z } from 'zod';
import {
  afterWrongPassword,
  normalizedAnswer,
  passwordLockSeconds,
  SecurityQuestionId,
  SecurityQuestionInput,
  securityQuestionIssues,
  type SecurityQuestionState,
} from '../../../domain/security-question';
import { dateInZone } from '../../../domain/dates';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { ResolverContext } from '../resolver-context';
import { assertSettingsWrite } from './contacts';

/**
 * The signed-in person's security question (spec platform §3, §7 `updateSecurityQuestion`; rules
 * in src/domain/security-question.ts). The answer is kept only as a salted scrypt hash of its
 * normalised form, and never answered, echoed or logged; the current password is checked on the
 * server, and five wrong ones lock the change for 15 minutes. A refused request changes nothing
 * but the count of wrong passwords, which is the rule's own state.
 */
const stateOf = (server: ServerContext, q: { questionId: SecurityQuestionState['questionId']; updatedAt: string } | undefined): SecurityQuestionState | null =>
  q ? { questionId: q.questionId, updatedOn: dateInZone(new Date(q.updatedAt), server.store.state.config.timeZone) } : null;

export const securityQuestionResolvers = {
  securityQuestion: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('securityQuestion');
    return stateOf(server, server.store.state.users.find((u) => u.id === caller.user.id)?.securityQuestion);
  },

  updateSecurityQuestion: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertSettingsWrite('updateSecurityQuestion', server, caller);
    const input = parseInput(SecurityQuestionInput, args.input);
    const now = server.clock.now();
    const user = server.store.state.users.find((u) => u.id === caller.user.id)!;
    const locked = passwordLockSeconds(user.passwordChecks, now);
    if (locked !== null)
      throw new ApiError('LIMIT_REACHED', 'Too many wrong passwords: try again later', [
        { path: ['currentPassword'], code: 'custom', message: 'password.locked', params: { seconds: locked } },
      ]);
    const issues = securityQuestionIssues(input, user.username);
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    if (!verifyPassword(input.currentPassword, user.passwordHash)) {
      const checks = afterWrongPassword(user.passwordChecks, now);
      server.store.transact((draft) => {
        draft.users.find((u) => u.id === user.id)!.passwordChecks = checks;
      });
      if (checks.lockedUntil)
        throw new ApiError('LIMIT_REACHED', 'Too many wrong passwords: try again later', [
          { path: ['currentPassword'], code: 'custom', message: 'password.locked', params: { seconds: passwordLockSeconds(checks, now) ?? 0 } },
        ]);
      throw new ApiError('VALIDATION_FAILED', 'The current password is not right', [{ path: ['currentPassword'], code: 'custom', message: 'password.wrong' }]);
    }
    const record = {
      // the rules above have held it to the list
      questionId: z.parse(SecurityQuestionId, input.questionId),
      answerHash: hashPassword(normalizedAnswer(input.answer)),
      updatedAt: now.toISOString(),
    };
    return server.store.transact((draft) => {
      const target = draft.users.find((u) => u.id === user.id)!;
      target.securityQuestion = record;
      target.passwordChecks = { failures: 0, lockedUntil: null };
      return stateOf(server, record);
    });
  },
};
