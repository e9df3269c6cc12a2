import { describe, expect, it } from 'vitest';
import {
  accessPointErrors,
  dnsErrors,
  isPublicIpv4,
  lanAddressIssue,
  lanHostRange,
  macIssue,
  normalizeMac,
  parseIpv4,
  parsePortRange,
  passphraseIssue,
  portForwardErrors,
  reservationErrors,
  ssidIssue,
  type PortForwardDraft,
} from '../../src/domain/network';
import { networkRefusal } from '../../src/domain/roles';

// The network field rules (src/domain/network.ts, docs/decisions/041-network-rules.md), each at its bounds.

const LAN = { routerAddress: '192.168.4.1', prefixLength: 24 };

describe('SSID: 1–32 bytes of UTF-8', () => {
  it('counts bytes, not characters', () => {
    expect(ssidIssue('')).toBe('ssid.required');
    expect(ssidIssue('a')).toBeNull();
    expect(ssidIssue('a'.repeat(32))).toBeNull();
    expect(ssidIssue('a'.repeat(33))).toBe('ssid.tooLong');
    expect(ssidIssue('é'.repeat(16))).toBeNull(); // 32 bytes
    expect(ssidIssue(`${'é'.repeat(16)}a`)).toBe('ssid.tooLong'); // 17 characters, 33 bytes
    expect(ssidIssue('😀'.repeat(8))).toBeNull(); // 32 bytes
    expect(ssidIssue('😀'.repeat(8) + 'a')).toBe('ssid.tooLong');
  });
  it('keeps spaces and refuses control and invisible characters', () => {
    expect(ssidIssue(' ')).toBeNull();
    expect(ssidIssue('Office\u0000')).toBe('text.characters');
    expect(ssidIssue('Off\u202Eice')).toBe('text.characters');
  });
});

describe('WPA2/WPA3 passphrase: 8–63 printable ASCII characters', () => {
  it('at its bounds', () => {
    expect(passphraseIssue('')).toBe('passphrase.tooShort');
    expect(passphraseIssue('a'.repeat(7))).toBe('passphrase.tooShort');
    expect(passphraseIssue('a'.repeat(8))).toBeNull();
    expect(passphraseIssue('a'.repeat(63))).toBeNull();
    expect(passphraseIssue('a'.repeat(64))).toBe('passphrase.tooLong');
  });
  it('takes space to tilde and nothing else', () => {
    expect(passphraseIssue(' ~!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}')).toBeNull();
    expect(passphraseIssue('password\u007F')).toBe('passphrase.characters');
    expect(passphraseIssue('password\u001F')).toBe('passphrase.characters');
    expect(passphraseIssue('pässword')).toBe('passphrase.characters');
    expect(passphraseIssue('password\t')).toBe('passphrase.characters');
  });
  it('an access point needs both and a known security mode', () => {
    expect(accessPointErrors({ ssid: 'Office', password: 'correct horse', securityMode: 'WPA3_PERSONAL' })).toEqual({});
    expect(accessPointErrors({ ssid: '', password: 'short', securityMode: 'WEP' as never })).toEqual({
      ssid: 'ssid.required',
      password: 'passphrase.tooShort',
      securityMode: 'securityMode.invalid',
    });
  });
});

describe('IPv4 addresses on the LAN', () => {
  it('parses four decimal octets 0–255 without leading zeros', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('255.255.255.255')).toBe(2 ** 32 - 1);
    expect(parseIpv4('192.168.4.10')).toBe(((192 * 256 + 168) * 256 + 4) * 256 + 10);
    for (const bad of ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', '1.2.3.4 ', 'a.b.c.d', '', '1..3.4', '1.2.3.1000']) {
      expect(parseIpv4(bad), bad).toBeNull();
    }
  });
  it('inside the subnet and outside its reserved addresses, at each edge of a /24', () => {
    expect(lanAddressIssue('', LAN)).toBe('ip.required');
    expect(lanAddressIssue('192.168.4', LAN)).toBe('ip.format');
    expect(lanAddressIssue('192.168.3.255', LAN)).toBe('ip.outsideLan');
    expect(lanAddressIssue('192.168.4.0', LAN)).toBe('ip.reserved'); // the subnet
    expect(lanAddressIssue('192.168.4.1', LAN)).toBe('ip.reserved'); // the router
    expect(lanAddressIssue('192.168.4.2', LAN)).toBeNull();
    expect(lanAddressIssue('192.168.4.254', LAN)).toBeNull();
    expect(lanAddressIssue('192.168.4.255', LAN)).toBe('ip.reserved'); // broadcast
    expect(lanAddressIssue('192.168.5.0', LAN)).toBe('ip.outsideLan');
    expect(lanAddressIssue(' 192.168.4.20 ', LAN)).toBeNull();
    // the router's own address (here the first) is not a device's
    expect(lanHostRange(LAN)).toEqual({ first: '192.168.4.2', last: '192.168.4.254' });
    expect(lanHostRange({ routerAddress: '192.168.4.254', prefixLength: 24 })).toEqual({ first: '192.168.4.1', last: '192.168.4.253' });
    expect(lanHostRange({ routerAddress: '192.168.4.100', prefixLength: 24 })).toEqual({ first: '192.168.4.1', last: '192.168.4.254' });
  });
  it('follows the prefix length', () => {
    const wide = { routerAddress: '10.0.1.1', prefixLength: 23 };
    expect(lanAddressIssue('10.0.0.0', wide)).toBe('ip.reserved');
    expect(lanAddressIssue('10.0.0.255', wide)).toBeNull();
    expect(lanAddressIssue('10.0.1.255', wide)).toBe('ip.reserved');
    expect(lanAddressIssue('10.0.2.0', wide)).toBe('ip.outsideLan');
  });
});

