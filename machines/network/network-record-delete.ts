import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Delete a port forward, a DHCP reservation or an additional (guest) network of the router (spec
 * platform §2, §7 `deletePortForward`, `deleteDhcpReservation`, `deleteAdditionalNetwork`): a
 * confirmation over the network section (the router's confirm step), then the
 * call. Outcomes deleted, failure (with the code: CONFLICT while the router is being reset,
 * NOT_FOUND when it is gone already), kept. The section (machines/network/network-settings.ts) reads the
 * router again afterwards, which is the confirmation that the router applied it.
 */
export type NetworkRecordKind = 'portForward' | 'reservation' | 'additionalNetwork';
export interface NetworkRecordDeleteInput {
  equipmentId: string;
  kind: NetworkRecordKind;
  id: string;
  /** what the dialog names: the forward's, the device's or the network's name */
  name: string;
}
export type NetworkRecordDeleteOutput = ConfirmedCallOutput<'deleted', { kind: NetworkRecordKind; id: string }>;

export const networkRecordDeleteMachine = confirmedCallSetup<NetworkRecordDeleteInput, NetworkRecordDeleteOutput, 'network'>()({
  deleteNetworkRecord: notProvided<{ id: string }, { equipmentId: string; kind: NetworkRecordKind; id: string }>('deleteNetworkRecord'),
}).createMachine({
  ...confirmedCall({
    id: 'networkRecordDelete',
    dialog: { screen: 'network', dialog: 'delete' },
    calling: 'deleting',
    done: 'deleted',
    invoke: {
      id: 'deleteRecord',
      src: 'deleteNetworkRecord',
      input: ({ context }: { context: NetworkRecordDeleteInput }) => ({ equipmentId: context.equipmentId, kind: context.kind, id: context.id }),
    },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, kind: context.kind, id: context.id, code: context.code }),
});
