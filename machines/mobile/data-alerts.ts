import { setup } from 'xstate';
import { dataNotificationRefusal, type DataNotifications, type DataTierOption } from '../../src/domain/mobile-data-notifications';
import { draftActions, endingWith, formSaveSetup, formSaveStart, refusableForm, saveOrRefuse, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { changeFailure, isRefusal, type ChangeFailure } from './change-failure';

/**
 * The mobile account's data-usage notifications (spec platform §3 data-notification settings:
 * dataNotificationEnabled, dataNotificationsThreshold, dataTierOptions; §7 updateMobileAccount
 * including data notifications): on or off, and the threshold, one of the account's tier
 * options (src/domain/mobile-data-notifications.ts, which the server runs too); a threshold not
 * among them is refused on the form. Outcomes: saved (the settings as stored), refused (the
 * server refused them for a rule, with its reason: the role, the tier), failed (the call did not
 * go through), cancelled.
 */
interface MobileDataAlertsInput {
  settings: DataNotifications;
  tierOptions: DataTierOption[];
}
type MobileDataAlertsOutput =
  { outcome: 'saved'; settings: DataNotifications } | ({ outcome: 'refused' | 'failed' } & ChangeFailure) | { outcome: 'cancelled' };
type MobileDataAlertsEvent = { type: 'alerts.set'; draft: DataNotifications } | { type: 'save' } | { type: 'cancel' };

type Context = DraftFormContext<MobileDataAlertsInput, MobileDataAlertsOutput, DataNotifications>;

const alertsForm = formSaveSetup<MobileDataAlertsInput, Context, MobileDataAlertsEvent, MobileDataAlertsOutput, 'alerts'>()({
  actors: { updateDataNotifications: notProvided<DataNotifications, DataNotifications>('updateDataNotifications') },
  invalid: (context) => dataNotificationRefusal(context.draft, context.tierOptions) !== null,
  actions: draftActions<DataNotifications, Context, MobileDataAlertsEvent>(),
});

export const mobileDataAlertsMachine = setup({
  ...alertsForm,
  guards: { ...alertsForm.guards, refusedByServer: (_: unknown, { error }: { error: unknown }) => isRefusal(changeFailure(error)) },
}).createMachine({
  id: 'mobileDataAlerts',
  context: ({ input }) => ({ ...input, draft: input.settings, ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'alerts' },
      on: { 'alerts.set': typedIn<DataNotifications>(), save: saveOrRefuse(refusedFor('dataNotifications.threshold')), cancel: 'cancelled' },
      ...refusableForm,
    },
    saving: {
      meta: { screen: 'alerts' },
      tags: ['busy'],
      invoke: {
        id: 'updateDataNotifications',
        src: 'updateDataNotifications',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'saved',
          actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'saved' as const, settings: event.output } }) },
        },
        onError: [
          {
            guard: { type: 'refusedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'refused' as const, ...changeFailure(event.error) } }) },
          },
          {
            target: 'failed',
            actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'failed' as const, ...changeFailure(event.error) } }) },
          },
        ],
      },
    },
    saved: { type: 'final', meta: { screen: 'alerts' } },
    refused: { type: 'final', meta: { screen: 'alerts' } },
    failed: { type: 'final', meta: { screen: 'alerts' } },
    cancelled: { ...endingWith({ outcome: 'cancelled' }), meta: { screen: 'alerts' } },
  },
  output: ({ context }) => context.output!,
});
