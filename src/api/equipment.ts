import { z } from 'zod/mini';
import { Equipment, EquipmentDetail } from '../domain/equipment';
import { graphQuery } from './graph';

const FIELDS =
  'id equipmentType manufacturer model nickname nicknameEditable nicknameRefusal ownership serialNumber firmwareVersion linesOfBusiness supportedFeatures connectionState';
const EQUIPMENT = `query Equipment { equipment { ${FIELDS} } }`;
const DETAIL = `query EquipmentDetail { equipment { ${FIELDS}
  components {
    modem { docsisCapability wanIpV4Address lanIpV4Address macAddress }
    router { wanIpV4Address wanIpV6Address macAddress managementStatus accessPoints { id ssid radios { frequencyBand } } }
    setTopBox { isWorldbox macAddress lanIpV4Address }
    pod { connectedDeviceCount }
  }
  supportLinks { lineOfBusiness links { kind uri newTab } }
} }`;

/** The account's equipment (spec platform §3 Equipment, §7 `equipment` query). */
export async function fetchEquipment(): Promise<Equipment[]> {
  return (await graphQuery(EQUIPMENT, z.object({ equipment: z.array(Equipment) }))).equipment;
}

/** One device of the account with its components and support, or null when the account has no such device. */
export async function fetchEquipmentDetail(equipmentId: string): Promise<EquipmentDetail | null> {
  const { equipment } = await graphQuery(DETAIL, z.object({ equipment: z.array(EquipmentDetail) }));
  return equipment.find((e) => e.id === equipmentId) ?? null;
}
