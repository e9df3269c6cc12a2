import { z } from 'zod/mini';
import { emailIssue } from './contacts';
import type { ValidationIssue } from './errors';
import { isAdmin, Role } from './roles';
import { humanText } from './text';

/**
 * People and roles of an account (spec platform §1, §2 /user-preferences/people, §6).
 * The rules are written once here, for the page's machines and the server's resolvers alike.
 *
 * Decided here (the spec names the roles and the admin group, not these):
 * - a person is INVITED (asked by e-mail, cannot sign in until they accept at /create-sub-account),
 *   ACTIVE, or SUSPENDED (kept on the account with their role, but cannot sign in or use a
 *   session until reactivated);
 * - only the admin group (PRIMARY, ADMIN) invites, changes roles, suspends, reactivates or removes;
 * - nobody changes their own role or access (no self-demotion, no self-removal);
 * - the account keeps an ACTIVE PRIMARY: the last one cannot be demoted, suspended or removed;
 * - the roles a person can be given are the business roles: PRIMARY, ADMIN, BILLING, STANDARD
 *   (CHILD is a consumer sub-account's role, not given on a business account).
 */
export const PersonStatus = z.enum(['INVITED', 'ACTIVE', 'SUSPENDED']);
export type PersonStatus = z.infer<typeof PersonStatus>;

export const ASSIGNABLE_ROLES = ['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD'] as const;
/** A role a person can be given; spec platform §6: compared in upper case, so `admin` is ADMIN. */
export const AssignableRole = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
  z.enum(ASSIGNABLE_ROLES, { error: 'role.unknown' }),
);
export type AssignableRole = z.infer<typeof AssignableRole>;

/** What the page and the rules know of a person of the account. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: PersonStatus;
}

/** A change to one person: a new role, suspend, reactivate, remove. */
export type PersonChange = { kind: 'role'; role: AssignableRole } | { kind: 'suspend' } | { kind: 'reactivate' } | { kind: 'remove' };
export type PersonAction = PersonChange['kind'];

export type PeopleRefusal =
  /** the caller is not in the admin group (403) */
  | 'people.adminOnly'
  /** the caller's own role or access (403) */
  | 'people.self'
  /** the only ACTIVE PRIMARY would stop being one (409) */
  | 'people.lastPrimary'
  /** the person has that role already (409) */
  | 'people.sameRole'
  /** suspend someone not active, or reactivate someone not suspended (409) */
  | 'people.status';

/** spec platform §6: people are managed by the admin group (ADMIN, PRIMARY). */
export const peopleWriteRefusal = (callerRole: Role): 'people.adminOnly' | null => (isAdmin(callerRole) ? null : 'people.adminOnly');

/** Whether the change leaves the person an ACTIVE PRIMARY. */
const staysActivePrimary = (target: Person, change: PersonChange): boolean => {
  if (change.kind === 'remove' || change.kind === 'suspend') return false;
  if (change.kind === 'role') return change.role === 'PRIMARY' && target.status === 'ACTIVE';
  return target.role === 'PRIMARY';
};

/**
 * Why `caller` may not make `change` to `target` among the account's `people`, or null. The
 * order is the server's: who asks, whom it is about, then what the account must keep.
 */
export function personChangeRefusal(caller: { id: string; role: Role }, target: Person, change: PersonChange, people: readonly Person[]): PeopleRefusal | null {
  const role = peopleWriteRefusal(caller.role);
  if (role) return role;
  if (caller.id === target.id) return 'people.self';
  if (change.kind === 'role' && Role.parse(target.role) === change.role) return 'people.sameRole';
  if (change.kind === 'suspend' && target.status !== 'ACTIVE') return 'people.status';
  if (change.kind === 'reactivate' && target.status !== 'SUSPENDED') return 'people.status';
  const activePrimaries = people.filter((p) => p.role === 'PRIMARY' && p.status === 'ACTIVE');
  const wasOne = target.role === 'PRIMARY' && target.status === 'ACTIVE';
  if (wasOne && !staysActivePrimary(target, change) && activePrimaries.every((p) => p.id === target.id)) return 'people.lastPrimary';
  return null;
}

/** The actions a person's row offers `caller`: the ones no rule refuses (a role change: to some role). */
export function personActions(caller: { id: string; role: Role }, target: Person, people: readonly Person[]): PersonAction[] {
  const allowed = (change: PersonChange) => personChangeRefusal(caller, target, change, people) === null;
  const actions: PersonAction[] = [];
  if (ASSIGNABLE_ROLES.some((role) => allowed({ kind: 'role', role }))) actions.push('role');
  if (allowed({ kind: 'suspend' })) actions.push('suspend');
  if (allowed({ kind: 'reactivate' })) actions.push('reactivate');
  if (allowed({ kind: 'remove' })) actions.push('remove');
  return actions;
}

export type InviteIssue = 'name.required' | 'name.tooLong' | 'text.characters' | 'email.format' | 'email.taken' | 'role.unknown';

const Name = humanText({ min: { length: 1, message: 'name.required' }, max: { length: 60, message: 'name.tooLong' } });

/** The invitation (the /create-sub-account flow: name, e-mail, role), as the server takes it. */
export const InviteInput = z.strictObject({
  firstName: Name,
  lastName: Name,
  email: z.string().check(z.maxLength(254), z.trim()),
  role: AssignableRole,
});
export type InviteInput = z.infer<typeof InviteInput>;

/** What the invite form holds while it is typed. */
export interface InviteDraft {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}
export const emptyInvite: InviteDraft = { firstName: '', lastName: '', email: '', role: 'STANDARD' };

/**
 * Every issue of an invitation: the schema's field rules, the e-mail's shape, and an e-mail that
 * already signs in to the portal (`taken`: the usernames the caller may know of, the account's
 * people; the server also checks every username, since a username signs in to one account).
 */
export function inviteIssues(draft: InviteDraft, taken: readonly string[] = []): ValidationIssue[] {
  const parsed = InviteInput.safeParse(draft);
  const issues: ValidationIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), code: 'custom', message: i.message }));
  const email = draft.email.trim();
  if (!issues.some((i) => i.path[0] === 'email')) {
    const shape = emailIssue(email);
    if (shape) issues.push({ path: ['email'], code: 'custom', message: shape });
    else if (taken.some((t) => t.toLowerCase() === email.toLowerCase())) issues.push({ path: ['email'], code: 'custom', message: 'email.taken' });
  }
  return issues;
}

/** The people of the account in the order the page lists them: the owners, the administrators, then by name. */
export function peopleInOrder<P extends Person>(people: readonly P[]): P[] {
  const rank = (p: Person) => ['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'].indexOf(p.role);
  return [...people].sort((a, b) => rank(a) - rank(b) || `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
}

/** Who may sign in and keep a session: an ACTIVE person (a record without a status is one). */
export const canSignIn = (status: PersonStatus | undefined): boolean => (status ?? 'ACTIVE') === 'ACTIVE';
