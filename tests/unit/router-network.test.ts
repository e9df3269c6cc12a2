import { describe, expect, it } from 'vitest';
import { factoryResetConfirmed, networkWriteRefusal, reservationFromDevice, RouterNetwork } from '../../src/domain/router-network';

// The router network's own rules (src/domain/router-network.ts): the factory reset's typed
// confirmation, the refusal of every change while the router resets, and the answer's schema.
describe('factory reset confirmation', () => {
  it('is the device name as shown, whatever the case and the spaces around it', () => {
    expect(factoryResetConfirmed('Front office router', 'Front office router')).toBe(true);
    expect(factoryResetConfirmed('  front OFFICE router ', 'Front office router')).toBe(true);
  });
  it('is refused for anything else, and for an empty name', () => {
    expect(factoryResetConfirmed('Front office', 'Front office router')).toBe(false);
    expect(factoryResetConfirmed('Front  office router', 'Front office router')).toBe(false);
    expect(factoryResetConfirmed('', '')).toBe(false);
    expect(factoryResetConfirmed(' ', ' ')).toBe(false);
  });
});

describe('changes while the router resets', () => {
  it('are refused with network.resetting, the server’s own code', () => {
    expect(networkWriteRefusal({ resetting: true })).toBe('network.resetting');
    expect(networkWriteRefusal({ resetting: false })).toBeNull();
  });
});

describe('reserving a connected device', () => {
  it('takes its name (cut to the rule’s 32 characters), MAC and current address', () => {
    const device = {
      name: 'x'.repeat(40),
      kind: 'PRINTER',
      macAddress: '00:1B:A9:AB:59:DE',
      ipAddress: '192.168.3.110',
      band: 'ETHERNET' as const,
      reservationId: null,
    };
    expect(reservationFromDevice(device)).toEqual({ deviceName: 'x'.repeat(32), macAddress: '00:1B:A9:AB:59:DE', ipAddress: '192.168.3.110' });
  });
});

describe('the routerNetwork answer', () => {
  it('refuses a security mode the portal does not offer', () => {
    const answer = {
      equipmentId: 'eq_2',
      lan: { routerAddress: '192.168.3.1', prefixLength: 24, first: '192.168.3.1', last: '192.168.3.254' },
      accessPoints: [{ id: 'ap', ssid: 'Open', password: '', securityMode: 'OPEN', radios: [] }],
      customDnsEnabled: false,
      primaryDns: null,
      secondaryDns: null,
      upnpEnabled: false,
      hotspotEnabled: false,
      connectedDevices: [],
      portForwards: [],
      dhcpReservations: [],
      additionalNetworks: [],
      staticIpSubnets: [],
      resetting: false,
    };
    expect(RouterNetwork.safeParse(answer).success).toBe(false);
    expect(RouterNetwork.safeParse({ ...answer, accessPoints: [{ ...answer.accessPoints[0], securityMode: 'WPA3_PERSONAL' }] }).success).toBe(true);
  });
});
