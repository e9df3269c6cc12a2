import { z } from 'zod/mini';
import type { DnsDraft, PortForwardDraft, ReservationDraft } from '../../domain/network';
import type { SaveGuestNetwork } from '../../../machines/network/network-guest-form';
import {
  AdditionalNetwork,
  DhcpReservation,
  FactoryResetResult,
  PortForward,
  reservationFromDevice,
  RouterNetwork,
  type ConnectedDevice,
  type NetworkSetting,
} from '../../domain/router-network';
import type { AccessPointEdit } from '../../../machines/network/network-wifi';
import type { NetworkRecordKind } from '../../../machines/network/network-record-delete';
import type { Transport } from '../transport';
import { equipmentCalls } from './equipment';

// The router's network (src/server/graphql/network.graphql), for the flows of the device
// page's network section. Every answer is parsed with the domain's schema.

const NETWORK = `query RouterNetwork($id: ID!) {
  routerNetwork(equipmentId: $id) {
    equipmentId resetting customDnsEnabled primaryDns secondaryDns upnpEnabled hotspotEnabled
    lan { routerAddress prefixLength first last }
    accessPoints { id ssid password securityMode radios { frequencyBand } }
    connectedDevices { name kind macAddress ipAddress band reservationId }
    portForwards { id name protocol externalPorts internalPorts targetAddress }
    dhcpReservations { id deviceName macAddress ipAddress }
    additionalNetworks { id ssid password securityMode broadcast enabled }
    staticIpSubnets { networkAddress prefixLength gateway firstUsable lastUsable }
  }
}`;
const ACCESS_POINTS = `mutation AccessPoints($input: UpdateRouterAccessPointsInput!) { updateRouterAccessPoints(input: $input) { equipmentId } }`;
const CREATE_FORWARD = `mutation CreateForward($input: CreatePortForwardInput!) {
  createPortForward(input: $input) { id name protocol externalPorts internalPorts targetAddress }
}`;
const DELETE_FORWARD = `mutation DeleteForward($input: DeleteNetworkRecordInput!) { deletePortForward(input: $input) { id } }`;
const CREATE_RESERVATION = `mutation CreateReservation($input: CreateDhcpReservationInput!) {
  createDhcpReservation(input: $input) { id deviceName macAddress ipAddress }
}`;
const DELETE_RESERVATION = `mutation DeleteReservation($input: DeleteNetworkRecordInput!) { deleteDhcpReservation(input: $input) { id } }`;
const GUEST = 'id ssid password securityMode broadcast enabled';
const CREATE_GUEST = `mutation CreateGuest($input: CreateAdditionalNetworkInput!) { createAdditionalNetwork(input: $input) { ${GUEST} } }`;
const UPDATE_GUEST = `mutation UpdateGuest($input: UpdateAdditionalNetworkInput!) { updateAdditionalNetwork(input: $input) { ${GUEST} } }`;
const DELETE_GUEST = `mutation DeleteGuest($input: DeleteNetworkRecordInput!) { deleteAdditionalNetwork(input: $input) { id } }`;
const DNS = `mutation Dns($input: UpdateDnsConfigurationInput!) { updateDnsConfiguration(input: $input) { customDnsEnabled primaryDns secondaryDns } }`;
const UPNP = `mutation Upnp($input: NetworkToggleInput!) { updateRouterConfigurationUpnp(input: $input) { enabled } }`;
const HOTSPOT = `mutation Hotspot($input: NetworkToggleInput!) { updateNetworkHotSpot(input: $input) { enabled } }`;
const FACTORY_RESET = `mutation FactoryReset($input: RebootEquipmentInput!) {
  factoryResetRouter(input: $input) {
    estimatedDateTimeCompleted isPollingSupported
    pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds }
  }
}`;

