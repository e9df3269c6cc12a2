import { setup } from 'xstate';
import { additionalNetworkErrors, hasErrors, type AdditionalNetworkDraft, type NetworkNames } from '../../src/domain/network';
import type { AdditionalNetwork } from '../../src/domain/router-network';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, withApplyStep, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * An additional (guest) network added or changed (spec platform §3, §7 "additional network
 * create/update"): its name, passphrase, security, whether its name is broadcast and whether it is
 * on, checked by `additionalNetworkErrors` (src/domain/network.ts: the Wi-Fi rules and a name none
 * of the router's other networks has; the server runs the same). Save asks to apply first, as for
 * the Wi-Fi: the router restarts that network, and every device on it joins again. Outcomes: saved
 * (with the network as stored), cancelled. The two flows (./network-guest-create.ts,
 * ./network-guest-update.ts) are this chart with their own call.
 */
export interface NetworkGuestInput {
  equipmentId: string;
  /** the router's networks: a guest network's name must be its own */
  router: { accessPoints: NetworkNames['accessPoints']; additionalNetworks: readonly AdditionalNetwork[] };
  /** the guest network being changed; null for a new one */
  id: string | null;
}
export type NetworkGuestOutput = { outcome: 'saved'; network: AdditionalNetwork } | { outcome: 'cancelled' };
export type NetworkGuestEvent =
  { type: 'guest.set'; draft: AdditionalNetworkDraft } | { type: 'save' } | { type: 'apply' } | { type: 'back' } | { type: 'cancel' };

type Context = DraftFormContext<NetworkGuestInput, NetworkGuestOutput, AdditionalNetworkDraft>;

/** A new guest network: broadcast and on, with the strongest mode every device can join. */
const EMPTY_GUEST: AdditionalNetworkDraft = { ssid: '', password: '', securityMode: 'WPA2_WPA3_PERSONAL', broadcast: true, enabled: true };

/** The form's first draft: the network being changed as it is, or an empty one. */
function firstDraft({ router, id }: NetworkGuestInput): AdditionalNetworkDraft {
  const network = router.additionalNetworks.find((n) => n.id === id);
  if (!network) return EMPTY_GUEST;
  const { ssid, password, securityMode, broadcast, enabled } = network;
  return { ssid, password, securityMode, broadcast, enabled };
}

/** What either call is sent: the router, the network (null: a new one) and its fields. */
export interface SaveGuestNetwork {
  equipmentId: string;
  id: string | null;
  draft: AdditionalNetworkDraft;
}

/** Save refused on the form by its rules (drawn on the edge). */
const GUEST_FIELDS = refusedFor('guest.fields');

export const networkGuestSetup = setup(
  formSaveSetup<NetworkGuestInput, Context, NetworkGuestEvent, NetworkGuestOutput, 'guest'>()({
    actors: {
      createAdditionalNetwork: notProvided<AdditionalNetwork, SaveGuestNetwork>('createAdditionalNetwork'),
      updateAdditionalNetwork: notProvided<AdditionalNetwork, SaveGuestNetwork>('updateAdditionalNetwork'),
    },
    invalid: (context) => hasErrors(additionalNetworkErrors(context.draft, context.router, context.id)),
    actions: draftActions<AdditionalNetworkDraft, Context, NetworkGuestEvent>(),
  }),
);

/** The chart of either flow: `id` the flow's, `src` its call. */
export const guestFormConfig = (id: string, src: 'createAdditionalNetwork' | 'updateAdditionalNetwork') => ({
  id,
  context: ({ input }: { input: NetworkGuestInput }): Context => ({ ...input, draft: firstDraft(input), ...formSaveStart }),
  initial: 'editing' as const,
  states: withApplyStep(
    oneCallFormStates({
      screen: 'guest',
      on: { 'guest.set': typedIn<AdditionalNetworkDraft>() },
      reason: GUEST_FIELDS,
      invoke: {
        id: src,
        src,
        input: ({ context }: { context: Context }): SaveGuestNetwork => ({ equipmentId: context.equipmentId, id: context.id, draft: context.draft }),
      },
      saved: (_: Context, network: AdditionalNetwork): NetworkGuestOutput => ({ outcome: 'saved', network }),
    }),
    GUEST_FIELDS,
  ),
  output: ({ context }: { context: Context }) => context.output!,
});
