import { emailIssue } from './contacts';
import type { ValidationIssue } from './errors';
import { isReadableText } from './text';

/**
 * The sign-in a person chooses: their username and password (accepting an invitation at
 * /create-sub-account; spec platform §5 shows no rule for platform fields, so these are decided
 * here, after NIST SP 800-63B §5.1.1 and OWASP ASVS 2.1). Written once for the form's machine and
 * the server, which runs them again before anything is stored.
 *
 * Username: an e-mail address (every sign-in of the portal is one; README.md demo
 * sign-ins), at most 254 characters, not already anyone's sign-in (only the server knows that:
 * `username.taken`), compared without regard to case.
 *
 * Password:
 * - 12 to 128 characters: length is what makes a password hard to guess; the upper bound keeps
 *   the server's hashing (scrypt) from being made to work on megabytes;
 * - at least three of the four kinds: lower-case letters, upper-case letters, digits, and
 *   anything else (a space or punctuation): twelve characters of one kind fall to a dictionary;
 * - not the username, nor its part before the @, nor the person's first or last name (three
 *   characters or more), in any case: the first guesses of anyone who knows whom it belongs to;
 * - none of the words every password list starts with (`password`, `qwerty`, ...);
 * - no control or invisible characters: what is typed must be what can be typed again.
 * Spaces are allowed anywhere (a passphrase); nothing is trimmed or changed.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 254;
/** how many of the four kinds of character a password mixes at least */
export const PASSWORD_KINDS = 3;

export type UsernameIssue = 'username.required' | 'email.format' | 'username.taken';
export type PasswordIssue =
  | 'password.required'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.kinds'
  | 'password.containsUsername'
  | 'password.containsName'
  | 'password.common'
  | 'password.characters'
  | 'password.mismatch';

/** The most common passwords' roots (the first entries of every breached-password list). */
const COMMON = ['password', 'passw0rd', 'qwerty', 'letmein', 'welcome', 'abc123', '123456', 'iloveyou', 'admin123'];

export function usernameIssue(username: string): UsernameIssue | null {
  const value = username.trim();
  if (value === '') return 'username.required';
  if (value.length > USERNAME_MAX) return 'email.format';
  return emailIssue(value);
}

const kindsOf = (password: string): number => [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((kind) => kind.test(password)).length;

/** Whom the password must not name: the username and the person's names. */
export interface PasswordOwner {
  username: string;
  firstName: string;
  lastName: string;
}

/** The first rule the password breaks, or null. */
export function passwordIssue(password: string, owner: PasswordOwner): PasswordIssue | null {
  if (password === '') return 'password.required';
  if (!isReadableText(password)) return 'password.characters';
  if (password.length < PASSWORD_MIN) return 'password.tooShort';
  if (password.length > PASSWORD_MAX) return 'password.tooLong';
  if (kindsOf(password) < PASSWORD_KINDS) return 'password.kinds';
  const lower = password.toLowerCase();
  const username = owner.username.trim().toLowerCase();
  const local = username.split('@')[0] ?? '';
  if ((username !== '' && lower.includes(username)) || (local.length >= 3 && lower.includes(local))) return 'password.containsUsername';
  const names = [owner.firstName, owner.lastName].map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3);
  if (names.some((n) => lower.includes(n))) return 'password.containsName';
  if (COMMON.some((word) => lower.includes(word))) return 'password.common';
  return null;
}

/** What the sign-in form holds: the password typed twice. */
export interface CredentialsDraft {
  username: string;
  password: string;
  confirm: string;
}

/** Every issue of the form, one per field, as the server's VALIDATION_FAILED lists them. */
export function credentialsIssues(draft: CredentialsDraft, names: { firstName: string; lastName: string }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const username = usernameIssue(draft.username);
  if (username) issues.push({ path: ['username'], code: 'custom', message: username });
  const password = passwordIssue(draft.password, { username: draft.username, ...names });
  if (password) issues.push({ path: ['password'], code: 'custom', message: password });
  else if (draft.confirm !== draft.password) issues.push({ path: ['confirm'], code: 'custom', message: 'password.mismatch' });
  return issues;
}
