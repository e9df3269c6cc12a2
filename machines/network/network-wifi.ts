import { assign, setup } from 'xstate';
import { accessPointErrors, hasErrors, type AccessPointDraft } from '../../src/domain/network';
import type { WifiAccessPoint } from '../../src/domain/router-network';
import { formSaveSetup, formSaveStart, oneCallFormStates, withApplyStep, type FormSaveContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

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

/** Save refused on the form by its rules (drawn on the edge). */
const WIFI_FIELDS = refusedFor('wifi.fields');

export const networkWifiMachine = setup(
  formSaveSetup<NetworkWifiInput, Context, NetworkWifiEvent, NetworkWifiOutput, 'wifi'>()({
    actors: { updateAccessPoints: notProvided<{ equipmentId: string }, { equipmentId: string; accessPoints: AccessPointEdit[] }>('updateAccessPoints') },
    invalid: (context) => hasErrors(wifiErrors(context.drafts)),
    actions: {
      setAccessPoint: assign(({ context }, params: { draft: AccessPointEdit }) => ({
        drafts: context.drafts.map((d) => (d.id === params.draft.id ? params.draft : d)),
      })),
    },
  }),
).createMachine({
  id: 'networkWifi',
  context: ({ input }) => ({
    ...input,
    drafts: input.accessPoints.map(({ id, ssid, password, securityMode }) => ({ id, ssid, password, securityMode })),
    ...formSaveStart,
  }),
  initial: 'editing',
  // Save asks to apply first: every device on the network drops and joins again
  states: withApplyStep(
    oneCallFormStates({
      screen: 'wifi',
      on: {
        'ap.set': {
          target: '.open' as const,
          actions: { type: 'setAccessPoint' as const, params: ({ event }: { event: { draft: AccessPointEdit } }) => ({ draft: event.draft }) },
        },
      },
      reason: WIFI_FIELDS,
      invoke: {
        id: 'updateAccessPoints',
        src: 'updateAccessPoints',
        input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId, accessPoints: context.drafts }),
      },
      saved: (): NetworkWifiOutput => ({ outcome: 'saved' }),
    }),
    WIFI_FIELDS,
  ),
  output: ({ context }) => context.output!,
});
