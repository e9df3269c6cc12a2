import { beforeAll, describe, expect, it } from 'vitest';
import { storeOnDisk } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';

// The router's network settings through the GraphQL API: every field rule of
// src/domain/network.ts at its bounds, overlapping forwards, duplicate reservations, STANDARD
// users refused (spec platform §6), another account's router refused, and a refused write
// changes nothing, in the live store and on disk. Wi-Fi passphrases never reach the log.

const backend = backendPerFile();

const NETWORK = `query($id: ID!) { routerNetwork(equipmentId: $id) {
  equipmentId lan { routerAddress prefixLength first last } resetting
  accessPoints { id ssid password securityMode radios { frequencyBand } }
  customDnsEnabled primaryDns secondaryDns upnpEnabled hotspotEnabled
  connectedDevices { name kind macAddress ipAddress band reservationId }
  portForwards { id name protocol externalPorts internalPorts targetAddress }
  dhcpReservations { id deviceName macAddress ipAddress }
  additionalNetworks { id ssid password securityMode broadcast enabled }
  staticIpSubnets { networkAddress prefixLength gateway firstUsable lastUsable } } }`;

const M = {
  accessPoints: 'mutation($input: UpdateRouterAccessPointsInput!) { updateRouterAccessPoints(input: $input) { equipmentId } }',
  createForward:
    'mutation($input: CreatePortForwardInput!) { createPortForward(input: $input) { id name protocol externalPorts internalPorts targetAddress } }',
  deleteForward: 'mutation($input: DeleteNetworkRecordInput!) { deletePortForward(input: $input) { id } }',
  createReservation: 'mutation($input: CreateDhcpReservationInput!) { createDhcpReservation(input: $input) { id deviceName macAddress ipAddress } }',
  deleteReservation: 'mutation($input: DeleteNetworkRecordInput!) { deleteDhcpReservation(input: $input) { id } }',
  dns: 'mutation($input: UpdateDnsConfigurationInput!) { updateDnsConfiguration(input: $input) { customDnsEnabled primaryDns secondaryDns } }',
  upnp: 'mutation($input: NetworkToggleInput!) { updateRouterConfigurationUpnp(input: $input) { enabled } }',
  hotspot: 'mutation($input: NetworkToggleInput!) { updateNetworkHotSpot(input: $input) { enabled } }',
  createGuest: 'mutation($input: CreateAdditionalNetworkInput!) { createAdditionalNetwork(input: $input) { id ssid password securityMode broadcast enabled } }',
  updateGuest: 'mutation($input: UpdateAdditionalNetworkInput!) { updateAdditionalNetwork(input: $input) { id ssid password securityMode broadcast enabled } }',
  deleteGuest: 'mutation($input: DeleteNetworkRecordInput!) { deleteAdditionalNetwork(input: $input) { id } }',
  factoryReset:
    'mutation($input: RebootEquipmentInput!) { factoryResetRouter(input: $input) { estimatedDateTimeCompleted isPollingSupported pollingGuidelines { startDelaySeconds intervalSeconds durationSeconds } } }',
};

interface Router {
  equipmentId: string;
  lan: { routerAddress: string; first: string; last: string };
  accessPoints: { id: string; ssid: string; password: string; securityMode: string }[];
  portForwards: { id: string; protocol: string; externalPorts: string; targetAddress: string }[];
  dhcpReservations: { id: string; macAddress: string; ipAddress: string }[];
  connectedDevices: { macAddress: string; ipAddress: string; reservationId: string | null }[];
  additionalNetworks: { id: string; ssid: string; password: string; securityMode: string; broadcast: boolean; enabled: boolean }[];
  staticIpSubnets: unknown[];
  customDnsEnabled: boolean;
  upnpEnabled: boolean;
  hotspotEnabled: boolean;
  resetting: boolean;
}