describe('MAC addresses', () => {
  it('are normalised from the usual spellings', () => {
    for (const spelling of ['a4:5e:60:c1:22:0e', 'A4-5E-60-C1-22-0E', 'a45e.60c1.220e', 'A45E60C1220E', ' a4:5e:60:c1:22:0e ']) {
      expect(normalizeMac(spelling), spelling).toBe('A4:5E:60:C1:22:0E');
    }
    for (const bad of ['a4:5e:60:c1:22', 'a4:5e:60:c1:22:0e:11', 'a4:5e-60:c1:22:0e', 'g4:5e:60:c1:22:0e', 'A45E60C1220', '']) {
      expect(normalizeMac(bad), bad).toBeNull();
    }
  });
  it('must be one device (unicast)', () => {
    expect(macIssue('')).toBe('mac.required');
    expect(macIssue('zz')).toBe('mac.format');
    expect(macIssue('FF:FF:FF:FF:FF:FF')).toBe('mac.notUnicast');
    expect(macIssue('01:00:5E:00:00:01')).toBe('mac.notUnicast');
    expect(macIssue('00:00:5E:00:00:01')).toBeNull();
    expect(macIssue('02:00:00:00:00:01')).toBeNull(); // locally administered unicast
  });
});

describe('ports and port forwards', () => {
  it('one port or a range, 1–65535, start ≤ end', () => {
    expect(parsePortRange('')).toBe('port.required');
    expect(parsePortRange('0')).toBe('port.range');
    expect(parsePortRange('1')).toEqual({ start: 1, end: 1 });
    expect(parsePortRange('65535')).toEqual({ start: 65535, end: 65535 });
    expect(parsePortRange('65536')).toBe('port.range');
    expect(parsePortRange('8000-8010')).toEqual({ start: 8000, end: 8010 });
    expect(parsePortRange('8000 - 8000')).toEqual({ start: 8000, end: 8000 });
    expect(parsePortRange('8010-8000')).toBe('port.order');
    expect(parsePortRange('1-65536')).toBe('port.range');
    expect(parsePortRange('80,443')).toBe('port.format');
    expect(parsePortRange('-80')).toBe('port.format');
    expect(parsePortRange('123456')).toBe('port.format');
  });

  const forward = (patch: Partial<PortForwardDraft>): PortForwardDraft => ({
    name: 'Camera',
    protocol: 'TCP',
    externalPorts: '8443',
    internalPorts: '443',
    targetAddress: '192.168.4.30',
    ...patch,
  });
  const router = { lan: LAN, portForwards: [{ name: 'POS', protocol: 'TCP' as const, externalPorts: '9000-9010' }] };

  it('a valid forward has no errors; the internal range is as long as the external one', () => {
    expect(portForwardErrors(forward({}), router)).toEqual({});
    expect(portForwardErrors(forward({ externalPorts: '7000-7002', internalPorts: '7100-7102' }), router)).toEqual({});
    expect(portForwardErrors(forward({ externalPorts: '7000-7002', internalPorts: '7100' }), router)).toEqual({ internalPorts: 'port.internalLength' });
  });
  it('refuses an overlap on a shared protocol, at each end of the existing range', () => {
    expect(portForwardErrors(forward({ externalPorts: '8990-8999', internalPorts: '8990-8999' }), router)).toEqual({});
    expect(portForwardErrors(forward({ externalPorts: '8990-9000', internalPorts: '8990-9000' }), router)).toEqual({ externalPorts: 'portForward.overlap' });
    expect(portForwardErrors(forward({ externalPorts: '9010' }), router)).toEqual({ externalPorts: 'portForward.overlap' });
    expect(portForwardErrors(forward({ externalPorts: '9011' }), router)).toEqual({});
    expect(portForwardErrors(forward({ externalPorts: '9005', protocol: 'BOTH' }), router)).toEqual({ externalPorts: 'portForward.overlap' });
    expect(portForwardErrors(forward({ externalPorts: '9005', protocol: 'UDP' }), router)).toEqual({});
    const both = { lan: LAN, portForwards: [{ name: 'VPN', protocol: 'BOTH' as const, externalPorts: '1194' }] };
    expect(portForwardErrors(forward({ externalPorts: '1194', protocol: 'UDP' }), both)).toEqual({ externalPorts: 'portForward.overlap' });
  });
  it('names every bad field at once', () => {
    expect(portForwardErrors({ name: '', protocol: 'ICMP' as never, externalPorts: '0', internalPorts: 'x', targetAddress: '192.168.4.255' }, router)).toEqual({
      name: 'forwardName.required',
      protocol: 'protocol.invalid',
      externalPorts: 'port.range',
      internalPorts: 'port.format',
      targetAddress: 'ip.reserved',
    });
    expect(portForwardErrors(forward({ name: 'x'.repeat(33) }), router)).toEqual({ name: 'forwardName.tooLong' });
    expect(portForwardErrors(forward({ name: 'x'.repeat(32) }), router)).toEqual({});
  });
});

