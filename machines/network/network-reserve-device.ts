import type { ConnectedDevice } from '../../src/domain/router-network';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * "Reserve this address" for a connected device, in one step: the device's name, MAC
 * and current address are the reservation; a confirmation, then `createDhcpReservation`. Outcomes
 * reserved, failure (with the code: a rule of src/domain/network.ts the server found broken since,
 * or the router being reset), kept.
 */
export interface NetworkReserveDeviceInput {
  equipmentId: string;
  device: ConnectedDevice;
}
export type NetworkReserveDeviceOutput = ConfirmedCallOutput<'reserved', { macAddress: string }>;

export const networkReserveDeviceMachine = confirmedCallSetup<NetworkReserveDeviceInput, NetworkReserveDeviceOutput, 'network'>()({
  reserveDevice: notProvided<{ id: string }, { equipmentId: string; device: ConnectedDevice }>('reserveDevice'),
}).createMachine({
  ...confirmedCall({
    id: 'networkReserveDevice',
    dialog: { screen: 'network', dialog: 'reserve' },
    calling: 'reserving',
    done: 'reserved',
    invoke: {
      id: 'reserveDevice',
      src: 'reserveDevice',
      input: ({ context }: { context: NetworkReserveDeviceInput }) => ({ equipmentId: context.equipmentId, device: context.device }),
    },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, macAddress: context.device.macAddress, code: context.code }),
});
