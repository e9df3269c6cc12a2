import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { addNetworkRefusal } from '../../src/domain/network';
import { networkWriteRefusal, type ConnectedDevice, type NetworkSetting, type RouterNetwork } from '../../src/domain/router-network';
import { loadStates } from '../parts/load-states';
import { networkDnsMachine } from './network-dns';
import { networkForwardCreateMachine } from './network-forward-create';
import { networkGuestCreateMachine } from './network-guest-create';
import { networkGuestUpdateMachine } from './network-guest-update';
import { networkRecordDeleteMachine, type NetworkRecordKind } from './network-record-delete';
import { networkReservationCreateMachine } from './network-reservation-create';
import { networkReserveDeviceMachine } from './network-reserve-device';
import { networkToggleMachine } from './network-toggle';
import { networkWifiMachine } from './network-wifi';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { routerFactoryResetMachine } from './router-factory-reset';
import { flowTypes } from '../parts/screen';

/**
 * The router's network on its device page (spec platform §2 "other screens", §3, §6, §7):
 * it reads `routerNetwork` (the page mounts it only for users who manage the network: STANDARD
 * users do not, and the server refuses them) and invokes one child flow at a time for each
 * change: the Wi-Fi, a port forward added or deleted, a reservation added (from the form, or for a
 * connected device in one step) or deleted, a guest network added, changed or deleted, the DNS, the UPnP and hotspot switches, the factory
 * reset. Whatever a child ends in is kept for the section to say, and the network is read again:
 * the router's own answer is the confirmation that it applied the change. While the router is
 * being reset no change is offered (`networkWriteRefusal`; the server answers CONFLICT too).
 */
export interface NetworkSettingsInput {
  equipmentId: string;
  /** the device's name as the page shows it: the factory reset is confirmed by typing it */
  deviceName: string;
}

export type NetworkChild = 'wifi' | 'forward' | 'reservation' | 'reserveDevice' | 'guestCreate' | 'guestUpdate' | 'delete' | 'dns' | 'toggle' | 'factoryReset';
/** How the last change ended, for the section's status line. */
export interface NetworkEnded {
  flow: NetworkChild;
  outcome: string;
  code: FailureCode | null;
}

export type NetworkSettingsEvent =
  | { type: 'retry' }
  | { type: 'wifi.edit' }
  | { type: 'forward.add' }
  | { type: 'reservation.add' }
  | { type: 'guest.add' }
  | { type: 'guest.edit'; id: string }
  | { type: 'record.delete'; kind: NetworkRecordKind; id: string }
  | { type: 'device.reserve'; macAddress: string }
  | { type: 'dns.edit' }
  | { type: 'toggle'; setting: NetworkSetting }
  | { type: 'factoryReset' }
  | { type: 'dismiss' };

interface Context extends NetworkSettingsInput {
  network: RouterNetwork | null;
  ended: NetworkEnded | null;
  /** the record being deleted */
  deleting: { kind: NetworkRecordKind; id: string; name: string } | null;
  /** the guest network being changed */
  guest: string | null;
  /** the connected device being reserved */
  reserving: ConnectedDevice | null;
  /** the switch being turned */
  switching: NetworkSetting | null;
  code: FailureCode | null;
}

/** The record of this kind with this id, with the name its dialog says. */
function recordOf(network: RouterNetwork | null, kind: NetworkRecordKind, id: string): { kind: NetworkRecordKind; id: string; name: string } | null {
  if (!network) return null;
  if (kind === 'portForward') {
    const forward = network.portForwards.find((f) => f.id === id);
    return forward ? { kind, id, name: forward.name } : null;
  }
  if (kind === 'additionalNetwork') {
    const guest = network.additionalNetworks.find((n) => n.id === id);
    return guest ? { kind, id, name: guest.ssid } : null;
  }
  const reservation = network.dhcpReservations.find((r) => r.id === id);
  return reservation ? { kind, id, name: reservation.deviceName } : null;
}

