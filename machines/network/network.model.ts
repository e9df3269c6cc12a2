import type { RouterNetwork } from '../../src/domain/router-network';
import type { AnyStateMachine } from 'xstate';
import type { VerifyCheck } from '../model/model';
import { answered, child, each, faulted, flowModel, steps, unavailable } from '../model/model-helpers';
import { networkDnsMachine } from './network-dns';
import { networkForwardCreateMachine } from './network-forward-create';
import { networkGuestCreateMachine } from './network-guest-create';
import { networkGuestUpdateMachine } from './network-guest-update';
import { networkRecordDeleteMachine } from './network-record-delete';
import { networkReservationCreateMachine } from './network-reservation-create';
import { networkReserveDeviceMachine } from './network-reserve-device';
import { networkSettingsMachine, type NetworkEnded } from './network-settings';
import { networkToggleMachine } from './network-toggle';
import { networkWifiMachine, wifiErrors, type AccessPointEdit } from './network-wifi';
import { routerFactoryResetMachine } from './router-factory-reset';
import {
  additionalNetworkErrors,
  dnsErrors,
  hasErrors,
  portForwardErrors,
  reservationErrors,
  type AdditionalNetworkDraft,
  type DnsDraft,
  type Lan,
  type NetworkNames,
  type PortForwardDraft,
  type ReservationDraft,
} from '../../src/domain/network';
import { factoryResetConfirmed } from '../../src/domain/router-network';

/**
 * The models of the router's network section. The world is Acme's router (db.json
 * eq_2, owner@acme.example): two access points, six connected devices, two forwards, three
 * reservations, a guest network and a static IP subnet. Each child flow is walked against the
 * backend on its own model; the section stands them in by their outcomes (cause `child`). The
 * store checks after each outcome are in tests/model/flows-network.test.ts.
 */

const ACME_ROUTER = 'eq_2';
const ACME = { username: 'owner@acme.example' };
const LAN: Lan = { routerAddress: '192.168.3.1', prefixLength: 24 };

/** Acme's router as the seed has it and routerNetwork answers it (db.json eq_2). */
const ACME_NETWORK: RouterNetwork = {
  equipmentId: ACME_ROUTER,
  lan: { ...LAN, first: '192.168.3.1', last: '192.168.3.254' },
  accessPoints: [
    { id: 'ap_2_1', ssid: 'AcmePlumbing', password: 'copper-ember-RJGAPU', securityMode: 'WPA2_WPA3_PERSONAL', radios: [{ frequencyBand: '2.4GHz' }] },
    { id: 'ap_2_2', ssid: 'AcmePlumbing-5G', password: 'granite-willow-C9S2BH', securityMode: 'WPA3_PERSONAL', radios: [{ frequencyBand: '5GHz' }] },
  ],
  customDnsEnabled: false,
  primaryDns: null,
  secondaryDns: null,
  upnpEnabled: false,
  hotspotEnabled: true,
  connectedDevices: [
    { name: 'Front desk printer', kind: 'PRINTER', macAddress: '00:1B:A9:AB:59:DE', ipAddress: '192.168.3.110', band: 'ETHERNET', reservationId: 'dhcp_1' },
    { name: 'Card terminal 1', kind: 'TERMINAL', macAddress: '00:0B:4F:A7:A1:79', ipAddress: '192.168.3.153', band: '5GHz', reservationId: null },
  ],
  portForwards: [
    { id: 'pf_1', name: 'Door camera viewer', protocol: 'TCP', externalPorts: '8443', internalPorts: '443', targetAddress: '192.168.3.120' },
    { id: 'pf_2', name: 'Stockroom camera stream', protocol: 'BOTH', externalPorts: '8554-8555', internalPorts: '554-555', targetAddress: '192.168.3.121' },
  ],
  dhcpReservations: [
    { id: 'dhcp_1', deviceName: 'Front desk printer', macAddress: '00:1B:A9:AB:59:DE', ipAddress: '192.168.3.110' },
    { id: 'dhcp_2', deviceName: 'Door camera', macAddress: '4C:11:BF:F9:08:58', ipAddress: '192.168.3.120' },
    { id: 'dhcp_3', deviceName: 'Stockroom camera', macAddress: '4C:11:BF:A3:7F:1A', ipAddress: '192.168.3.121' },
  ],
  additionalNetworks: [
    { id: 'net_1', ssid: 'AcmePlumbing-Guest', password: 'meadow-cobalt-VJYRF6', securityMode: 'WPA2_PERSONAL', broadcast: true, enabled: true },
  ],
  staticIpSubnets: [],
  resetting: false,
};
/** a card terminal with no reservation yet, and the printer, which has one */
const TERMINAL_MAC = '00:0B:4F:A7:A1:79';
type Forwards = { lan: Lan; portForwards: RouterNetwork['portForwards'] };
type Reservations = { lan: Lan; dhcpReservations: RouterNetwork['dhcpReservations'] };
const PRINTER_MAC = '00:1B:A9:AB:59:DE';