/** The router ids of Acme (the caller's) and of another account, read from the seed. */
let acmeRouter: string;
let otherRouter: string;
let prefix: string; // Acme's LAN, "192.168.n."
beforeAll(async () => {
  const store = await control.store(backend.url);
  const accountOf = (username: string) => store.users.find((u: { username: string }) => u.username === username).accountId;
  const routerOf = (accountId: string) =>
    store.equipment.find((e: { accountId: string; equipmentType: string }) => e.accountId === accountId && e.equipmentType === 'ROUTER');
  const acme = routerOf(accountOf('owner@acme.example'));
  acmeRouter = acme.id;
  prefix = acme.components.router.lan.routerAddress.replace(/1$/, '');
  otherRouter = routerOf(accountOf('autopay@brightline.example')).id;
});

const snapshot = async () => ({ live: (await new Client(backend.url).request('GET', '/__control/store')).text, file: storeOnDisk(backend.dbFile) });

async function read(client: Client, id = acmeRouter): Promise<Router> {
  const reply = await client.gql(NETWORK, { id });
  expect(reply.body.errors, reply.text).toBeUndefined();
  return reply.body.data.routerNetwork;
}

/** A write refused with this code (and issues), leaving the store exactly as it was. */
async function refused(
  client: Client,
  mutation: string,
  input: Record<string, unknown>,
  code: string,
  issues?: { path: (string | number)[]; message: string }[],
) {
  const before = await snapshot();
  const reply = await client.gql(mutation, { input });
  const error = reply.body.errors?.[0];
  expect(error?.extensions?.code, reply.text).toBe(code);
  if (issues) expect(error?.extensions?.issues?.map(({ path, message }) => ({ path, message }))).toEqual(issues);
  expect(await snapshot()).toEqual(before);
}

async function done<T = any>(client: Client, mutation: string, input: Record<string, unknown>): Promise<T> {
  const reply = await client.gql(mutation, { input });
  expect(reply.body.errors, reply.text).toBeUndefined();
  return Object.values(reply.body.data as object)[0] as T;
}

const owner = () => signedIn(backend.url, 'owner@acme.example');
const forward = (patch: Record<string, unknown> = {}) => ({
  equipmentId: acmeRouter,
  name: 'Back office NVR',
  protocol: 'TCP',
  externalPorts: '9443',
  internalPorts: '443',
  targetAddress: `${prefix}200`,
  ...patch,
});
const reservation = (patch: Record<string, unknown> = {}) => ({
  equipmentId: acmeRouter,
  deviceName: 'Label printer',
  macAddress: '00:1b:a9:10:20:30',
  ipAddress: `${prefix}210`,
  ...patch,
});

