import { z } from 'zod/mini';
import { humanText, isReadableText } from './text';

// The router's settings a small business changes itself (spec platform §2 "other screens",
// §3 router, §7 mutations). The spec gives no field rules for them; these are the ones a network
// engineer expects, written once here for the forms and the server (docs/decisions/041-network-rules.md):
// - SSID: 1–32 bytes of UTF-8 (802.11's limit is in bytes, so "Café" is 5), no control or
//   invisible characters (the text rule of ./text.ts), not trimmed (a space is a character).
// - WPA2/WPA3 passphrase: 8–63 printable ASCII characters (802.11i; 64 characters would be a hex
//   key, which the portal does not take).
// - IPv4 addresses typed for the LAN: four decimal octets without leading zeros, inside the
//   router's LAN subnet, and not its reserved addresses (the subnet's own address, its broadcast
//   address and the router's address).
// - Ports 1–65535, one port or a range "start-end" with start ≤ end; the internal range is as
//   long as the external one; no two forwards on one router whose external ranges overlap on a
//   protocol they share (TCP and BOTH share TCP).
// - MAC addresses in any usual spelling (colons, dashes, Cisco dots, bare), kept as upper-case
//   colon pairs; a unicast address only (no broadcast, no multicast bit).
// - DHCP reservations: no two for one address or one MAC on a router.
// - Additional (guest) networks: the Wi-Fi rules above, a name no other network of the router
//   has (the same bytes: SSIDs are case-sensitive), and at most four on a router (a radio
//   broadcasts a handful of names; four besides the main ones is what business routers offer).
// - Custom DNS: a primary, and an optional secondary different from it, each a public IPv4
//   address (not private, loopback, link-local, shared, documentation, multicast or reserved).

export const SECURITY_MODES = ['WPA2_PERSONAL', 'WPA2_WPA3_PERSONAL', 'WPA3_PERSONAL'] as const;
export const SecurityMode = z.enum(SECURITY_MODES);
export type SecurityMode = z.infer<typeof SecurityMode>;

export const PROTOCOLS = ['TCP', 'UDP', 'BOTH'] as const;
export const Protocol = z.enum(PROTOCOLS);
export type Protocol = z.infer<typeof Protocol>;

export const FREQUENCY_BANDS = ['2.4GHz', '5GHz', '6GHz'] as const;

// ---- SSID and passphrase

const SSID_MAX_BYTES = 32;
const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export type SsidIssue = 'ssid.required' | 'ssid.tooLong' | 'text.characters';
export function ssidIssue(ssid: string): SsidIssue | null {
  if (!isReadableText(ssid)) return 'text.characters';
  const bytes = utf8Bytes(ssid);
  if (bytes === 0) return 'ssid.required';
  return bytes > SSID_MAX_BYTES ? 'ssid.tooLong' : null;
}

const PASSPHRASE_MIN = 8;
const PASSPHRASE_MAX = 63;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

export type PassphraseIssue = 'passphrase.characters' | 'passphrase.tooShort' | 'passphrase.tooLong';
export function passphraseIssue(passphrase: string): PassphraseIssue | null {
  if (!PRINTABLE_ASCII.test(passphrase)) return 'passphrase.characters';
  if (passphrase.length < PASSPHRASE_MIN) return 'passphrase.tooShort';
  return passphrase.length > PASSPHRASE_MAX ? 'passphrase.tooLong' : null;
}

// ---- IPv4

const OCTET = /^(0|[1-9]\d{0,2})$/;

/** The address as an unsigned 32-bit number, or null when it is not four decimal octets 0–255 without leading zeros. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => OCTET.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

export const formatIpv4 = (n: number): string => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

/** A router's LAN: its own address on it and the subnet's prefix length (24 for 255.255.255.0). */
export interface Lan {
  routerAddress: string;
  prefixLength: number;
}

interface LanRange {
  network: number;
  broadcast: number;
  router: number;
}

function lanRange(lan: Lan): LanRange {
  const router = parseIpv4(lan.routerAddress) ?? 0;
  const size = 2 ** (32 - lan.prefixLength);
  const network = router - (router % size);
  return { network, broadcast: network + size - 1, router };
}

/** The first and last addresses a device may have on this LAN (for the form's hint): the router's own, usually the first, is not one. */
export function lanHostRange(lan: Lan): { first: string; last: string } {
  const { network, broadcast, router } = lanRange(lan);
  const first = network + 1 === router ? network + 2 : network + 1;
  const last = broadcast - 1 === router ? broadcast - 2 : broadcast - 1;
  return { first: formatIpv4(first), last: formatIpv4(last) };
}