/** Each change but the factory reset, walked on its own from Acme's router, leaves the device as it was (tests/model/flows-network.test.ts checks its settings). */
const ON_ACME = { world: ACME, verify: (): VerifyCheck => 'deviceUntouched' };

/** What steers a form: whether its draft passes its rules, whether a save was refused and why. */
const formProject =
  <C extends { tried: boolean; saveError: string | null }>(valid: (c: C) => boolean) =>
  (c: C) => ({ valid: valid(c), tried: c.tried, saveError: c.saveError });

/** A form's call: saved with its answer, or SERVICE_UNAVAILABLE (HTTP 503) on the backend's `operation`. */
const savedOrFailed = (id: string, answer: unknown, operation: string) => [
  answered(id, 'saved', answer),
  faulted(id, 'failed', operation, 'SERVICE_UNAVAILABLE', { status: 503 }),
];

/** What a network form's rules read besides its draft (machines/parts/form-save.ts). */
type FormContext<D, R> = R & { draft: D; tried: boolean; saveError: string | null };

/**
 * A network form's model: from `input`, its typing event `set` with a draft its rules (`errors`)
 * take and one they refuse, Save or Cancel (and Apply or Back where Save asks to apply first,
 * `applied`); its call saved with `answer`, or unavailable on `operation` (the call's own name
 * when not given).
 */
const formModel = <M extends AnyStateMachine, C extends { tried: boolean; saveError: string | null }>(
  machine: M,
  title: string,
  spec: {
    input: Record<string, unknown>;
    form: { set: string; drafts: [valid: unknown, refused: unknown]; errors: (c: C) => object; applied?: boolean };
    call: [id: string, answer: unknown, operation?: string];
  },
) => {
  const { set, drafts, errors, applied } = spec.form;
  const [call, answer, operation = call] = spec.call;
  return flowModel(machine, title, {
    input: spec.input,
    events: [...each(set, 'draft', ...drafts), ...steps('save', 'cancel', ...(applied ? ['apply', 'back'] : []))],
    project: formProject((c: C) => !hasErrors(errors(c))),
    actors: { [call]: savedOrFailed(call, answer, operation) },
    ...ON_ACME,
  });
};

// ---- Wi-Fi

/** a new name and passphrase for the 2.4 GHz network, and a passphrase too short */
const NEW_WIFI: AccessPointEdit = { id: 'ap_2_1', ssid: 'Acme Plumbing Office', password: 'copper-ember-2026', securityMode: 'WPA2_WPA3_PERSONAL' };
const SHORT_PASSWORD: AccessPointEdit = { ...NEW_WIFI, password: 'short' };

const networkWifiModel = flowModel(networkWifiMachine, 'Network: the Wi-Fi access points', {
  input: { equipmentId: ACME_ROUTER, accessPoints: ACME_NETWORK.accessPoints },
  events: [...each('ap.set', 'draft', NEW_WIFI, SHORT_PASSWORD), ...steps('save', 'apply', 'back', 'cancel')],
  project: formProject((c: { drafts: AccessPointEdit[]; tried: boolean; saveError: string | null }) => !hasErrors(wifiErrors(c.drafts))),
  actors: { updateAccessPoints: savedOrFailed('updateAccessPoints', { equipmentId: ACME_ROUTER }, 'updateRouterAccessPoints') },
  ...ON_ACME,
});

// ---- port forwards

