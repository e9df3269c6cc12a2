import { z } from 'zod/mini';
import type { ValidationIssue } from './errors';
import { isReadableText } from './text';

/**
 * The security question (spec platform §3 identity "security question(s)", §7
 * `updateSecurityQuestion`). The spec names the call and nothing else; decided here,
 * as the questions of account recovery are usually held (NIST SP 800-63B no longer counts them
 * as a factor, so the portal treats the answer as a secret that is only ever compared, never
 * shown): a question from a fixed list (no question of the user's own, which tends to carry its
 * answer), an answer compared without case, width variants or runs of spaces, and the current
 * password asked with every change. The answer is stored as a salted hash only.
 */
export const SECURITY_QUESTIONS = [
  'firstJobCity',
  'childhoodStreet',
  'firstCarModel',
  'favoriteTeacher',
  'firstConcert',
  'childhoodFriend',
  'parentsMetCity',
  'firstPetName',
] as const;
export const SecurityQuestionId = z.enum(SECURITY_QUESTIONS);
export type SecurityQuestionId = z.infer<typeof SecurityQuestionId>;

/** Fewest and most characters of an answer, once normalised. */
const ANSWER_LENGTH = { min: 4, max: 64 } as const;

/**
 * Answers that guess themselves: anyone trying a recovery tries these first. Compared with the
 * normalised answer, spaces removed.
 */
const GUESSABLE = new Set([
  'none',
  'nothing',
  'na',
  'n/a',
  'null',
  'unknown',
  'idk',
  'dontknow',
  'idontknow',
  'test',
  'password',
  'secret',
  'answer',
  'qwerty',
  'asdf',
  'abcd',
  'abc123',
  '1234',
  '12345',
  '123456',
  'pass',
]);

export type SecurityQuestionIssue =
  | 'question.required'
  | 'answer.required'
  | 'answer.tooShort'
  | 'answer.tooLong'
  | 'answer.characters'
  | 'answer.guessable'
  | 'answer.containsPassword'
  | 'answer.containsUsername'
  | 'password.required'
  | 'password.wrong'
  | 'password.locked';

/** The answer as it is hashed and compared: Unicode compatibility form, trimmed, one space between words, lower case. */
export const normalizedAnswer = (answer: string): string => answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** What the form holds, and what `updateSecurityQuestion` takes. */
export interface SecurityQuestionDraft {
  questionId: string;
  answer: string;
  currentPassword: string;
}

/**
 * Why an answer cannot be kept. `password` is the current password as typed in the same form
 * and `username` the signed-in person's: an answer that holds either gives it away to whoever
 * reads the answer, or is guessed by whoever knows the username.
 */
function answerIssue(answer: string, { password, username }: { password: string; username: string }): SecurityQuestionIssue | null {
  if (!isReadableText(answer)) return 'answer.characters';
  const normal = normalizedAnswer(answer);
  if (normal === '') return 'answer.required';
  if ([...normal].length < ANSWER_LENGTH.min) return 'answer.tooShort';
  if ([...normal].length > ANSWER_LENGTH.max) return 'answer.tooLong';
  const compact = normal.replace(/ /g, '');
  if (GUESSABLE.has(compact) || new Set(compact).size === 1 || !/[\p{L}\p{N}]/u.test(compact)) return 'answer.guessable';
  const pass = password.normalize('NFKC').toLowerCase();
  if (pass !== '' && (normal.includes(pass) || compact.includes(pass.replace(/\s+/g, '')))) return 'answer.containsPassword';
  const user = username.normalize('NFKC').toLowerCase();
  const local = user.split('@')[0] ?? '';
  if (compact.includes(user) || (local.length >= 3 && compact.includes(local))) return 'answer.containsUsername';
  return null;
}

/** The form's issues by field, for a form to show beside each field. */
export function securityQuestionErrors(draft: SecurityQuestionDraft, username: string): Partial<Record<keyof SecurityQuestionDraft, SecurityQuestionIssue>> {
  const errors: Partial<Record<keyof SecurityQuestionDraft, SecurityQuestionIssue>> = {};
  if (!z.safeParse(SecurityQuestionId, draft.questionId).success) errors.questionId = 'question.required';
  const answer = answerIssue(draft.answer, { password: draft.currentPassword, username });
  if (answer) errors.answer = answer;
  if (draft.currentPassword === '') errors.currentPassword = 'password.required';
  return errors;
}

/** Every field rule of the form as the contract's issues: the form shows them, the server refuses with them. */
export const securityQuestionIssues = (draft: SecurityQuestionDraft, username: string): ValidationIssue[] =>
  Object.entries(securityQuestionErrors(draft, username)).map(([field, message]) => ({ path: [field], code: 'custom', message }));

/** updateSecurityQuestion's input: the shape here, the rules above. */
export const SecurityQuestionInput = z.strictObject({
  questionId: z.string().check(z.maxLength(40)),
  answer: z.string().check(z.maxLength(256)),
  currentPassword: z.string().check(z.maxLength(256)),
});
export type SecurityQuestionInput = z.infer<typeof SecurityQuestionInput>;

/** What is known of the signed-in person's question: which one, and the business day it was set; never the answer. */
export interface SecurityQuestionState {
  questionId: SecurityQuestionId;
  updatedOn: string;
}

/**
 * A signed-in change that asks for the current password is a way to guess it for whoever holds a
 * session that is not theirs: five wrong passwords in a row lock such changes for 15 minutes, on
 * the server's clock (the numbers of the one-time codes, src/domain/otp.ts).
 */
export const PASSWORD_CHECK_POLICY = { maxFailures: 5, lockoutSeconds: 900 } as const;

export interface PasswordChecks {
  failures: number;
  lockedUntil: string | null;
}

/** Seconds left of a lockout, or null when changes are open. */
export function passwordLockSeconds(checks: PasswordChecks | undefined, now: Date): number | null {
  if (!checks?.lockedUntil) return null;
  const left = Math.ceil((Date.parse(checks.lockedUntil) - now.getTime()) / 1000);
  return left > 0 ? left : null;
}

/** The count after a wrong password: the last allowed one starts the lockout (and the count again). */
export function afterWrongPassword(checks: PasswordChecks | undefined, now: Date): PasswordChecks {
  const failures = (passwordLockSeconds(checks, now) === null && checks?.lockedUntil ? 0 : (checks?.failures ?? 0)) + 1;
  return failures >= PASSWORD_CHECK_POLICY.maxFailures
    ? { failures: 0, lockedUntil: new Date(now.getTime() + PASSWORD_CHECK_POLICY.lockoutSeconds * 1000).toISOString() }
    : { failures, lockedUntil: null };
}
