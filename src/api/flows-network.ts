import { networkDnsMachine } from '../../machines/network/network-dns';
import { networkForwardCreateMachine } from '../../machines/network/network-forward-create';
import { networkGuestCreateMachine } from '../../machines/network/network-guest-create';
import { networkGuestUpdateMachine } from '../../machines/network/network-guest-update';
import { networkRecordDeleteMachine } from '../../machines/network/network-record-delete';
import { networkReservationCreateMachine } from '../../machines/network/network-reservation-create';
import { networkReserveDeviceMachine } from '../../machines/network/network-reserve-device';
import { networkSettingsMachine } from '../../machines/network/network-settings';
import { networkToggleMachine } from '../../machines/network/network-toggle';
import { networkWifiMachine } from '../../machines/network/network-wifi';
import { routerFactoryResetMachine } from '../../machines/network/router-factory-reset';
import { networkCalls } from './actors/network';
import { callActors, flowOf, withChildren } from './flow';

// The router's network section: each change a flow of its own, provided with its calls.
const calls = callActors(networkCalls);

export const networkWifi = flowOf('networkWifi', networkWifiMachine, calls);
export const networkForwardCreate = flowOf('networkForwardCreate', networkForwardCreateMachine, calls);
export const networkReservationCreate = flowOf('networkReservationCreate', networkReservationCreateMachine, calls);
export const networkReserveDevice = flowOf('networkReserveDevice', networkReserveDeviceMachine, calls);
export const networkGuestCreate = flowOf('networkGuestCreate', networkGuestCreateMachine, calls);
export const networkGuestUpdate = flowOf('networkGuestUpdate', networkGuestUpdateMachine, calls);
export const networkRecordDelete = flowOf('networkRecordDelete', networkRecordDeleteMachine, calls);
export const networkDns = flowOf('networkDns', networkDnsMachine, calls);
export const networkToggle = flowOf('networkToggle', networkToggleMachine, calls);
export const routerFactoryReset = flowOf('routerFactoryReset', routerFactoryResetMachine, calls);

// the section is provided with its calls and its children, each provided with its own calls
export const networkSettings = flowOf(
  'networkSettings',
  networkSettingsMachine,
  withChildren(
    calls,
    networkWifi,
    networkForwardCreate,
    networkReservationCreate,
    networkReserveDevice,
    networkGuestCreate,
    networkGuestUpdate,
    networkRecordDelete,
    networkDns,
    networkToggle,
    routerFactoryReset,
  ),
);
