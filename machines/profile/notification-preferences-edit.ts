import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { preferenceRefusal, type EventFamily, type FamilyPreference, type PreferenceRefusal } from '../../src/domain/notification-preferences';
import { notProvided } from '../parts/not-provided';
import { outcomeState } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * Editing the notification preferences (spec platform §3, §7
 * updateCommunicationPreferences): per event family, which verified contacts get its notices. A
 * choice the rules refuse (src/domain/notification-preferences.ts: an unverified contact, the
 * last contact of a mandatory family) is not made, and the reason is kept for the screen.
 * Outcomes: saved (with what the server kept), failure, cancelled.
 */
interface PreferenceContact {
  id: string;
  verified: boolean;
  valid: boolean;
}
export interface NotificationPreferencesEditInput {
  preferences: FamilyPreference[];
  contacts: PreferenceContact[];
}
export type PreferencesEditOutcome = 'saved' | 'failure' | 'cancelled';
export interface NotificationPreferencesEditOutput {
  outcome: PreferencesEditOutcome;
  preferences: FamilyPreference[];
  code: FailureCode | null;
}

interface Context extends NotificationPreferencesEditInput {
  refusal: { family: EventFamily; contactId: string; reason: PreferenceRefusal } | null;
  code: FailureCode | null;
  outcome: PreferencesEditOutcome | null;
}

export type PreferencesEditEvent = { type: 'toggle'; family: EventFamily; contactId: string } | { type: 'save' } | { type: 'cancel' };

/** The family's contacts after the toggle. */
const toggled = (preferences: readonly FamilyPreference[], family: EventFamily, contactId: string): string[] => {
  const ids = preferences.find((p) => p.serviceEventCode === family)?.contactIds ?? [];
  return ids.includes(contactId) ? ids.filter((id) => id !== contactId) : [...ids, contactId];
};
const refusalOf = (context: Context, family: EventFamily, contactId: string) => {
  const ids = toggled(context.preferences, family, contactId);
  // switching off an unverified contact is always possible; choosing one is not
  const chosen = ids.includes(contactId) ? ids : ids.filter((id) => context.contacts.some((c) => c.id === id && c.verified && c.valid));
  return chosen.length === ids.length ? preferenceRefusal(family, ids, context.contacts) : 'preferences.unverified';
};

export const notificationPreferencesEditMachine = setup({
  types: flowTypes<{
    context: Context;
    events: PreferencesEditEvent;
    input: NotificationPreferencesEditInput;
    output: NotificationPreferencesEditOutput;
    screen: 'preferences';
  }>(),
  actors: {
    updatePreferences: notProvided<FamilyPreference[], { preferences: { serviceEventCode: EventFamily; contactIds: string[] }[] }>('updatePreferences'),
  },
  guards: {
    allowed: ({ context }, params: { family: EventFamily; contactId: string }) => refusalOf(context, params.family, params.contactId) === null,
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: PreferencesEditOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'notificationPreferencesEdit',
  context: ({ input }) => ({ ...input, refusal: null, code: null, outcome: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'preferences' },
      on: {
        toggle: [
          {
            guard: { type: 'allowed', params: ({ event }) => ({ family: event.family, contactId: event.contactId }) },
            actions: assign({
              preferences: ({ context, event }) =>
                context.preferences.map((p) =>
                  p.serviceEventCode === event.family ? { ...p, contactIds: toggled(context.preferences, event.family, event.contactId) } : p,
                ),
              refusal: null,
            }),
          },
          {
            meta: refusedFor('preferences.mandatory', 'preferences.unverified'),
            actions: assign({
              refusal: ({ context, event }) => ({
                family: event.family,
                contactId: event.contactId,
                reason: refusalOf(context, event.family, event.contactId)!,
              }),
            }),
          },
        ],
        save: 'saving',
        cancel: 'cancelled',
      },
    },
    saving: {
      meta: { screen: 'preferences' },
      tags: ['busy'],
      invoke: {
        id: 'updatePreferences',
        src: 'updatePreferences',
        input: ({ context }) => ({ preferences: context.preferences.map((p) => ({ serviceEventCode: p.serviceEventCode, contactIds: p.contactIds })) }),
        onDone: { target: 'saved', actions: assign({ preferences: ({ event }) => event.output }) },
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    saved: outcomeState('saved'),
    failure: outcomeState('failure'),
    cancelled: outcomeState('cancelled'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, preferences: context.preferences, code: context.code }),
});
