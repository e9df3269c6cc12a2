import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InviteIssue, PeopleRefusal, PersonStatus } from '../../domain/people';
import type { Role } from '../../domain/roles';

// People and roles' codes as words, in the active language.

/** What each role may do, beside the choice (spec platform §6). */
export const ROLE_POWERS: Record<Role, MessageDescriptor> = {
  PRIMARY: msg`Everything, including paying bills and managing people`,
  ADMIN: msg`Everything, including paying bills and managing people`,
  BILLING: msg`Sees the account; cannot pay bills or manage people`,
  STANDARD: msg`Sees the account; cannot pay bills or manage people`,
  CHILD: msg`Sees the account; cannot pay bills or manage people`,
};

export const STATUS_NAMES: Record<PersonStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  INVITED: msg`Invited`,
  SUSPENDED: msg`Suspended`,
};

export const REFUSALS: Record<PeopleRefusal, MessageDescriptor> = {
  'people.adminOnly': msg`Only the account owner and administrators can manage people.`,
  'people.self': msg`You can't change your own role or access.`,
  'people.lastPrimary': msg`The account needs at least one active owner. Make someone else an owner first.`,
  'people.sameRole': msg`Choose a role other than the one this person has.`,
  'people.status': msg`This person's access has changed meanwhile. Reload the list.`,
};

export const INVITE_ISSUES: Record<InviteIssue, MessageDescriptor> = {
  'name.required': msg`Enter the name.`,
  'name.tooLong': msg`Use at most 60 characters.`,
  'text.characters': msg`Use letters, spaces and punctuation only.`,
  'email.format': msg`Enter an e-mail address like name@example.com.`,
  'email.taken': msg`This e-mail address already signs in to the portal. Use another one.`,
  'role.unknown': msg`Choose a role.`,
};
