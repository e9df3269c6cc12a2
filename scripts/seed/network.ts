import type { EquipmentRecord } from '../../src/server/store/records';
import { accessPointErrors, dnsErrors, formatIpv4, hasErrors, parseIpv4, portForwardErrors, reservationErrors } from '../../src/domain/network';
import type { Ids } from './ids';
import { alnum, hexDigits, int, pick, rngFor } from './prng';

// The business network behind each demo router: two access points (one per band),
// a guest network, the devices a small business has on its LAN (a printer, cameras, card
// terminals, computers, phones), forwards for the cameras and reservations for what they point
// at. Addresses are private (192.168.<subnet>.x, the site's LAN) or documentation ranges
// (203.0.113.x for static subnets), and every record passes the rules of src/domain/network.ts
// (checked below, so a change to the rules that the seed breaks stops the generator).

type Router = NonNullable<EquipmentRecord['components']['router']>;
type Device = Router['connectedDevices'][number];
export type RouterNetwork = Omit<Router, 'wanIpV4Address' | 'wanIpV6Address' | 'macAddress' | 'managementStatus'>;

// the makers' first three octets (real OUIs of printer, camera, terminal and laptop makers)
const DEVICES: readonly (Omit<Device, 'macAddress' | 'ipAddress'> & { oui: string; host: number | null })[] = [
  { name: 'Front desk printer', kind: 'PRINTER', band: 'ETHERNET', oui: '00:1B:A9', host: 110 },
  { name: 'Door camera', kind: 'CAMERA', band: '2.4GHz', oui: '4C:11:BF', host: 120 },
  { name: 'Stockroom camera', kind: 'CAMERA', band: '2.4GHz', oui: '4C:11:BF', host: 121 },
  { name: 'Card terminal 1', kind: 'TERMINAL', band: '5GHz', oui: '00:0B:4F', host: null },
  { name: 'Card terminal 2', kind: 'TERMINAL', band: '5GHz', oui: '00:0B:4F', host: null },
  { name: 'Office laptop', kind: 'COMPUTER', band: '5GHz', oui: '3C:22:FB', host: null },
  { name: "Manager's phone", kind: 'PHONE', band: '5GHz', oui: 'F0:99:B6', host: null },
];

const WORDS = ['harbor', 'copper', 'maple', 'lantern', 'granite', 'meadow', 'cobalt', 'willow', 'summit', 'ember'];
const passphrase = (rng: () => number): string => `${pick(rng, WORDS)}-${pick(rng, WORDS)}-${alnum(rng, 6)}`;

export interface NetworkPlan {
  /** the account rents a block of static public addresses (shown read-only) */
  staticIpSubnet?: boolean;
}

/** The router's managed network, from a stream of its own so the equipment's identifiers do not move. */
export function routerNetwork(ctx: { ids: Ids; ssid: string; subnet: number; routerNumber: string; plan: NetworkPlan }): RouterNetwork {
  const rng = rngFor(`${ctx.ssid}/network`);
  const lan = { routerAddress: `192.168.${ctx.subnet}.1`, prefixLength: 24 };
  const base = parseIpv4(lan.routerAddress)! - 1;
  let dynamic = 150;
  const count = int(rng, 5, DEVICES.length);
  const devices: Device[] = DEVICES.slice(0, count).map(({ oui, host, ...device }) => ({
    ...device,
    macAddress: `${oui}:${(hexDigits(rng, 6).match(/../g) ?? []).join(':')}`,
    ipAddress: formatIpv4(base + (host ?? (dynamic += int(rng, 1, 4)))),
  }));
  const [printer, doorCamera, stockroomCamera] = devices as [Device, Device, Device];

  const reservations = [printer, doorCamera, stockroomCamera].map((d) => ({
    id: ctx.ids.next('dhcpReservations'),
    deviceName: d.name,
    macAddress: d.macAddress,
    ipAddress: d.ipAddress,
  }));
  const forwards = [
    { name: 'Door camera viewer', protocol: 'TCP' as const, externalPorts: '8443', internalPorts: '443', targetAddress: doorCamera.ipAddress },
    {
      name: 'Stockroom camera stream',
      protocol: 'BOTH' as const,
      externalPorts: '8554-8555',
      internalPorts: '554-555',
      targetAddress: stockroomCamera.ipAddress,
    },
  ].map((f) => ({ id: ctx.ids.next('portForwards'), ...f }));

  const customDns = rng() < 0.3;
  const network: RouterNetwork = {
    lan,
    accessPoints: [
      {
        id: `ap_${ctx.routerNumber}_1`,
        ssid: ctx.ssid,
        passphrase: passphrase(rng),
        securityMode: 'WPA2_WPA3_PERSONAL',
        radios: [{ frequencyBand: '2.4GHz' }],
      },
      {
        id: `ap_${ctx.routerNumber}_2`,
        ssid: `${ctx.ssid}-5G`,
        passphrase: passphrase(rng),
        securityMode: 'WPA3_PERSONAL',
        radios: [{ frequencyBand: '5GHz' }],
      },
    ],
    customDnsEnabled: customDns,
    primaryDns: customDns ? '1.1.1.1' : null,
    secondaryDns: customDns ? '1.0.0.1' : null,
    upnpEnabled: rng() < 0.3,
    hotspotEnabled: rng() < 0.5,
    connectedDevices: devices,
    portForwards: forwards,
    dhcpReservations: reservations,
    additionalNetworks: [
      {
        id: ctx.ids.next('additionalNetworks'),
        ssid: `${ctx.ssid}-Guest`,
        passphrase: passphrase(rng),
        securityMode: 'WPA2_PERSONAL',
        broadcast: true,
        enabled: true,
      },
    ],
    staticIpSubnets: ctx.plan.staticIpSubnet
      ? [{ networkAddress: '203.0.113.48', prefixLength: 29, gateway: '203.0.113.54', firstUsable: '203.0.113.49', lastUsable: '203.0.113.53' }]
      : [],
    factoryResetUntil: null,
  };
  checkNetwork(network, ctx.ssid);
  return network;
}

/** Each seeded record passes the rules a new one would meet, against the others already there. */
function checkNetwork(network: RouterNetwork, where: string): void {
  const fail = (what: string, errors: object) => {
    if (hasErrors(errors)) throw new Error(`${where}: seeded ${what} breaks the network rules: ${JSON.stringify(errors)}`);
  };
  for (const ap of [...network.accessPoints, ...network.additionalNetworks]) fail(`network ${ap.ssid}`, accessPointErrors({ ...ap, password: ap.passphrase }));
  network.portForwards.forEach((f, i) => fail(`forward ${f.name}`, portForwardErrors(f, { lan: network.lan, portForwards: network.portForwards.slice(0, i) })));
  network.dhcpReservations.forEach((r, i) =>
    fail(`reservation ${r.deviceName}`, reservationErrors(r, { lan: network.lan, dhcpReservations: network.dhcpReservations.slice(0, i) })),
  );
  fail('DNS', dnsErrors({ customDnsEnabled: network.customDnsEnabled, primaryDns: network.primaryDns ?? '', secondaryDns: network.secondaryDns ?? '' }));
}
