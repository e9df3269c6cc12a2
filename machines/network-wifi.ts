import { assign, setup } from 'xstate';
import { accessPointErrors, hasErrors, type AccessPointDraft } from '../src/domain/network';
import type { WifiAccessPoint } from '../src/domain/router-network';
import { endingWith, formSaveActions, formSaveStart, refusableForm, savingState, type FormSaveContext } from './form-save';
import { notProvided } from './not-provided';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * The router's Wi-Fi (spec platform §3, §7 `updateRouterAccessPoints`): per access point (its
 * band), the network name, the passphrase and the security mode, checked by the rules of
 * src/domain/network.ts before anything is sent (the server runs the same). Save asks to apply
 * first, since every device on the network is disconnected and must join again with the new
 * name or passphrase; Apply sends every access point at once; a refusal or a failure comes back to
 * the form with why. Outcomes: saved (the router has the settings), cancelled.
 */
export interface NetworkWifiInput {
  equipmentId: string;
  accessPoints: WifiAccessPoint[];
}
export type NetworkWifiOutput = { outcome: 'saved' } | { outcome: 'cancelled' };
export interface AccessPointEdit extends AccessPointDraft {
  id: string;
}
export type NetworkWifiEvent = { type: 'ap.set'; draft: AccessPointEdit } | { type: 'save' } | { type: 'apply' } | { type: 'back' } | { type: 'cancel' };

interface Context extends NetworkWifiInput, FormSaveContext<NetworkWifiOutput> {
  drafts: AccessPointEdit[];
}

/** Every access point's issues, by its id (only those with any). */
export const wifiErrors = (drafts: readonly AccessPointEdit[]) =>
  Object.fromEntries(drafts.map((d) => [d.id, accessPointErrors(d)] as const).filter(([, errors]) => hasErrors(errors)));

export const networkWifiMachine = setup({
  types: {
    context: {} as Context,
    events: {} as NetworkWifiEvent,
    input: {} as NetworkWifiInput,
    output: {} as NetworkWifiOutput,
    meta: {} as ScreenMeta<'wifi'>,
    tags: {} as FlowTag,
  },
  actors: {
    updateAccessPoints: notProvided<{ equipmentId: string }, { equipmentId: string; accessPoints: AccessPointEdit[] }>('updateAccessPoints'),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(wifiErrors(context.drafts)),
  },
  actions: formSaveActions<NetworkWifiOutput, Context, NetworkWifiEvent>(),
}).createMachine({
  id: 'networkWifi',
  context: ({ input }) => ({
    ...input,
    drafts: input.accessPoints.map(({ id, ssid, password, securityMode }) => ({ id, ssid, password, securityMode })),
    ...formSaveStart,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'wifi' },
      on: {
        'ap.set': {
          target: '.open',
          actions: assign({ drafts: ({ context, event }) => context.drafts.map((d) => (d.id === event.draft.id ? event.draft : d)) }),
        },
        save: [{ guard: 'formInvalid', target: '.refused', actions: 'refuse', meta: refusedFor('wifi.fields') }, { target: 'confirming' }],
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    // the router's apply-and-confirm step: every device on the network drops and joins again
    confirming: { meta: { screen: 'wifi', dialog: 'apply' }, on: { apply: 'saving', back: 'editing' } },
    saving: savingState({
      screen: 'wifi',
      invoke: {
        id: 'updateAccessPoints',
        src: 'updateAccessPoints',
        input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId, accessPoints: context.drafts }),
      },
      saved: (): NetworkWifiOutput => ({ outcome: 'saved' }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