describe('reading the network', () => {
  it('an owner reads the seeded network: both bands, passphrases, devices, forwards, reservations, static subnet', async () => {
    const router = await read(await owner());
    expect(router.lan).toEqual({ routerAddress: `${prefix}1`, prefixLength: 24, first: `${prefix}2`, last: `${prefix}254` });
    expect(router.accessPoints).toHaveLength(2);
    expect(router.accessPoints.every((ap) => ap.password.length >= 8)).toBe(true);
    expect(router.portForwards.length).toBeGreaterThanOrEqual(2);
    expect(router.dhcpReservations.length).toBeGreaterThanOrEqual(2);
    expect(router.staticIpSubnets).toHaveLength(1);
    expect(router.additionalNetworks).toHaveLength(1);
    const reserved = router.connectedDevices.filter((d) => d.reservationId);
    expect(reserved.length).toBe(router.dhcpReservations.length);
    expect(router.resetting).toBe(false);
  });

  it('a STANDARD user is refused (network management is hidden for them) and another account’s router is not found', async () => {
    const staff = await signedIn(backend.url, 'staff@acme.example');
    const reply = await staff.gql(NETWORK, { id: acmeRouter });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reply.body.errors?.[0]?.extensions?.issues?.[0]?.message).toBe('network.notForStandard');
    expect(reply.text).not.toContain('password');
    const other = await (await owner()).gql(NETWORK, { id: otherRouter });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('admin, billing and child users of the account manage it (only STANDARD is named by the spec)', async () => {
    for (const username of ['admin@acme.example', 'billing@acme.example'])
      expect((await read(await signedIn(backend.url, username))).equipmentId).toBe(acmeRouter);
  });
});

describe('Wi-Fi access points: SSID 1–32 bytes, passphrase 8–63 printable characters', () => {
  const ap = async (client: Client, index: number, patch: Record<string, unknown>) => {
    const { id, ssid, password, securityMode } = (await read(client)).accessPoints[index]!;
    return { equipmentId: acmeRouter, accessPoints: [{ id, ssid, password, securityMode, ...patch }] };
  };

  it('saves each band at the bounds, and keeps the passphrase out of the log', async () => {
    const client = await owner();
    const ssid = 'é'.repeat(16); // 32 bytes
    const password = `~${'k'.repeat(61)} `; // 63 printable characters
    await done(client, M.accessPoints, await ap(client, 0, { ssid, password, securityMode: 'WPA3_PERSONAL' }));
    await done(client, M.accessPoints, await ap(client, 1, { ssid: 'S', password: 'eightch!' }));
    const [first, second] = (await read(client)).accessPoints;
    expect(first).toMatchObject({ ssid, password, securityMode: 'WPA3_PERSONAL' });
    expect(second).toMatchObject({ ssid: 'S', password: 'eightch!' });
    expect(backend.output()).not.toContain('kkkkkkkk');
  });

  it('refuses each rule one past its bound, changing nothing', async () => {
    const client = await owner();
    const issue = (field: string, message: string) => [{ path: ['accessPoints', 0, field], message }];
    await refused(client, M.accessPoints, await ap(client, 0, { ssid: '' }), 'VALIDATION_FAILED', issue('ssid', 'ssid.required'));
    await refused(client, M.accessPoints, await ap(client, 0, { ssid: `${'é'.repeat(16)}a` }), 'VALIDATION_FAILED', issue('ssid', 'ssid.tooLong'));
    await refused(client, M.accessPoints, await ap(client, 0, { ssid: 'Off\u0007ice' }), 'VALIDATION_FAILED', issue('ssid', 'text.characters'));
    await refused(client, M.accessPoints, await ap(client, 0, { password: 'k'.repeat(7) }), 'VALIDATION_FAILED', issue('password', 'passphrase.tooShort'));
    await refused(client, M.accessPoints, await ap(client, 0, { password: 'k'.repeat(64) }), 'VALIDATION_FAILED', issue('password', 'passphrase.tooLong'));
    await refused(client, M.accessPoints, await ap(client, 0, { password: 'pässwörd1' }), 'VALIDATION_FAILED', issue('password', 'passphrase.characters'));
    await refused(client, M.accessPoints, await ap(client, 0, { securityMode: 'WEP' }), 'VALIDATION_FAILED', issue('securityMode', 'securityMode.invalid'));
    await refused(client, M.accessPoints, await ap(client, 0, { id: 'ap_999_1' }), 'VALIDATION_FAILED', [
      { path: ['accessPoints', 0, 'id'], message: 'accessPoint.unknown' },
    ]);
  });
});

describe('port forwards: ports 1–65535, target inside the LAN, no overlap on a shared protocol', () => {
  it('creates at the bounds (port 1 and 65535, a range), then deletes', async () => {
    const client = await owner();
    const low = await done(client, M.createForward, forward({ externalPorts: '1', internalPorts: '65535', targetAddress: `${prefix}2` }));
    expect(low).toMatchObject({ externalPorts: '1', internalPorts: '65535', targetAddress: `${prefix}2` });
    const range = await done(
      client,
      M.createForward,
      forward({ externalPorts: '65530 - 65535', internalPorts: '1-6', protocol: 'UDP', targetAddress: `${prefix}254` }),
    );
    expect(range).toMatchObject({ id: expect.stringMatching(/^pf_\d+$/), externalPorts: '65530-65535', internalPorts: '1-6' });
    expect((await read(client)).portForwards.map((f) => f.id)).toEqual(expect.arrayContaining([low.id, range.id]));
    expect(await done(client, M.deleteForward, { equipmentId: acmeRouter, id: low.id })).toEqual({ id: low.id });
    expect((await read(client)).portForwards.map((f) => f.id)).not.toContain(low.id);
    await refused(client, M.deleteForward, { equipmentId: acmeRouter, id: low.id }, 'NOT_FOUND');
  });

  it('refuses ports, order, lengths and addresses at their bounds', async () => {
    const client = await owner();
    const v = (field: string, message: string) => [{ path: [field], message }];
    await refused(client, M.createForward, forward({ externalPorts: '0' }), 'VALIDATION_FAILED', v('externalPorts', 'port.range'));
    await refused(client, M.createForward, forward({ internalPorts: '65536' }), 'VALIDATION_FAILED', v('internalPorts', 'port.range'));
    await refused(
      client,
      M.createForward,
      forward({ externalPorts: '9010-9000', internalPorts: '9000-9010' }),
      'VALIDATION_FAILED',
      v('externalPorts', 'port.order'),
    );
    await refused(client, M.createForward, forward({ externalPorts: '9000-9001' }), 'VALIDATION_FAILED', v('internalPorts', 'port.internalLength'));
    await refused(client, M.createForward, forward({ externalPorts: '80,443' }), 'VALIDATION_FAILED', v('externalPorts', 'port.format'));
    await refused(client, M.createForward, forward({ targetAddress: `${prefix}255` }), 'VALIDATION_FAILED', v('targetAddress', 'ip.reserved'));
    await refused(client, M.createForward, forward({ targetAddress: `${prefix}1` }), 'VALIDATION_FAILED', v('targetAddress', 'ip.reserved'));
    await refused(client, M.createForward, forward({ targetAddress: '10.9.9.9' }), 'VALIDATION_FAILED', v('targetAddress', 'ip.outsideLan'));
    await refused(client, M.createForward, forward({ targetAddress: `${prefix}300` }), 'VALIDATION_FAILED', v('targetAddress', 'ip.format'));
    await refused(client, M.createForward, forward({ name: 'x'.repeat(33) }), 'VALIDATION_FAILED', v('name', 'forwardName.tooLong'));
    await refused(client, M.createForward, forward({ protocol: 'ICMP' }), 'VALIDATION_FAILED', v('protocol', 'protocol.invalid'));
  });

  it('refuses an overlap with a seeded forward on a shared protocol, not on another protocol', async () => {
    const client = await owner();
    const seeded = (await read(client)).portForwards.find((f) => f.protocol === 'TCP')!; // the door camera, TCP 8443
    await refused(client, M.createForward, forward({ externalPorts: seeded.externalPorts }), 'VALIDATION_FAILED', [
      { path: ['externalPorts'], message: 'portForward.overlap' },
    ]);
    await refused(client, M.createForward, forward({ externalPorts: seeded.externalPorts, protocol: 'BOTH' }), 'VALIDATION_FAILED', [
      { path: ['externalPorts'], message: 'portForward.overlap' },
    ]);
    expect(await done(client, M.createForward, forward({ externalPorts: seeded.externalPorts, protocol: 'UDP' }))).toMatchObject({ protocol: 'UDP' });
  });
});

describe('DHCP reservations: inside the LAN, one per address and per MAC', () => {
  it('saves the MAC normalised, and shows the device reserved; then deletes', async () => {
    const client = await owner();
    const network = await read(client);
    const unreserved = network.connectedDevices.find((d) => !d.reservationId)!;
    const made = await done(
      client,
      M.createReservation,
      reservation({ macAddress: unreserved.macAddress.toLowerCase().replace(/:/g, '-'), ipAddress: unreserved.ipAddress }),
    );
    expect(made).toMatchObject({ macAddress: unreserved.macAddress, ipAddress: unreserved.ipAddress, id: expect.stringMatching(/^dhcp_\d+$/) });
    expect((await read(client)).connectedDevices.find((d) => d.macAddress === unreserved.macAddress)?.reservationId).toBe(made.id);
    expect(await done(client, M.deleteReservation, { equipmentId: acmeRouter, id: made.id })).toEqual({ id: made.id });
    await refused(client, M.deleteReservation, { equipmentId: acmeRouter, id: made.id }, 'NOT_FOUND');
  });

  it('refuses a duplicate address or MAC (however spelt), and bad fields', async () => {
    const client = await owner();
    const taken = (await read(client)).dhcpReservations[0]!;
    const v = (field: string, message: string) => [{ path: [field], message }];
    await refused(
      client,
      M.createReservation,
      reservation({ ipAddress: taken.ipAddress }),
      'VALIDATION_FAILED',
      v('ipAddress', 'reservation.duplicateAddress'),
    );
    await refused(
      client,
      M.createReservation,
      reservation({ macAddress: taken.macAddress.replace(/:/g, '').toLowerCase() }),
      'VALIDATION_FAILED',
      v('macAddress', 'reservation.duplicateMac'),
    );
    await refused(client, M.createReservation, reservation({ macAddress: 'FF:FF:FF:FF:FF:FF' }), 'VALIDATION_FAILED', v('macAddress', 'mac.notUnicast'));
    await refused(client, M.createReservation, reservation({ macAddress: '00:1b:a9:10:20' }), 'VALIDATION_FAILED', v('macAddress', 'mac.format'));
    await refused(client, M.createReservation, reservation({ ipAddress: `${prefix}0` }), 'VALIDATION_FAILED', v('ipAddress', 'ip.reserved'));
    await refused(client, M.createReservation, reservation({ ipAddress: '192.0.2.1' }), 'VALIDATION_FAILED', v('ipAddress', 'ip.outsideLan'));
    await refused(client, M.createReservation, reservation({ deviceName: '' }), 'VALIDATION_FAILED', v('deviceName', 'deviceName.required'));
  });
});

describe('additional (guest) networks: the Wi-Fi rules, a name of its own, at most four', () => {
  const guest = (patch: Record<string, unknown> = {}) => ({
    equipmentId: acmeRouter,
    ssid: 'Acme Waiting Room',
    password: 'sunlit-harbor-42',
    securityMode: 'WPA2_WPA3_PERSONAL',
    broadcast: true,
    enabled: true,
    ...patch,
  });

  it('creates at the bounds, updates (keeping its own name), and deletes; the passphrase stays out of the log', async () => {
    const client = await owner();
    const ssid = 'ñ'.repeat(16); // 32 bytes
    const password = `${'q'.repeat(62)}~`; // 63 printable characters
    const made = await done(client, M.createGuest, guest({ ssid, password, broadcast: false }));
    expect(made).toEqual({ id: expect.stringMatching(/^net_\d+$/), ssid, password, securityMode: 'WPA2_WPA3_PERSONAL', broadcast: false, enabled: true });
    const short = await done(client, M.createGuest, guest({ ssid: 'G', password: 'eight ch' }));
    expect(short).toMatchObject({ ssid: 'G', password: 'eight ch' });
    const changed = await done(client, M.updateGuest, {
      ...guest({ ssid, password: 'changed-pass', enabled: false, securityMode: 'WPA3_PERSONAL' }),
      id: made.id,
    });
    expect(changed).toEqual({ id: made.id, ssid, password: 'changed-pass', securityMode: 'WPA3_PERSONAL', broadcast: true, enabled: false });
    expect((await read(client)).additionalNetworks.find((n) => n.id === made.id)).toEqual(changed);
    expect(await done(client, M.deleteGuest, { equipmentId: acmeRouter, id: made.id })).toEqual({ id: made.id });
    expect((await read(client)).additionalNetworks.map((n) => n.id)).not.toContain(made.id);
    await refused(client, M.deleteGuest, { equipmentId: acmeRouter, id: made.id }, 'NOT_FOUND');
    await refused(client, M.updateGuest, { ...guest(), id: made.id }, 'NOT_FOUND');
    expect(backend.output()).not.toContain('qqqqqqqq');
  });

  it('refuses each rule one past its bound, and a name another network of the router has, changing nothing', async () => {
    const client = await owner();
    const network = await read(client);
    const seeded = network.additionalNetworks[0]!;
    const v = (field: string, message: string) => [{ path: [field], message }];
    await refused(client, M.createGuest, guest({ ssid: '' }), 'VALIDATION_FAILED', v('ssid', 'ssid.required'));
    await refused(client, M.createGuest, guest({ ssid: `${'ñ'.repeat(16)}a` }), 'VALIDATION_FAILED', v('ssid', 'ssid.tooLong'));
    await refused(client, M.createGuest, guest({ password: 'q'.repeat(7) }), 'VALIDATION_FAILED', v('password', 'passphrase.tooShort'));
    await refused(client, M.createGuest, guest({ password: 'q'.repeat(64) }), 'VALIDATION_FAILED', v('password', 'passphrase.tooLong'));
    await refused(client, M.createGuest, guest({ password: 'contraseña1' }), 'VALIDATION_FAILED', v('password', 'passphrase.characters'));
    await refused(client, M.createGuest, guest({ securityMode: 'OPEN' }), 'VALIDATION_FAILED', v('securityMode', 'securityMode.invalid'));
    await refused(client, M.createGuest, guest({ ssid: network.accessPoints[0]!.ssid }), 'VALIDATION_FAILED', v('ssid', 'ssid.taken'));
    await refused(client, M.createGuest, guest({ ssid: seeded.ssid }), 'VALIDATION_FAILED', v('ssid', 'ssid.taken'));
    await refused(client, M.updateGuest, { ...guest({ password: 'q'.repeat(64) }), id: seeded.id }, 'VALIDATION_FAILED', v('password', 'passphrase.tooLong'));
    await refused(client, M.updateGuest, { ...guest({ ssid: network.accessPoints[1]!.ssid }), id: seeded.id }, 'VALIDATION_FAILED', v('ssid', 'ssid.taken'));
    await refused(client, M.createGuest, { ...guest(), passphrase: 'sunlit-harbor-42' }, 'VALIDATION_FAILED');
    // SSIDs are case-sensitive: another spelling is another name
    expect(await done(client, M.createGuest, guest({ ssid: seeded.ssid.toUpperCase() }))).toMatchObject({ ssid: seeded.ssid.toUpperCase() });
  });

  it('a router broadcasts at most four: the fifth is refused', async () => {
    await control.reset(backend.url);
    const client = await owner();
    const have = (await read(client)).additionalNetworks.length;
    for (let n = have; n < 4; n++) await done(client, M.createGuest, guest({ ssid: `Guest ${n}` }));
    await refused(client, M.createGuest, guest({ ssid: 'One too many' }), 'CONFLICT', [{ path: ['equipmentId'], message: 'additionalNetwork.limit' }]);
    await control.reset(backend.url);
  });
});

describe('DNS and UPnP', () => {
  it('custom DNS takes public addresses only; off clears them', async () => {
    const client = await owner();
    const dns = (primaryDns: string, secondaryDns = '', customDnsEnabled = true) => ({ equipmentId: acmeRouter, customDnsEnabled, primaryDns, secondaryDns });
    await refused(client, M.dns, dns('192.168.1.1'), 'VALIDATION_FAILED', [{ path: ['primaryDns'], message: 'dns.notPublic' }]);
    await refused(client, M.dns, dns('100.64.0.1', '8.8.8'), 'VALIDATION_FAILED', [
      { path: ['primaryDns'], message: 'dns.notPublic' },
      { path: ['secondaryDns'], message: 'ip.format' },
    ]);
    await refused(client, M.dns, dns('', '9.9.9.9'), 'VALIDATION_FAILED', [{ path: ['primaryDns'], message: 'dns.required' }]);
    await refused(client, M.dns, dns('9.9.9.9', '9.9.9.9'), 'VALIDATION_FAILED', [{ path: ['secondaryDns'], message: 'dns.sameAsPrimary' }]);
    expect(await done(client, M.dns, dns('9.9.9.9', '149.112.112.112'))).toEqual({
      customDnsEnabled: true,
      primaryDns: '9.9.9.9',
      secondaryDns: '149.112.112.112',
    });
    expect(await done(client, M.dns, dns('junk', '', false))).toEqual({ customDnsEnabled: false, primaryDns: null, secondaryDns: null });
  });

  it('UPnP and the hotspot toggle', async () => {
    const client = await owner();
    expect(await done(client, M.upnp, { equipmentId: acmeRouter, enabled: true })).toEqual({ enabled: true });
    expect(await done(client, M.hotspot, { equipmentId: acmeRouter, enabled: false })).toEqual({ enabled: false });
    expect(await read(client)).toMatchObject({ upnpEnabled: true, hotspotEnabled: false });
  });
});

describe('who may write, and bad input', () => {
  const everyWrite = () =>
    [
      [M.accessPoints, { equipmentId: acmeRouter, accessPoints: [{ id: 'ap_x', ssid: 'Office', password: 'correct horse', securityMode: 'WPA3_PERSONAL' }] }],
      [M.createForward, forward()],
      [M.deleteForward, { equipmentId: acmeRouter, id: 'pf_1' }],
      [M.createReservation, reservation()],
      [M.deleteReservation, { equipmentId: acmeRouter, id: 'dhcp_1' }],
      [M.dns, { equipmentId: acmeRouter, customDnsEnabled: true, primaryDns: '1.1.1.1', secondaryDns: '' }],
      [M.upnp, { equipmentId: acmeRouter, enabled: true }],
      [M.hotspot, { equipmentId: acmeRouter, enabled: true }],
      [M.createGuest, { equipmentId: acmeRouter, ssid: 'Lobby', password: 'correct horse', securityMode: 'WPA3_PERSONAL', broadcast: true, enabled: true }],
      [
        M.updateGuest,
        { equipmentId: acmeRouter, id: 'net_1', ssid: 'Lobby', password: 'correct horse', securityMode: 'WPA3_PERSONAL', broadcast: true, enabled: true },
      ],
      [M.deleteGuest, { equipmentId: acmeRouter, id: 'net_1' }],
      [M.factoryReset, { equipmentId: acmeRouter }],
    ] as const;

  it('a STANDARD user is refused every write, before the input is read', async () => {
    const staff = await signedIn(backend.url, 'staff@acme.example');
    for (const [mutation, input] of everyWrite()) {
      await refused(staff, mutation, input, 'FORBIDDEN', [{ path: [], message: 'network.notForStandard' }]);
      await refused(staff, mutation, { ...input, equipmentId: 'eq_999' }, 'FORBIDDEN');
    }
  });

  it('another account’s router is not found for every write', async () => {
    const client = await owner();
    for (const [mutation, input] of everyWrite()) await refused(client, mutation, { ...input, equipmentId: otherRouter }, 'NOT_FOUND');
  });

  it('equipment that is not a router, unknown fields and wrong types change nothing', async () => {
    const client = await owner();
    const store = await control.store(backend.url);
    const modem = store.equipment.find(
      (e: { id: string; accountId: string; equipmentType: string }) =>
        e.equipmentType === 'MODEM' && store.equipment.find((r: { id: string }) => r.id === acmeRouter).accountId === e.accountId,
    );
    await refused(client, M.upnp, { equipmentId: modem.id, enabled: true }, 'CONFLICT', [{ path: ['equipmentId'], message: 'network.notRouter' }]);
    await refused(client, M.upnp, { equipmentId: acmeRouter, enabled: true, admin: true }, 'VALIDATION_FAILED');
    await refused(client, M.createForward, { ...forward(), id: 'pf_1' }, 'VALIDATION_FAILED');
    await refused(client, M.accessPoints, { equipmentId: acmeRouter, accessPoints: [] }, 'VALIDATION_FAILED');
  });
});

describe('factory reset', () => {
  it('goes offline until the estimated completion on the server clock, refuses settings meanwhile, and comes back with the defaults', async () => {
    await control.reset(backend.url, undefined, { now: '2026-11-23T15:00:00.000Z' });
    const client = await owner();
    const answer = await done(client, M.factoryReset, { equipmentId: acmeRouter });
    expect(answer).toEqual({
      estimatedDateTimeCompleted: '2026-11-23T15:04:00.000Z',
      isPollingSupported: true,
      pollingGuidelines: { startDelaySeconds: 60, intervalSeconds: 15, durationSeconds: 420 },
    });
    const during = await read(client);
    expect(during).toMatchObject({
      resetting: true,
      portForwards: [],
      dhcpReservations: [],
      additionalNetworks: [],
      customDnsEnabled: false,
      upnpEnabled: false,
      hotspotEnabled: false,
    });
    expect(during.accessPoints).toHaveLength(2);
    await refused(client, M.upnp, { equipmentId: acmeRouter, enabled: true }, 'CONFLICT', [{ path: ['equipmentId'], message: 'network.resetting' }]);
    const state = async () =>
      (await client.gql('query($id: ID) { connectionState(equipmentId: $id) { state } }', { id: acmeRouter })).body.data.connectionState[0].state;
    expect(await state()).toBe('OFFLINE');
    await control.clock(backend.url, { advanceSeconds: 239 });
    expect(await state()).toBe('OFFLINE');
    await control.clock(backend.url, { advanceSeconds: 1 });
    expect(await state()).toBe('ONLINE');
    expect((await read(client)).resetting).toBe(false);
    expect(await done(client, M.upnp, { equipmentId: acmeRouter, enabled: true })).toEqual({ enabled: true });
  });

  it('a router that never comes back (fault deviceRecovery) stays offline', async () => {
    await control.reset(backend.url, undefined, { now: '2026-11-23T15:00:00.000Z' });
    await control.fault(backend.url, { operation: 'deviceRecovery', errorCode: 'SERVICE_UNAVAILABLE' });
    const client = await owner();
    await done(client, M.factoryReset, { equipmentId: acmeRouter });
    await control.clock(backend.url, { advanceSeconds: 600 }); // past the guidance's 420 s, within the session's idle limit
    const reply = await client.gql('query($id: ID) { connectionState(equipmentId: $id) { state } }', { id: acmeRouter });
    expect(reply.body.data?.connectionState[0].state, reply.text).toBe('OFFLINE');
  });
});

describe('the device page’s reads', () => {
  it('says why a device cannot be renamed, from the same rule the rename runs, and links support per line of business', async () => {
    const QUERY = '{ equipment { id equipmentType nicknameEditable nicknameRefusal supportLinks { lineOfBusiness links { kind uri newTab } } } }';
    const ownerSees = (await (await owner()).gql(QUERY)).body.data.equipment as {
      equipmentType: string;
      nicknameRefusal: string | null;
      nicknameEditable: boolean;
      supportLinks: { lineOfBusiness: string; links: { kind: string; uri: string | null }[] }[];
    }[];
    const byType = Object.fromEntries(ownerSees.map((e) => [e.equipmentType, e]));
    expect(byType.ROUTER).toMatchObject({ nicknameRefusal: null, nicknameEditable: true });
    // Acme is on a legacy footprint (TWC): every device there may be renamed (spec platform §6)
    expect(byType.DVR).toMatchObject({ nicknameRefusal: null, nicknameEditable: true });
    expect(byType.ROUTER!.supportLinks).toEqual([
      {
        lineOfBusiness: 'INTERNET',
        links: [
          { kind: 'supportArticle', uri: '/support/category?topic=internet', newTab: false },
          { kind: 'userManual', uri: expect.stringMatching(/^\/search-results\?q=.+user%20manual$/), newTab: true },
          { kind: 'rebootArticleOrAction', uri: null, newTab: false },
          { kind: 'troubleshootingArticleOrAction', uri: '/troubleshoot-stub', newTab: false },
        ],
      },
    ]);
    const staffSees = (await (await signedIn(backend.url, 'staff@acme.example')).gql(QUERY)).body.data.equipment as {
      equipmentType: string;
      nicknameRefusal: string;
    }[];
    expect(staffSees.find((e) => e.equipmentType === 'ROUTER')!.nicknameRefusal).toBe('equipment.adminOnly');
    expect(staffSees.find((e) => e.equipmentType === 'DVR')!.nicknameRefusal).toBe('equipment.adminOnly');
    // Southside is on the charter footprint: its TV receiver keeps its name, whoever asks
    const southside = (await (await signedIn(backend.url, 'cashonly@southside.example')).gql(QUERY)).body.data.equipment as {
      equipmentType: string;
      nicknameRefusal: string;
    }[];
    expect(southside.map((e) => [e.equipmentType, e.nicknameRefusal])).toEqual([
      ['MODEM', null],
      ['ROUTER', null],
      ['SET_TOP_BOX', 'nickname.notEditable'],
    ]);
  });
});