export type LanAddressIssue = 'ip.required' | 'ip.format' | 'ip.outsideLan' | 'ip.reserved';
/** An address typed for a device on the router's LAN (a forward's target, a reservation). */
export function lanAddressIssue(address: string, lan: Lan): LanAddressIssue | null {
  if (address.trim() === '') return 'ip.required';
  const n = parseIpv4(address.trim());
  if (n === null) return 'ip.format';
  const { network, broadcast, router } = lanRange(lan);
  if (n < network || n > broadcast) return 'ip.outsideLan';
  return n === network || n === broadcast || n === router ? 'ip.reserved' : null;
}

/** [first, last] blocks that are not public unicast addresses (RFC 6890 and its updates). */
const NOT_PUBLIC: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

export function isPublicIpv4(address: string): boolean {
  const n = parseIpv4(address);
  if (n === null) return false;
  return !NOT_PUBLIC.some(([base, prefix]) => {
    const size = 2 ** (32 - prefix);
    const start = parseIpv4(base)!;
    return n >= start && n < start + size;
  });
}

// ---- MAC addresses

const MAC_SPELLINGS = [
  /^([0-9a-f]{2})(?::([0-9a-f]{2})){5}$/i,
  /^([0-9a-f]{2})(?:-([0-9a-f]{2})){5}$/i,
  /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i,
  /^[0-9a-f]{12}$/i,
];

/** The address as upper-case colon pairs (AA:BB:CC:DD:EE:FF), or null when it is not a MAC address in a usual spelling. */
export function normalizeMac(text: string): string | null {
  const trimmed = text.trim();
  if (!MAC_SPELLINGS.some((spelling) => spelling.test(trimmed))) return null;
  const hex = trimmed.replace(/[:.-]/g, '').toUpperCase();
  return hex.match(/../g)!.join(':');
}

export type MacIssue = 'mac.required' | 'mac.format' | 'mac.notUnicast';
export function macIssue(text: string): MacIssue | null {
  if (text.trim() === '') return 'mac.required';
  const mac = normalizeMac(text);
  if (mac === null) return 'mac.format';
  // the lowest bit of the first octet marks a group (multicast or broadcast) address
  return parseInt(mac.slice(0, 2), 16) % 2 === 1 ? 'mac.notUnicast' : null;
}

// ---- ports and forwards

const PORT_MIN = 1;
const PORT_MAX = 65535;

export interface PortRange {
  start: number;
  end: number;
}

export type PortIssue = 'port.required' | 'port.format' | 'port.range' | 'port.order';
const PORT_TEXT = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/;

/** "80" or "8000-8010": the range, or the issue. */
export function parsePortRange(text: string): PortRange | PortIssue {
  const trimmed = text.trim();
  if (trimmed === '') return 'port.required';
  const match = PORT_TEXT.exec(trimmed);
  if (!match) return 'port.format';
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  if ([start, end].some((p) => p < PORT_MIN || p > PORT_MAX)) return 'port.range';
  return start > end ? 'port.order' : { start, end };
}

const sharesProtocol = (a: Protocol, b: Protocol): boolean => a === b || a === 'BOTH' || b === 'BOTH';
const overlaps = (a: PortRange, b: PortRange): boolean => a.start <= b.end && b.start <= a.end;

const ForwardName = humanText({ min: { length: 1, message: 'forwardName.required' }, max: { length: 32, message: 'forwardName.tooLong' } });

export interface PortForwardDraft {
  name: string;
  protocol: Protocol;
  externalPorts: string;
  internalPorts: string;
  targetAddress: string;
}

export interface PortForwardSaved {
  protocol: Protocol;
  externalPorts: string;
  name: string;
}

type PortForwardField = keyof PortForwardDraft;
export type PortForwardErrors = Partial<Record<PortForwardField, string>>;

/** Every field's issue for a new forward on this router, given the forwards it already has. */
export function portForwardErrors(draft: PortForwardDraft, router: { lan: Lan; portForwards: readonly PortForwardSaved[] }): PortForwardErrors {
  const errors: PortForwardErrors = {};
  const name = ForwardName.safeParse(draft.name);
  if (!name.success) errors.name = name.error.issues[0]!.message;
  if (!Protocol.safeParse(draft.protocol).success) errors.protocol = 'protocol.invalid';
  const external = parsePortRange(draft.externalPorts);
  const internal = parsePortRange(draft.internalPorts);
  if (typeof external === 'string') errors.externalPorts = external;
  if (typeof internal === 'string') errors.internalPorts = internal;
  else if (typeof external !== 'string' && internal.end - internal.start !== external.end - external.start) errors.internalPorts = 'port.internalLength';
  if (typeof external !== 'string' && !errors.protocol) {
    const clash = router.portForwards.some((f) => {
      const theirs = parsePortRange(f.externalPorts);
      return typeof theirs !== 'string' && sharesProtocol(f.protocol, draft.protocol) && overlaps(theirs, external);
    });
    if (clash) errors.externalPorts = 'portForward.overlap';
  }
  const address = lanAddressIssue(draft.targetAddress, router.lan);
  if (address) errors.targetAddress = address;
  return errors;
}