/** the card terminal's service port, and a forward overlapping the stockroom camera's UDP ports */
const NEW_FORWARD: PortForwardDraft = {
  name: 'Card terminal',
  protocol: 'TCP',
  externalPorts: '9100',
  internalPorts: '9100',
  targetAddress: '192.168.3.153',
};
const OVERLAPPING: PortForwardDraft = { name: 'Camera stream', protocol: 'UDP', externalPorts: '8555', internalPorts: '555', targetAddress: '192.168.3.121' };

const networkForwardCreateModel = formModel(networkForwardCreateMachine, 'Network: a new port forward', {
  input: { equipmentId: ACME_ROUTER, lan: LAN, portForwards: ACME_NETWORK.portForwards },
  form: { set: 'forward.set', drafts: [NEW_FORWARD, OVERLAPPING], errors: (c: FormContext<PortForwardDraft, Forwards>) => portForwardErrors(c.draft, c) },
  call: ['createPortForward', { id: 'pf_27', ...NEW_FORWARD }],
});

// ---- DHCP reservations

/** the card terminal's address, its MAC spelt with dashes; and one for the printer's MAC and address, reserved already */
const NEW_RESERVATION: ReservationDraft = { deviceName: 'Card terminal 1', macAddress: '00-0b-4f-a7-a1-79', ipAddress: '192.168.3.153' };
/** the card terminal's reservation as the backend stores it */
const TERMINAL_RESERVED = { id: 'dhcp_40', deviceName: 'Card terminal 1', macAddress: TERMINAL_MAC, ipAddress: '192.168.3.153' };
const DUPLICATE: ReservationDraft = { deviceName: 'Spare printer', macAddress: PRINTER_MAC, ipAddress: '192.168.3.110' };

const networkReservationCreateModel = formModel(networkReservationCreateMachine, 'Network: a new DHCP reservation', {
  input: { equipmentId: ACME_ROUTER, lan: LAN, dhcpReservations: ACME_NETWORK.dhcpReservations },
  form: {
    set: 'reservation.set',
    drafts: [NEW_RESERVATION, DUPLICATE],
    errors: (c: FormContext<ReservationDraft, Reservations>) => reservationErrors(c.draft, c),
  },
  call: ['createDhcpReservation', TERMINAL_RESERVED],
});

// ---- guest networks

/** a guest network for the waiting room; one named like the router's 2.4 GHz network (ssid.taken) */
const NEW_GUEST: AdditionalNetworkDraft = {
  ssid: 'Acme Waiting Room',
  password: 'sunlit-harbor-42',
  securityMode: 'WPA2_WPA3_PERSONAL',
  broadcast: true,
  enabled: true,
};
const NAME_TAKEN: AdditionalNetworkDraft = { ...NEW_GUEST, ssid: 'AcmePlumbing' };
/** the seeded guest network with a new passphrase, its name hidden; and a passphrase one character too long */
const CHANGED_GUEST: AdditionalNetworkDraft = { ...NEW_GUEST, ssid: 'AcmePlumbing-Guest', password: 'harbor-lantern-2026', broadcast: false };
const LONG_PASSPHRASE: AdditionalNetworkDraft = { ...CHANGED_GUEST, password: 'k'.repeat(64) };
const GUEST_ROUTER = { accessPoints: ACME_NETWORK.accessPoints, additionalNetworks: ACME_NETWORK.additionalNetworks };
const guestErrors = (c: FormContext<AdditionalNetworkDraft, { router: NetworkNames; id: string | null }>) => additionalNetworkErrors(c.draft, c.router, c.id);

const networkGuestCreateModel = formModel(networkGuestCreateMachine, 'Network: a new guest network', {
  input: { equipmentId: ACME_ROUTER, router: GUEST_ROUTER, id: null },
  form: { set: 'guest.set', drafts: [NEW_GUEST, NAME_TAKEN], errors: guestErrors, applied: true },
  call: ['createAdditionalNetwork', { id: 'net_14', ...NEW_GUEST }],
});

const networkGuestUpdateModel = formModel(networkGuestUpdateMachine, 'Network: a guest network changed', {
  input: { equipmentId: ACME_ROUTER, router: GUEST_ROUTER, id: 'net_1' },
  form: { set: 'guest.set', drafts: [CHANGED_GUEST, LONG_PASSPHRASE], errors: guestErrors, applied: true },
  call: ['updateAdditionalNetwork', { id: 'net_1', ...CHANGED_GUEST }],
});

