import { z } from 'zod/mini';
import { EquipmentShipment } from '../domain/equipment-shipment';
import { graphQuery } from './graph';

// Equipment shipments with tracking (spec platform §3, §7 "equipment shipments").
const SHIPMENTS = /* GraphQL */ `
  query EquipmentShipments($equipmentId: ID) {
    equipmentShipments(equipmentId: $equipmentId) {
      id
      orderId
      orderDate
      status
      carrier
      trackingNumber
      trackingUrl
      shipDate
      deliveryDate
      returnDate
      address {
        addressLine1
        addressLine2
        city
        state
        zip
      }
      items {
        equipmentId
        equipmentType
        model
        quantity
      }
    }
  }
`;

/** The account's shipments, newest order first; with a device, those that brought it. */
export const fetchEquipmentShipments = async (equipmentId?: string): Promise<EquipmentShipment[]> =>
  (await graphQuery(SHIPMENTS, z.object({ equipmentShipments: z.array(EquipmentShipment) }), equipmentId ? { equipmentId } : {})).equipmentShipments;
