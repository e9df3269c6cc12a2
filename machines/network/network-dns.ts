import { setup } from 'xstate';
import { dnsErrors, hasErrors, type DnsDraft } from '../../src/domain/network';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * The router's DNS (spec platform §7, DNS configuration): the provider's servers, or custom ones
 * (a primary and an optional secondary, public IPv4 addresses: src/domain/network.ts dnsErrors,
 * which the server runs too). Outcomes: saved (with what the router keeps), cancelled.
 */
export interface NetworkDnsInput {
  equipmentId: string;
  customDnsEnabled: boolean;
  primaryDns: string | null;
  secondaryDns: string | null;
}
export interface DnsSaved {
  customDnsEnabled: boolean;
  primaryDns: string | null;
  secondaryDns: string | null;
}
export type NetworkDnsOutput = { outcome: 'saved'; dns: DnsSaved } | { outcome: 'cancelled' };
export type NetworkDnsEvent = { type: 'dns.set'; draft: DnsDraft } | { type: 'save' } | { type: 'cancel' };

type Context = DraftFormContext<NetworkDnsInput, NetworkDnsOutput, DnsDraft>;

export const networkDnsMachine = setup(
  formSaveSetup<NetworkDnsInput, Context, NetworkDnsEvent, NetworkDnsOutput, 'dns'>()({
    actors: { updateDns: notProvided<DnsSaved, { equipmentId: string; draft: DnsDraft }>('updateDns') },
    invalid: (context) => hasErrors(dnsErrors(context.draft)),
    actions: draftActions<DnsDraft, Context, NetworkDnsEvent>(),
  }),
).createMachine({
  id: 'networkDns',
  context: ({ input }) => ({
    ...input,
    draft: { customDnsEnabled: input.customDnsEnabled, primaryDns: input.primaryDns ?? '', secondaryDns: input.secondaryDns ?? '' },
    ...formSaveStart,
  }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'dns',
    on: { 'dns.set': typedIn<DnsDraft>() },
    reason: refusedFor('dns.fields'),
    invoke: { id: 'updateDns', src: 'updateDns', input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId, draft: context.draft }) },
    saved: (_: Context, dns: DnsSaved): NetworkDnsOutput => ({ outcome: 'saved', dns }),
  }),
  output: ({ context }) => context.output!,
});