// ---- DHCP reservations

const DeviceName = humanText({ min: { length: 1, message: 'deviceName.required' }, max: { length: 32, message: 'deviceName.tooLong' } });

export interface ReservationDraft {
  deviceName: string;
  macAddress: string;
  ipAddress: string;
}
export type ReservationErrors = Partial<Record<keyof ReservationDraft, string>>;

/** Every field's issue for a new reservation on this router, given the reservations it already has. */
export function reservationErrors(
  draft: ReservationDraft,
  router: { lan: Lan; dhcpReservations: readonly { macAddress: string; ipAddress: string }[] },
): ReservationErrors {
  const errors: ReservationErrors = {};
  const name = DeviceName.safeParse(draft.deviceName);
  if (!name.success) errors.deviceName = name.error.issues[0]!.message;
  const mac = macIssue(draft.macAddress);
  if (mac) errors.macAddress = mac;
  else if (router.dhcpReservations.some((r) => r.macAddress === normalizeMac(draft.macAddress))) errors.macAddress = 'reservation.duplicateMac';
  const address = lanAddressIssue(draft.ipAddress, router.lan);
  if (address) errors.ipAddress = address;
  else if (router.dhcpReservations.some((r) => parseIpv4(r.ipAddress) === parseIpv4(draft.ipAddress.trim()))) errors.ipAddress = 'reservation.duplicateAddress';
  return errors;
}

// ---- Wi-Fi

export interface AccessPointDraft {
  ssid: string;
  password: string;
  securityMode: SecurityMode;
}
export type AccessPointErrors = Partial<Record<keyof AccessPointDraft, string>>;

/** One access point's (or an additional network's) name, passphrase and security mode. */
export function accessPointErrors(draft: AccessPointDraft): AccessPointErrors {
  const errors: AccessPointErrors = {};
  const ssid = ssidIssue(draft.ssid);
  if (ssid) errors.ssid = ssid;
  const password = passphraseIssue(draft.password);
  if (password) errors.password = password;
  if (!SecurityMode.safeParse(draft.securityMode).success) errors.securityMode = 'securityMode.invalid';
  return errors;
}

// ---- additional (guest) networks

export const ADDITIONAL_NETWORKS_MAX = 4;

export interface AdditionalNetworkDraft extends AccessPointDraft {
  /** the name is shown to everyone nearby (off: a hidden network, joined by typing its name) */
  broadcast: boolean;
  enabled: boolean;
}
export type AdditionalNetworkErrors = AccessPointErrors;

/** What the rules read of a router: the names it broadcasts already. */
export interface NetworkNames {
  accessPoints: readonly { ssid: string }[];
  additionalNetworks: readonly { id: string; ssid: string }[];
}

/** A guest network's issues: the Wi-Fi rules, and a name that none of the router's other networks has (`id`: the one being changed, or null for a new one). */
export function additionalNetworkErrors(draft: AdditionalNetworkDraft, router: NetworkNames, id: string | null): AdditionalNetworkErrors {
  const errors = accessPointErrors(draft);
  const taken = [...router.accessPoints, ...router.additionalNetworks.filter((n) => n.id !== id)].some((n) => n.ssid === draft.ssid);
  if (!errors.ssid && taken) errors.ssid = 'ssid.taken';
  return errors;
}

/** Why no guest network can be added to this router: it has the most it can broadcast. */
export const addNetworkRefusal = (router: Pick<NetworkNames, 'additionalNetworks'>): 'additionalNetwork.limit' | null =>
  router.additionalNetworks.length >= ADDITIONAL_NETWORKS_MAX ? 'additionalNetwork.limit' : null;

// ---- DNS

export interface DnsDraft {
  customDnsEnabled: boolean;
  primaryDns: string;
  secondaryDns: string;
}
export type DnsErrors = Partial<Record<'primaryDns' | 'secondaryDns', string>>;

function dnsIssue(address: string): string | null {
  if (parseIpv4(address) === null) return 'ip.format';
  return isPublicIpv4(address) ? null : 'dns.notPublic';
}

/** With custom DNS on: a public primary, and a public secondary different from it or none. Off: nothing to check (the provider's servers). */
export function dnsErrors(draft: DnsDraft): DnsErrors {
  if (!draft.customDnsEnabled) return {};
  const errors: DnsErrors = {};
  const primary = draft.primaryDns.trim();
  const secondary = draft.secondaryDns.trim();
  const primaryIssue = primary === '' ? 'dns.required' : dnsIssue(primary);
  if (primaryIssue) errors.primaryDns = primaryIssue;
  if (secondary !== '') {
    const secondaryIssue = dnsIssue(secondary);
    if (secondaryIssue) errors.secondaryDns = secondaryIssue;
    else if (parseIpv4(secondary) === parseIpv4(primary)) errors.secondaryDns = 'dns.sameAsPrimary';
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
