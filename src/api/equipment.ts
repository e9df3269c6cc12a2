import { z } from 'zod/mini';
import { Equipment } from '../domain/equipment';
import { graphQuery } from './graph';

const EQUIPMENT = `query Equipment { equipment {
  id equipmentType manufacturer model nickname nicknameEditable ownership serialNumber firmwareVersion linesOfBusiness supportedFeatures connectionState
} }`;

/** The account's equipment (spec platform §3 Equipment, §7 `equipment` query). */
export async function fetchEquipment(): Promise<Equipment[]> {
  return (await graphQuery(EQUIPMENT, z.object({ equipment: z.array(Equipment) }))).equipment;
}