const networkReserveDeviceModel = flowModel(networkReserveDeviceMachine, 'Network: reserve a connected device’s address', {
  input: { equipmentId: ACME_ROUTER, device: ACME_NETWORK.connectedDevices[1] },
  events: steps('confirm', 'keep'),
  actors: {
    reserveDevice: [answered('reserveDevice', 'reserved', TERMINAL_RESERVED), unavailable('reserveDevice', 'createDhcpReservation', 'failed')],
  },
  ...ON_ACME,
});

const networkRecordDeleteModel = flowModel(networkRecordDeleteMachine, 'Network: delete a port forward, a reservation or a guest network', {
  input: { equipmentId: ACME_ROUTER, kind: 'portForward', id: 'pf_1', name: 'Door camera viewer' },
  events: steps('confirm', 'keep'),
  actors: {
    deleteRecord: [
      answered('deleteRecord', 'deleted', { id: 'pf_1' }),
      // the printer's reservation, deleted the same way
      answered('deleteRecord', 'deletedReservation', { id: 'dhcp_1' }, { input: { kind: 'reservation', id: 'dhcp_1', name: 'Front desk printer' } }),
      // the guest network, deleted the same way
      answered('deleteRecord', 'deletedGuest', { id: 'net_1' }, { input: { kind: 'additionalNetwork', id: 'net_1', name: 'AcmePlumbing-Guest' } }),
      unavailable('deleteRecord', 'deletePortForward', 'failed'),
    ],
  },
  ...ON_ACME,
});

// ---- DNS and the switches

const CUSTOM_DNS: DnsDraft = { customDnsEnabled: true, primaryDns: '1.1.1.1', secondaryDns: '9.9.9.9' };
const PRIVATE_DNS: DnsDraft = { customDnsEnabled: true, primaryDns: '192.168.3.1', secondaryDns: '' };

const networkDnsModel = formModel(networkDnsMachine, 'Network: DNS servers', {
  input: { equipmentId: ACME_ROUTER, customDnsEnabled: false, primaryDns: null, secondaryDns: null },
  form: { set: 'dns.set', drafts: [CUSTOM_DNS, PRIVATE_DNS], errors: (c: FormContext<DnsDraft, object>) => dnsErrors(c.draft) },
  call: ['updateDns', { customDnsEnabled: true, primaryDns: '1.1.1.1', secondaryDns: '9.9.9.9' }, 'updateDnsConfiguration'],
});

const networkToggleModel = flowModel(networkToggleMachine, 'Network: UPnP and the hotspot', {
  // UPnP, off at Acme, turned on
  input: { equipmentId: ACME_ROUTER, setting: 'upnp', enabled: true },
  events: steps('confirm', 'keep'),
  actors: {
    setToggle: [
      answered('setToggle', 'switched', { enabled: true }),
      // the hotspot, on at Acme, turned off
      answered('setToggle', 'switchedHotspot', { enabled: false }, { input: { setting: 'hotspot', enabled: false } }),
      unavailable('setToggle', 'updateRouterConfigurationUpnp', 'failed'),
    ],
  },
  ...ON_ACME,
});

// ---- factory reset

/** Small server-side timings for the walk: offline 90 s, first read after 1 s, then every second, for 2 s. */
const RESET_TIMING = { offlineSeconds: 90, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 };
const { offlineSeconds: BACK_AFTER, ...GUIDELINES } = RESET_TIMING;

