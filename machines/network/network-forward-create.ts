import { setup } from 'xstate';
import { hasErrors, portForwardErrors, type Lan, type PortForwardDraft } from '../../src/domain/network';
import type { PortForward } from '../../src/domain/router-network';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * A new port forward (spec platform §3, §7 `createPortForward`): name, protocol (TCP, UDP or
 * both), external and internal ports or ranges, and the device's address on the LAN. The rules of
 * src/domain/network.ts refuse Save on the form (ports, ranges of one length, an address inside
 * the LAN and not reserved, no overlap with a forward the router has on a shared protocol); the
 * server runs the same, so a refusal it finds (a forward added elsewhere meanwhile) comes back to
 * the form with the rule's code. Outcomes: saved (with the forward as stored), cancelled.
 */
export interface NetworkForwardCreateInput {
  equipmentId: string;
  lan: Lan;
  /** the router's forwards, which a new one must not overlap */
  portForwards: PortForward[];
}
export type NetworkForwardCreateOutput = { outcome: 'saved'; forward: PortForward } | { outcome: 'cancelled' };
export type NetworkForwardCreateEvent = { type: 'forward.set'; draft: PortForwardDraft } | { type: 'save' } | { type: 'cancel' };

type Context = DraftFormContext<NetworkForwardCreateInput, NetworkForwardCreateOutput, PortForwardDraft>;

const EMPTY_FORWARD: PortForwardDraft = { name: '', protocol: 'TCP', externalPorts: '', internalPorts: '', targetAddress: '' };

export const networkForwardCreateMachine = setup(
  formSaveSetup<NetworkForwardCreateInput, Context, NetworkForwardCreateEvent, NetworkForwardCreateOutput, 'forward'>()({
    actors: { createPortForward: notProvided<PortForward, { equipmentId: string; draft: PortForwardDraft }>('createPortForward') },
    invalid: (context) => hasErrors(portForwardErrors(context.draft, context)),
    actions: draftActions<PortForwardDraft, Context, NetworkForwardCreateEvent>(),
  }),
).createMachine({
  id: 'networkForwardCreate',
  context: ({ input }) => ({ ...input, draft: EMPTY_FORWARD, ...formSaveStart }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'forward',
    on: { 'forward.set': typedIn<PortForwardDraft>() },
    reason: refusedFor('portForward.fields'),
    invoke: {
      id: 'createPortForward',
      src: 'createPortForward',
      input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId, draft: context.draft }),
    },
    saved: (_: Context, forward: PortForward): NetworkForwardCreateOutput => ({ outcome: 'saved', forward }),
  }),
  output: ({ context }) => context.output!,
});