const deviceOf = (network: RouterNetwork | null, macAddress: string) => network?.connectedDevices.find((d) => d.macAddress === macAddress) ?? null;

/** Every child, on done: note how it ended, and read the router again. */
const endedAs = (flow: NetworkChild) => ({
  target: 'loading' as const,
  actions: {
    type: 'end' as const,
    params: ({ event }: { event: { output: { outcome: string; code?: FailureCode | null } } }) => ({
      ended: { flow, outcome: event.output.outcome, code: event.output.code ?? null },
    }),
  },
});

/** While a child flow runs: the section stays on its screen, then notes how the child ended and reads the router again. */
const childState = <const TId extends NetworkChild, const TSrc extends string, TInput>(id: TId, src: TSrc, input: (args: { context: Context }) => TInput) => ({
  meta: { screen: 'network' as const },
  invoke: { id, src, input, onDone: endedAs(id) },
});

export const networkSettingsMachine = setup({
  types: flowTypes<{
    context: Context;
    events: NetworkSettingsEvent;
    input: NetworkSettingsInput;
    children: {
      wifi: 'networkWifi';
      forward: 'networkForwardCreate';
      reservation: 'networkReservationCreate';
      reserveDevice: 'networkReserveDevice';
      guestCreate: 'networkGuestCreate';
      guestUpdate: 'networkGuestUpdate';
      delete: 'networkRecordDelete';
      dns: 'networkDns';
      toggle: 'networkToggle';
      factoryReset: 'routerFactoryReset';
    };
    screen: 'loading' | 'unavailable' | 'network';
  }>(),
  actors: {
    loadRouterNetwork: notProvided<RouterNetwork, { equipmentId: string }>('loadRouterNetwork'),
    networkWifi: networkWifiMachine,
    networkForwardCreate: networkForwardCreateMachine,
    networkReservationCreate: networkReservationCreateMachine,
    networkReserveDevice: networkReserveDeviceMachine,
    networkGuestCreate: networkGuestCreateMachine,
    networkGuestUpdate: networkGuestUpdateMachine,
    networkRecordDelete: networkRecordDeleteMachine,
    networkDns: networkDnsMachine,
    networkToggle: networkToggleMachine,
    routerFactoryReset: routerFactoryResetMachine,
  },
  guards: {
    /** no change while the router is being reset (src/domain/router-network.ts) */
    writable: ({ context }) => context.network !== null && networkWriteRefusal(context.network) === null,
    recordFound: ({ context }, params: { kind: NetworkRecordKind; id: string }) =>
      context.network !== null && networkWriteRefusal(context.network) === null && recordOf(context.network, params.kind, params.id) !== null,
    /** room for another guest network (src/domain/network.ts addNetworkRefusal) */
    guestAddable: ({ context }) => context.network !== null && networkWriteRefusal(context.network) === null && addNetworkRefusal(context.network) === null,
    /** a connected device with no reservation yet */
    reservable: ({ context }, params: { macAddress: string }) =>
      context.network !== null && networkWriteRefusal(context.network) === null && deviceOf(context.network, params.macAddress)?.reservationId === null,
  },
  actions: {
    loaded: assign({ network: (_, params: { output: RouterNetwork }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, NetworkSettingsEvent>(),
    end: assign((_, params: { ended: NetworkEnded }) => ({ ended: params.ended, deleting: null, guest: null, reserving: null, switching: null })),
  },
}).createMachine({
  id: 'networkSettings',
  context: ({ input }) => ({ ...input, network: null, ended: null, deleting: null, guest: null, reserving: null, switching: null, code: null }),
  initial: 'loading',
  states: {
    ...loadStates<RouterNetwork>()(['loading', 'unavailable'], 'ready', {
      id: 'loadRouterNetwork',
      src: 'loadRouterNetwork',
      input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId }),
    }),
    ready: {
      meta: { screen: 'network' },
      on: {
        'wifi.edit': { guard: 'writable', target: 'wifi', actions: assign({ ended: null }), meta: refusedFor('network.resetting') },
        'forward.add': { guard: 'writable', target: 'forward', actions: assign({ ended: null }), meta: refusedFor('network.resetting') },
        'reservation.add': { guard: 'writable', target: 'reservation', actions: assign({ ended: null }), meta: refusedFor('network.resetting') },
        'guest.add': {
          guard: 'guestAddable',
          target: 'guestCreate',
          actions: assign({ ended: null }),
          meta: refusedFor('network.resetting', 'additionalNetwork.limit'),
        },
        'guest.edit': {
          guard: { type: 'recordFound', params: ({ event }) => ({ kind: 'additionalNetwork' as const, id: event.id }) },
          target: 'guestUpdate',
          actions: assign({ guest: ({ event }) => event.id, ended: null }),
          meta: refusedFor('network.resetting'),
        },
        'record.delete': {
          guard: { type: 'recordFound', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          target: 'deleting',
          actions: assign({ deleting: ({ context, event }) => recordOf(context.network, event.kind, event.id), ended: null }),
          meta: refusedFor('network.resetting'),
        },
        'device.reserve': {
          guard: { type: 'reservable', params: ({ event }) => ({ macAddress: event.macAddress }) },
          target: 'reservingDevice',
          actions: assign({ reserving: ({ context, event }) => deviceOf(context.network, event.macAddress), ended: null }),
          meta: refusedFor('network.resetting', 'reservation.exists'),
        },
        'dns.edit': { guard: 'writable', target: 'dns', actions: assign({ ended: null }), meta: refusedFor('network.resetting') },
        toggle: {
          guard: 'writable',
          target: 'switching',
          actions: assign({ switching: ({ event }) => event.setting, ended: null }),
          meta: refusedFor('network.resetting'),
        },
        factoryReset: { guard: 'writable', target: 'factoryReset', actions: assign({ ended: null }), meta: refusedFor('network.resetting') },
        dismiss: { actions: assign({ ended: null }) },
      },
    },
    wifi: childState('wifi', 'networkWifi', ({ context }) => ({ equipmentId: context.equipmentId, accessPoints: context.network!.accessPoints })),
    forward: childState('forward', 'networkForwardCreate', ({ context }) => ({
      equipmentId: context.equipmentId,
      lan: context.network!.lan,
      portForwards: context.network!.portForwards,
    })),
    reservation: childState('reservation', 'networkReservationCreate', ({ context }) => ({
      equipmentId: context.equipmentId,
      lan: context.network!.lan,
      dhcpReservations: context.network!.dhcpReservations,
    })),
    guestCreate: childState('guestCreate', 'networkGuestCreate', ({ context }) => ({
      equipmentId: context.equipmentId,
      router: context.network!,
      id: null,
    })),
    guestUpdate: childState('guestUpdate', 'networkGuestUpdate', ({ context }) => ({
      equipmentId: context.equipmentId,
      router: context.network!,
      id: context.guest,
    })),
    reservingDevice: childState('reserveDevice', 'networkReserveDevice', ({ context }) => ({ equipmentId: context.equipmentId, device: context.reserving! })),
    deleting: childState('delete', 'networkRecordDelete', ({ context }) => ({ equipmentId: context.equipmentId, ...context.deleting! })),
    dns: childState('dns', 'networkDns', ({ context }) => ({
      equipmentId: context.equipmentId,
      customDnsEnabled: context.network!.customDnsEnabled,
      primaryDns: context.network!.primaryDns,
      secondaryDns: context.network!.secondaryDns,
    })),
    switching: childState('toggle', 'networkToggle', ({ context }) => ({
      equipmentId: context.equipmentId,
      setting: context.switching!,
      enabled: context.switching === 'upnp' ? !context.network!.upnpEnabled : !context.network!.hotspotEnabled,
    })),
    factoryReset: childState('factoryReset', 'routerFactoryReset', ({ context }) => ({ equipmentId: context.equipmentId, deviceName: context.deviceName })),
  },
});