const routerFactoryResetModel = flowModel(routerFactoryResetMachine, 'Network: factory reset of the router', {
  input: { equipmentId: ACME_ROUTER, deviceName: 'Front office router' },
  events: [...each('confirmation.set', 'text', ' front office ROUTER ', 'router'), ...steps('confirm', 'keep')],
  project: (c: { typed: string; deviceName: string; refused: boolean; checksLeft: number; code: unknown; outcome: unknown }) => ({
    confirmed: factoryResetConfirmed(c.typed, c.deviceName),
    refused: c.refused,
    checksLeft: c.checksLeft,
    code: c.code,
    outcome: c.outcome,
  }),
  actors: {
    factoryReset: [
      answered('factoryReset', 'resetting', {
        estimatedDateTimeCompleted: '2026-01-01T00:01:30.000Z',
        isPollingSupported: true,
        pollingGuidelines: { featureToUseForPolling: 'connectionState', ...GUIDELINES },
      }),
      faulted('factoryReset', 'failed', 'factoryResetRouter', 'SERVICE_UNAVAILABLE', { status: 503 }),
    ],
    connection: [
      answered('connection', 'offline', 'OFFLINE'),
      { name: 'online', event: { type: 'xstate.done.actor.connection', output: 'ONLINE' }, cause: { kind: 'serverClock', advanceSeconds: BACK_AFTER } },
      faulted('connection', 'failed', 'connectionState', 'SERVICE_UNAVAILABLE', { status: 503 }),
    ],
  },
  world: { ...ACME, patch: { config: { factoryReset: RESET_TIMING } } },
  verify: (outcome, steps) => {
    if (outcome === 'reset') return 'deviceOnline';
    if (outcome === 'kept' || steps.includes('factoryReset:failed')) return 'deviceUntouched';
    return 'deviceOffline'; // timed out, or a read failed while it resets
  },
});

// ---- the section

const ended = (id: string, flow: NetworkEnded['flow'], output: Record<string, unknown>) => child(id, `${flow}Ended`, { code: null, ...output });

const networkSettingsModel = flowModel(networkSettingsMachine, 'Network: the router’s network section', {
  input: { equipmentId: ACME_ROUTER, deviceName: 'Front office router' },
  events: [
    ...steps('retry', 'wifi.edit', 'forward.add', 'reservation.add', 'guest.add', 'dns.edit', 'factoryReset', 'dismiss'),
    { event: { type: 'guest.edit', id: 'net_1' } },
    { event: { type: 'record.delete', kind: 'portForward', id: 'pf_1' } },
    { event: { type: 'record.delete', kind: 'reservation', id: 'dhcp_1' } },
    { event: { type: 'record.delete', kind: 'additionalNetwork', id: 'net_1' } },
    // the card terminal has no reservation; the printer has one (refused)
    ...each('device.reserve', 'macAddress', TERMINAL_MAC, PRINTER_MAC),
    ...each('toggle', 'setting', 'upnp', 'hotspot'),
  ],
  // the network read is the same answer each time (the children are stood in): what steers is
  // whether it is there, and which child runs on what
  project: (c: { network: RouterNetwork | null; deleting: unknown; guest: unknown; reserving: unknown; switching: unknown; code: unknown }) => ({
    loaded: c.network !== null,
    deleting: c.deleting,
    guest: c.guest,
    reserving: c.reserving !== null,
    switching: c.switching,
    code: c.code,
  }),
  actors: {
    loadRouterNetwork: [answered('loadRouterNetwork', 'loaded', ACME_NETWORK), unavailable('loadRouterNetwork', 'routerNetwork')],
    wifi: [ended('wifi', 'wifi', { outcome: 'saved' })],
    forward: [ended('forward', 'forward', { outcome: 'cancelled' })],
    reservation: [ended('reservation', 'reservation', { outcome: 'cancelled' })],
    reserveDevice: [ended('reserveDevice', 'reserveDevice', { outcome: 'kept', macAddress: TERMINAL_MAC })],
    guestCreate: [ended('guestCreate', 'guestCreate', { outcome: 'cancelled' })],
    guestUpdate: [ended('guestUpdate', 'guestUpdate', { outcome: 'cancelled' })],
    delete: [ended('delete', 'delete', { outcome: 'kept', kind: 'portForward', id: 'pf_1' })],
    dns: [ended('dns', 'dns', { outcome: 'cancelled' })],
    toggle: [ended('toggle', 'toggle', { outcome: 'kept', setting: 'upnp', enabled: true })],
    factoryReset: [ended('factoryReset', 'factoryReset', { outcome: 'kept', equipmentId: ACME_ROUTER })],
  },
  ...ON_ACME,
});

export const networkModels = [
  networkSettingsModel,
  networkWifiModel,
  networkForwardCreateModel,
  networkReservationCreateModel,
  networkReserveDeviceModel,
  networkGuestCreateModel,
  networkGuestUpdateModel,
  networkRecordDeleteModel,
  networkDnsModel,
  networkToggleModel,
  routerFactoryResetModel,
];
