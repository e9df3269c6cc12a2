import {
  contactIssues,
  contactMethodOf,
  ContactInput,
  draftOf,
  IdentityContactInput,
  normalizedValue,
  type ContactDraft,
  type ContactType,
} from '../../../domain/contacts';
import { z } from 'zod';
import { preferenceRefusal, EVENT_FAMILIES } from '../../../domain/notification-preferences';
import { settingsRefusal } from '../../../domain/roles';
import type { Caller, ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { ContactRecord, Store } from '../../store/records';
import { nextId } from '../../store/store';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

/**
 * Contacts (spec platform §3, §7 `contacts`, `createOrUpdateContacts`, `updateIdentityContact`):
 * the rules of src/domain/contacts.ts, the role rule of src/domain/roles.ts (settingsRefusal),
 * another account's contact not found. A request with any bad contact changes nothing.
 */

/** The role rule first: a role that may not change settings learns that and nothing else. */
export function assertSettingsWrite(operation: string, server: ServerContext, caller: Caller): void {
  server.faults.failIfArmed(operation);
  const refusal = settingsRefusal(caller.user.role);
  if (refusal) throw new ApiError('FORBIDDEN', 'Only account administrators can change these settings', [{ path: [], code: 'custom', message: refusal }]);
}

const contactOf = (c: ContactRecord, caller: Caller) => ({ ...c, contactGuid: c.id, mine: c.userId === caller.user.id });

const CreateOrUpdateInput = z.object({ contacts: z.array(ContactInput).min(1).max(20) }).strict();

type Draft = Pick<ContactRecord, 'firstName' | 'lastName'> & ContactDraft;

/**
 * The record after a write: a changed value is a new contact to the provider, so it is
 * unverified until a code proves it, with no known problem, and receives nothing until then.
 */
function written(before: ContactRecord | null, draft: Draft): Omit<ContactRecord, 'id' | 'accountId' | 'role' | 'userId'> {
  const value = normalizedValue(draft.type, draft.value);
  const same = before !== null && before.type === draft.type && before.contactValue === value;
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    type: draft.type,
    contactMethod: contactMethodOf(draft.type, draft.sms),
    contactValue: value,
    phoneType: draft.type === 'PHONE' ? draft.phoneType : null,
    extension: draft.extension.trim() || null,
    sms: draft.sms,
    optin: draft.optin,
    valid: same ? before.valid : true,
    invalidReason: same ? before.invalidReason : null,
    verified: same ? before.verified : false,
    dateLastConfirmed: same ? before.dateLastConfirmed : null,
  };
}

/** Applies the writes to the draft store: preferences of a contact no longer verified go, and a mandatory family may not be left with no one. */
function applyContacts(draft: Store, accountId: string, writes: { before: ContactRecord | null; record: Omit<ContactRecord, 'id'> }[]): ContactRecord[] {
  const saved = writes.map(({ before, record }) => {
    if (before) {
      const target = draft.contacts.find((c) => c.id === before.id)!;
      Object.assign(target, record);
      return target;
    }
    const created = { ...record, id: nextId(draft, 'contacts') };
    draft.contacts.push(created);
    return created;
  });
  const contacts = draft.contacts.filter((c) => c.accountId === accountId);
  draft.communicationPreferences = draft.communicationPreferences.filter(
    (p) => p.accountId !== accountId || contacts.some((c) => c.id === p.contactId && c.verified && c.valid),
  );
  for (const family of EVENT_FAMILIES) {
    const ids = draft.communicationPreferences.filter((p) => p.accountId === accountId && p.serviceEventCode === family).map((p) => p.contactId);
    if (preferenceRefusal(family, ids, contacts) === 'preferences.mandatory')
      throw new ApiError('CONFLICT', 'This contact is the only one that receives required notices: verify another one first', [
        { path: ['contacts'], code: 'custom', message: 'preferences.mandatory', params: { family } },
      ]);
  }
  return saved;
}

const issuesAt = (prefix: (string | number)[], issues: ReturnType<typeof contactIssues>) => issues.map((i) => ({ ...i, path: [...prefix, ...i.path] }));

export const contactResolvers = {
  contacts: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('contacts');
    return server.store.state.contacts.filter((c) => c.accountId === caller.account.id).map((c) => contactOf(c, caller));
  },

  createOrUpdateContacts: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertSettingsWrite('createOrUpdateContacts', server, caller);
    const { contacts } = parseInput(CreateOrUpdateInput, args.input);
    const state = server.store.state;
    const befores = contacts.map((c) => (c.contactGuid ? ownRecord(state.contacts, c.contactGuid, caller, 'Contact') : null));
    // each value once on the account: against the contacts not being written, and among the ones written
    const issues = contacts.flatMap((input, index) => {
      const others = state.contacts.filter((c) => c.accountId === caller.account.id && !befores.some((b) => b?.id === c.id));
      const earlier = contacts.slice(0, index).map((c, i) => ({ id: `#${i}`, contactValue: normalizedValue(c.type, c.value) }));
      return issuesAt(['contacts', index], contactIssues(draftOf(input), [...others, ...earlier]));
    });
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    return server.store.transact((draft) =>
      applyContacts(
        draft,
        caller.account.id,
        contacts.map((input, i) => {
          const before = befores[i] ?? null;
          const base = { ...draftOf(input), firstName: input.firstName, lastName: input.lastName };
          return { before, record: { ...written(before, base), accountId: caller.account.id, role: before?.role ?? null, userId: before?.userId ?? null } };
        }),
      ).map((c) => contactOf(c, caller)),
    );
  },

  /** The signed-in person's own e-mail or phone (one of each): changed, or added when they have none. */
  updateIdentityContact: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertSettingsWrite('updateIdentityContact', server, caller);
    const input = parseInput(IdentityContactInput, args.input);
    const state = server.store.state;
    const before = ownContact(state.contacts, caller, input.type);
    const others = state.contacts.filter((c) => c.accountId === caller.account.id && c.id !== before?.id);
    const issues = contactIssues(draftOf({ ...input, optin: input.optin ?? before?.optin ?? true }), others);
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    const base = { ...draftOf({ ...input, optin: input.optin ?? before?.optin ?? true }), firstName: caller.user.firstName, lastName: caller.user.lastName };
    return server.store.transact((draft) => {
      const [saved] = applyContacts(draft, caller.account.id, [
        { before, record: { ...written(before, base), accountId: caller.account.id, role: caller.user.role, userId: caller.user.id } },
      ]);
      return contactOf(saved!, caller);
    });
  },
};

function ownContact(contacts: readonly ContactRecord[], caller: Caller, type: ContactType): ContactRecord | null {
  return contacts.find((c) => c.accountId === caller.account.id && c.userId === caller.user.id && c.type === type) ?? null;
}
