import type { EquipmentRecord } from '../../src/server/store/records';
import { notLuhn } from './digits';
import type { Ids } from './ids';
import { routerNetwork } from './network';
import type { EquipmentPlan } from './plan';
import { digits, hexDigits, int, pick, type Rng } from './prng';

// Customer-premises equipment. Addresses come from private and documentation ranges only
// (192.168.x LAN; 203.0.113.x, 198.51.100.x and 2001:db8::/32 WAN), so nothing points at a
// real host. Reboot polling (spec platform §7) is supported by the boxes that report their
// state while rebooting; TV receivers and voice adapters do not, which gives the
// "not pollable" outcome something to show.

type EquipmentType = EquipmentRecord['equipmentType'];
type Feature = EquipmentRecord['supportedFeatures'][number];

interface Model {
  manufacturer: string;
  model: string;
  firmwareVersion: string;
  /** serial number prefix used by the maker */
  serialPrefix: string;
  /** first three octets of the maker's MAC addresses */
  oui: string;
}

const MODELS: Record<EquipmentType, Model[]> = {
  MODEM: [
    { manufacturer: 'Hitron', model: 'E31N2V1', firmwareVersion: '7.3.5.0.1b9', serialPrefix: 'HTN', oui: '84:94:8C' },
    { manufacturer: 'Technicolor', model: 'ET2251', firmwareVersion: '17.3.32.1', serialPrefix: 'CP', oui: 'D4:35:1D' },
    { manufacturer: 'Arris', model: 'SB8200', firmwareVersion: 'AB01.02.053.05', serialPrefix: 'ARS', oui: '00:1D:CD' },
  ],
  ROUTER: [
    { manufacturer: 'Askey', model: 'RAC2V1K', firmwareVersion: '1.0.14.22', serialPrefix: 'ASK', oui: '44:A5:6E' },
    { manufacturer: 'Sagemcom', model: 'RAC2V1S', firmwareVersion: '2.1.8.4', serialPrefix: 'SGM', oui: '7C:8B:CA' },
  ],
  SET_TOP_BOX: [{ manufacturer: 'Humax', model: '210-HD', firmwareVersion: '2.8.12', serialPrefix: 'HMX', oui: '00:03:78' }],
  DVR: [{ manufacturer: 'Arris', model: 'DCX3600-M', firmwareVersion: '76.49.1', serialPrefix: 'DCX', oui: '00:1D:CE' }],
  POD: [{ manufacturer: 'Askey', model: 'SAX1V1K WiFi Pod', firmwareVersion: '3.4.1-118', serialPrefix: 'PDK', oui: '44:A5:6F' }],
  VOICE_ADAPTER: [
    { manufacturer: 'Arris', model: 'TM1602A', firmwareVersion: '9.1.103S', serialPrefix: 'TMA', oui: '00:1D:D0' },
    { manufacturer: 'Cisco', model: 'SPA122', firmwareVersion: '1.4.1 (SR5)', serialPrefix: 'CBT', oui: '58:BC:27' },
  ],
};

const FEATURES: Record<EquipmentType, Feature[]> = {
  MODEM: ['REBOOT'],
  ROUTER: ['REBOOT', 'FACTORY_RESET', 'NICKNAME', 'ACCESS_POINTS', 'PORT_FORWARDS', 'DNS', 'UPNP'],
  // spec platform §6: nicknames are not editable on DVRs, receivers and adapters
  SET_TOP_BOX: ['REBOOT'],
  DVR: ['REBOOT'],
  POD: ['REBOOT', 'NICKNAME'],
  VOICE_ADAPTER: ['REBOOT'],
};

const LINES_OF_BUSINESS: Record<EquipmentType, EquipmentRecord['linesOfBusiness']> = {
  MODEM: ['INTERNET'],
  ROUTER: ['INTERNET'],
  SET_TOP_BOX: ['TV'],
  DVR: ['TV'],
  POD: ['INTERNET'],
  VOICE_ADAPTER: ['VOICE'],
};

const POLLABLE: ReadonlySet<EquipmentType> = new Set(['MODEM', 'ROUTER', 'POD']);

const mac = (rng: Rng, oui: string): string => `${oui}:${(hexDigits(rng, 6).match(/../g) ?? []).join(':')}`;

export function equipmentRecords(plans: EquipmentPlan[], ctx: { accountId: string; ids: Ids; rng: Rng; ssid: string }): EquipmentRecord[] {
  const { rng } = ctx;
  const subnet = int(rng, 0, 9); // this site's 192.168.<subnet>.x LAN
  return plans.map((plan): EquipmentRecord => {
    const model = pick(rng, MODELS[plan.type]);
    const id = ctx.ids.next('equipment');
    const n = id.slice(id.indexOf('_') + 1);
    const own = mac(rng, model.oui);
    const isBox = plan.type === 'SET_TOP_BOX' || plan.type === 'DVR';
    return {
      id,
      accountId: ctx.accountId,
      equipmentType: plan.type,
      manufacturer: model.manufacturer,
      model: model.model,
      nickname: plan.nickname ?? null,
      ownership: plan.ownership ?? 'LEASED',
      serialNumber: model.serialPrefix + notLuhn(digits(rng, 13)),
      firmwareVersion: model.firmwareVersion,
      linesOfBusiness: LINES_OF_BUSINESS[plan.type],
      supportedFeatures: FEATURES[plan.type],
      pollingSupported: POLLABLE.has(plan.type),
      connectionState: 'ONLINE',
      onlineAt: null,
      components: {
        modem:
          plan.type === 'MODEM'
            ? {
                docsisCapability: model.model === 'ET2251' ? '3.0' : '3.1',
                wanIpV4Address: `203.0.113.${int(rng, 2, 254)}`,
                lanIpV4Address: '192.168.100.1',
                macAddress: own,
              }
            : null,
        router:
          plan.type === 'ROUTER'
            ? {
                wanIpV4Address: `198.51.100.${int(rng, 2, 254)}`,
                wanIpV6Address: `2001:db8:${hexDigits(rng, 4).toLowerCase()}::1`,
                macAddress: own,
                managementStatus: 'MANAGED',
                ...routerNetwork({ ids: ctx.ids, ssid: ctx.ssid, subnet, routerNumber: n, plan }),
              }
            : null,
        setTopBox: isBox ? { isWorldbox: plan.type === 'SET_TOP_BOX', macAddress: own, lanIpV4Address: `192.168.${subnet}.${int(rng, 20, 99)}` } : null,
        pod: plan.type === 'POD' ? { connectedDeviceCount: int(rng, 3, 14) } : null,
      },
    };
  });
}