describe('DHCP reservations', () => {
  const router = { lan: LAN, dhcpReservations: [{ macAddress: 'A4:5E:60:C1:22:0E', ipAddress: '192.168.4.20' }] };
  it('no second reservation for an address or a MAC, however spelt', () => {
    expect(reservationErrors({ deviceName: 'Printer', macAddress: 'a4-5e-60-c1-22-0f', ipAddress: '192.168.4.21' }, router)).toEqual({});
    expect(reservationErrors({ deviceName: 'Printer', macAddress: 'a45e.60c1.220e', ipAddress: '192.168.4.21' }, router)).toEqual({
      macAddress: 'reservation.duplicateMac',
    });
    expect(reservationErrors({ deviceName: 'Printer', macAddress: 'a4:5e:60:c1:22:0f', ipAddress: ' 192.168.4.20' }, router)).toEqual({
      ipAddress: 'reservation.duplicateAddress',
    });
  });
  it('names every bad field', () => {
    expect(reservationErrors({ deviceName: ' ', macAddress: 'FF:FF:FF:FF:FF:FF', ipAddress: '10.0.0.5' }, router)).toEqual({
      deviceName: 'deviceName.required',
      macAddress: 'mac.notUnicast',
      ipAddress: 'ip.outsideLan',
    });
  });
});

describe('DNS servers: public IPv4', () => {
  it('public and not', () => {
    for (const ok of [
      '1.1.1.1',
      '8.8.8.8',
      '9.9.9.9',
      '208.67.222.222',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '223.255.255.255',
      '11.0.0.0',
    ]) {
      expect(isPublicIpv4(ok), ok).toBe(true);
    }
    for (const no of [
      '0.0.0.1',
      '10.0.0.1',
      '100.64.0.0',
      '100.127.255.255',
      '127.0.0.1',
      '169.254.1.1',
      '172.16.0.0',
      '172.31.255.255',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      'dns.google',
    ]) {
      expect(isPublicIpv4(no), no).toBe(false);
    }
  });
  it('primary required with custom DNS on, secondary optional and different', () => {
    expect(dnsErrors({ customDnsEnabled: false, primaryDns: 'junk', secondaryDns: '' })).toEqual({});
    expect(dnsErrors({ customDnsEnabled: true, primaryDns: '1.1.1.1', secondaryDns: '' })).toEqual({});
    expect(dnsErrors({ customDnsEnabled: true, primaryDns: '1.1.1.1', secondaryDns: '1.0.0.1' })).toEqual({});
    expect(dnsErrors({ customDnsEnabled: true, primaryDns: '', secondaryDns: '1.1.1.1' })).toEqual({ primaryDns: 'dns.required' });
    expect(dnsErrors({ customDnsEnabled: true, primaryDns: '192.168.1.1', secondaryDns: '1.1.1' })).toEqual({
      primaryDns: 'dns.notPublic',
      secondaryDns: 'ip.format',
    });
    expect(dnsErrors({ customDnsEnabled: true, primaryDns: '8.8.8.8', secondaryDns: '8.8.8.8' })).toEqual({ secondaryDns: 'dns.sameAsPrimary' });
  });
});

describe('network management by role (spec platform §6)', () => {
  it('is refused to STANDARD users only', () => {
    expect((['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'] as const).map(networkRefusal)).toEqual([null, null, null, 'network.notForStandard', null]);
  });
});