const NetworkAnswer = z.object({ routerNetwork: RouterNetwork });
const AccessPointsAnswer = z.object({ updateRouterAccessPoints: z.object({ equipmentId: z.string() }) });
const CreateForwardAnswer = z.object({ createPortForward: PortForward });
const CreateReservationAnswer = z.object({ createDhcpReservation: DhcpReservation });
const Deleted = z.object({ id: z.string() });
const DeleteForwardAnswer = z.object({ deletePortForward: Deleted });
const DeleteReservationAnswer = z.object({ deleteDhcpReservation: Deleted });
const CreateGuestAnswer = z.object({ createAdditionalNetwork: AdditionalNetwork });
const UpdateGuestAnswer = z.object({ updateAdditionalNetwork: AdditionalNetwork });
const DeleteGuestAnswer = z.object({ deleteAdditionalNetwork: Deleted });
const Dns = z.object({ customDnsEnabled: z.boolean(), primaryDns: z.nullable(z.string()), secondaryDns: z.nullable(z.string()) });
const DnsAnswer = z.object({ updateDnsConfiguration: Dns });
const Toggle = z.object({ enabled: z.boolean() });
const UpnpAnswer = z.object({ updateRouterConfigurationUpnp: Toggle });
const HotspotAnswer = z.object({ updateNetworkHotSpot: Toggle });
const FactoryResetAnswer = z.object({ factoryResetRouter: FactoryResetResult });

/** The network section's calls: the read, each write, the factory reset and the connection read that follows it. */
export function networkCalls(transport: Transport) {
  const createReservation = async (equipmentId: string, draft: ReservationDraft) =>
    (await transport.graph(CREATE_RESERVATION, CreateReservationAnswer, { input: { equipmentId, ...draft } })).createDhcpReservation;
  return {
    loadRouterNetwork: async (input: { equipmentId: string }) => (await transport.graph(NETWORK, NetworkAnswer, { id: input.equipmentId })).routerNetwork,
    updateAccessPoints: async (input: { equipmentId: string; accessPoints: AccessPointEdit[] }) =>
      (await transport.graph(ACCESS_POINTS, AccessPointsAnswer, { input })).updateRouterAccessPoints,
    createPortForward: async (input: { equipmentId: string; draft: PortForwardDraft }) =>
      (await transport.graph(CREATE_FORWARD, CreateForwardAnswer, { input: { equipmentId: input.equipmentId, ...input.draft } })).createPortForward,
    createDhcpReservation: async (input: { equipmentId: string; draft: ReservationDraft }) => createReservation(input.equipmentId, input.draft),
    reserveDevice: async (input: { equipmentId: string; device: ConnectedDevice }) => createReservation(input.equipmentId, reservationFromDevice(input.device)),
    createAdditionalNetwork: async ({ equipmentId, draft }: SaveGuestNetwork) =>
      (await transport.graph(CREATE_GUEST, CreateGuestAnswer, { input: { equipmentId, ...draft } })).createAdditionalNetwork,
    updateAdditionalNetwork: async ({ equipmentId, id, draft }: SaveGuestNetwork) =>
      (await transport.graph(UPDATE_GUEST, UpdateGuestAnswer, { input: { equipmentId, id, ...draft } })).updateAdditionalNetwork,
    deleteNetworkRecord: async ({ kind, ...input }: { equipmentId: string; kind: NetworkRecordKind; id: string }) => {
      if (kind === 'portForward') return (await transport.graph(DELETE_FORWARD, DeleteForwardAnswer, { input })).deletePortForward;
      if (kind === 'reservation') return (await transport.graph(DELETE_RESERVATION, DeleteReservationAnswer, { input })).deleteDhcpReservation;
      return (await transport.graph(DELETE_GUEST, DeleteGuestAnswer, { input })).deleteAdditionalNetwork;
    },
    updateDns: async (input: { equipmentId: string; draft: DnsDraft }) =>
      (await transport.graph(DNS, DnsAnswer, { input: { equipmentId: input.equipmentId, ...input.draft } })).updateDnsConfiguration,
    setNetworkToggle: async ({ setting, ...input }: { equipmentId: string; setting: NetworkSetting; enabled: boolean }) =>
      setting === 'upnp'
        ? (await transport.graph(UPNP, UpnpAnswer, { input })).updateRouterConfigurationUpnp
        : (await transport.graph(HOTSPOT, HotspotAnswer, { input })).updateNetworkHotSpot,
    factoryResetRouter: async (input: { equipmentId: string }) => (await transport.graph(FACTORY_RESET, FactoryResetAnswer, { input })).factoryResetRouter,
    checkConnection: equipmentCalls(transport).checkConnection,
  };
}
