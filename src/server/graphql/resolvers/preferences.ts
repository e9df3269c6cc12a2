import { CommunicationPreferencesInput, preferenceRefusal, preferencesByFamily } from '../../../domain/notification-preferences';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { Store } from '../../store/records';
import { nextId } from '../../store/store';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';
import { assertSettingsWrite } from './contacts';

/**
 * Notification preferences (spec platform §3, §7 `notificationPreferences`,
 * `updateCommunicationPreferences`; rules in src/domain/notification-preferences.ts): per event
 * family, the verified contacts its notices go to.
 */
const preferencesOf = (state: Readonly<Store>, accountId: string) =>
  preferencesByFamily(state.communicationPreferences.filter((p) => p.accountId === accountId));

const MESSAGES = {
  'preferences.mandatory': 'These notices are required: keep at least one contact for them',
  'preferences.unverified': 'A contact must be verified before it can receive notices',
} as const;

export const preferenceResolvers = {
  notificationPreferences: (_args: unknown, { server, caller }: ResolverContext) => preferencesOf(server.store.state, caller.account.id),

  updateCommunicationPreferences: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertSettingsWrite('updateCommunicationPreferences', server, caller);
    const { preferences } = parseInput(CommunicationPreferencesInput, args.input);
    const state = server.store.state;
    // another account's contact is not found, whatever else the request says
    for (const p of preferences) for (const id of p.contactIds) ownRecord(state.contacts, id, caller, 'Contact');
    const contacts = state.contacts.filter((c) => c.accountId === caller.account.id);
    const issues = preferences.flatMap((p, index) => {
      const refusal = preferenceRefusal(p.serviceEventCode, p.contactIds, contacts);
      const twice = preferences.findIndex((q) => q.serviceEventCode === p.serviceEventCode) !== index;
      return [
        ...(refusal ? [{ path: ['preferences', index, 'contactIds'], code: 'custom', message: refusal }] : []),
        ...(twice ? [{ path: ['preferences', index, 'serviceEventCode'], code: 'custom', message: 'preferences.twice' }] : []),
      ];
    });
    if (issues.length)
      throw new ApiError(
        'VALIDATION_FAILED',
        issues[0]!.message in MESSAGES ? MESSAGES[issues[0]!.message as keyof typeof MESSAGES] : 'The request has invalid fields',
        issues,
      );
    return server.store.transact((draft) => {
      const named = new Set(preferences.map((p) => p.serviceEventCode));
      draft.communicationPreferences = draft.communicationPreferences.filter((p) => p.accountId !== caller.account.id || !named.has(p.serviceEventCode));
      for (const p of preferences)
        for (const contactId of new Set(p.contactIds))
          draft.communicationPreferences.push({
            id: nextId(draft, 'communicationPreferences'),
            accountId: caller.account.id,
            contactId,
            serviceEventCode: p.serviceEventCode,
          });
      return preferencesOf(draft, caller.account.id);
    });
  },
};
