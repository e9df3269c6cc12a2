import { z } from 'zod/mini';
import { PollingGuidelines } from './equipment';
import { Protocol, SecurityMode } from './network';

// The router's network as the `routerNetwork` query answers it (src/server/graphql/network.graphql;
// spec platform §3): the LAN, the Wi-Fi access points, connected devices, forwards, reservations,
// DNS, the switches, the additional networks and static IP subnets. The flows of the device page's
// network section read it (machines/network/network-*.ts); the field rules are ./network.ts.

const RouterLan = z.object({ routerAddress: z.string(), prefixLength: z.number(), first: z.string(), last: z.string() });
export const WifiAccessPoint = z.object({
  id: z.string(),
  ssid: z.string(),
  /** the WPA passphrase: shown on request only */
  password: z.string(),
  securityMode: SecurityMode,
  radios: z.array(z.object({ frequencyBand: z.string() })),
});
export type WifiAccessPoint = z.infer<typeof WifiAccessPoint>;

const CONNECTED_BANDS = ['2.4GHz', '5GHz', '6GHz', 'ETHERNET'] as const;
export const ConnectedDevice = z.object({
  name: z.string(),
  kind: z.string(),
  macAddress: z.string(),
  ipAddress: z.string(),
  band: z.enum(CONNECTED_BANDS),
  reservationId: z.nullable(z.string()),
});
export type ConnectedDevice = z.infer<typeof ConnectedDevice>;

export const PortForward = z.object({
  id: z.string(),
  name: z.string(),
  protocol: Protocol,
  externalPorts: z.string(),
  internalPorts: z.string(),
  targetAddress: z.string(),
});
export type PortForward = z.infer<typeof PortForward>;

export const DhcpReservation = z.object({ id: z.string(), deviceName: z.string(), macAddress: z.string(), ipAddress: z.string() });
export type DhcpReservation = z.infer<typeof DhcpReservation>;

export const AdditionalNetwork = z.object({
  id: z.string(),
  ssid: z.string(),
  password: z.string(),
  securityMode: SecurityMode,
  broadcast: z.boolean(),
  enabled: z.boolean(),
});
export type AdditionalNetwork = z.infer<typeof AdditionalNetwork>;

const StaticIpSubnet = z.object({
  networkAddress: z.string(),
  prefixLength: z.number(),
  gateway: z.string(),
  firstUsable: z.string(),
  lastUsable: z.string(),
});
type StaticIpSubnet = z.infer<typeof StaticIpSubnet>;

export const RouterNetwork = z.object({
  equipmentId: z.string(),
  lan: RouterLan,
  accessPoints: z.array(WifiAccessPoint),
  customDnsEnabled: z.boolean(),
  primaryDns: z.nullable(z.string()),
  secondaryDns: z.nullable(z.string()),
  upnpEnabled: z.boolean(),
  hotspotEnabled: z.boolean(),
  connectedDevices: z.array(ConnectedDevice),
  portForwards: z.array(PortForward),
  dhcpReservations: z.array(DhcpReservation),
  additionalNetworks: z.array(AdditionalNetwork),
  staticIpSubnets: z.array(StaticIpSubnet),
  /** a factory reset is in progress: no setting can be changed */
  resetting: z.boolean(),
});
export type RouterNetwork = z.infer<typeof RouterNetwork>;

export const FactoryResetResult = z.object({
  estimatedDateTimeCompleted: z.string(),
  isPollingSupported: z.boolean(),
  // the router is always followed back (docs/decisions/044-factory-reset.md): an answer without guidance is not one the portal can use
  pollingGuidelines: PollingGuidelines,
});
export type FactoryResetResult = z.infer<typeof FactoryResetResult>;

/** The switches the section turns on and off, each its own mutation. */
export type NetworkSetting = 'upnp' | 'hotspot';

/** Why no setting of the router can be changed now: a factory reset is under way (the server answers CONFLICT network.resetting). */
export const networkWriteRefusal = (network: Pick<RouterNetwork, 'resetting'>): 'network.resetting' | null => (network.resetting ? 'network.resetting' : null);

/**
 * spec platform §3 (factory reset is the last resort): the reset is confirmed by typing the
 * device's name, as shown on the page; case and the spaces around it do not matter.
 */
export const factoryResetConfirmed = (typed: string, deviceName: string): boolean =>
  typed.trim().toLocaleLowerCase('en-US') === deviceName.trim().toLocaleLowerCase('en-US') && deviceName.trim() !== '';

/**
 * What a factory reset puts back (docs/decisions/044-factory-reset.md): the provider's defaults, no forwards,
 * reservations, additional networks, custom DNS, UPnP or hotspot; the Wi-Fi names and passphrases
 * stay. A new object each time, since the store keeps the lists it is given.
 */
export const factoryDefaults = (): Pick<
  RouterNetwork,
  'portForwards' | 'dhcpReservations' | 'additionalNetworks' | 'customDnsEnabled' | 'primaryDns' | 'secondaryDns' | 'upnpEnabled' | 'hotspotEnabled'
> => ({
  portForwards: [],
  dhcpReservations: [],
  additionalNetworks: [],
  customDnsEnabled: false,
  primaryDns: null,
  secondaryDns: null,
  upnpEnabled: false,
  hotspotEnabled: false,
});

/** "Reserve this address" for a connected device: the device's own name, MAC and address (one step, from the list). */
export const reservationFromDevice = (device: ConnectedDevice) => ({
  deviceName: device.name.slice(0, 32),
  macAddress: device.macAddress,
  ipAddress: device.ipAddress,
});
