import { networkDnsMachine } from '../../machines/network-dns';
import { networkForwardCreateMachine } from '../../machines/network-forward-create';
import { networkGuestCreateMachine } from '../../machines/network-guest-create';
import { networkGuestUpdateMachine } from '../../machines/network-guest-update';
import { networkRecordDeleteMachine } from '../../machines/network-record-delete';
import { networkReservationCreateMachine } from '../../machines/network-reservation-create';
import { networkReserveDeviceMachine } from '../../machines/network-reserve-device';
import { networkSettingsMachine } from '../../machines/network-settings';
import { networkToggleMachine } from '../../machines/network-toggle';
import { networkWifiMachine } from '../../machines/network-wifi';
import { routerFactoryResetMachine } from '../../machines/router-factory-reset';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { networkCalls } from './actors/network';
import { defineFlow } from './flow';
import type { Transport } from './transport';

// The router's network section (issue 18): each change a flow of its own, provided with its calls.
const withNetworkCalls = (transport: Transport, gate: CallGate) => ({ actors: asActors(networkCalls(transport), gate) });

export const networkWifi = defineFlow('networkWifi', (transport, gate = direct) => networkWifiMachine.provide(withNetworkCalls(transport, gate)));
export const networkForwardCreate = defineFlow('networkForwardCreate', (transport, gate = direct) =>
  networkForwardCreateMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkReservationCreate = defineFlow('networkReservationCreate', (transport, gate = direct) =>
  networkReservationCreateMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkReserveDevice = defineFlow('networkReserveDevice', (transport, gate = direct) =>
  networkReserveDeviceMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkGuestCreate = defineFlow('networkGuestCreate', (transport, gate = direct) =>
  networkGuestCreateMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkGuestUpdate = defineFlow('networkGuestUpdate', (transport, gate = direct) =>
  networkGuestUpdateMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkRecordDelete = defineFlow('networkRecordDelete', (transport, gate = direct) =>
  networkRecordDeleteMachine.provide(withNetworkCalls(transport, gate)),
);
export const networkDns = defineFlow('networkDns', (transport, gate = direct) => networkDnsMachine.provide(withNetworkCalls(transport, gate)));
export const networkToggle = defineFlow('networkToggle', (transport, gate = direct) => networkToggleMachine.provide(withNetworkCalls(transport, gate)));
export const routerFactoryReset = defineFlow('routerFactoryReset', (transport, gate = direct) =>
  routerFactoryResetMachine.provide(withNetworkCalls(transport, gate)),
);

// the section is provided with its children, each provided with its own calls
export const networkSettings = defineFlow('networkSettings', (transport, gate = direct) =>
  networkSettingsMachine.provide({
    actors: {
      ...withNetworkCalls(transport, gate).actors,
      networkWifi: networkWifi(transport, gate),
      networkForwardCreate: networkForwardCreate(transport, gate),
      networkReservationCreate: networkReservationCreate(transport, gate),
      networkReserveDevice: networkReserveDevice(transport, gate),
      networkGuestCreate: networkGuestCreate(transport, gate),
      networkGuestUpdate: networkGuestUpdate(transport, gate),
      networkRecordDelete: networkRecordDelete(transport, gate),
      networkDns: networkDns(transport, gate),
      networkToggle: networkToggle(transport, gate),
      routerFactoryReset: routerFactoryReset(transport, gate),
    },
  }),
);
