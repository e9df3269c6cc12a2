import { shipmentStatusOn, trackingOn, type EquipmentShipment } from '../../../domain/equipment-shipment';
import { businessToday } from '../../context';
import type { EquipmentShipmentRecord } from '../../store/records';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

/** A stored shipment as read on `today`: its status and tracking from its days. */
function shipmentOn(record: EquipmentShipmentRecord, today: string): EquipmentShipment {
  const { id, orderId, orderDate, carrier, shipDate, deliveryDate, returnDate, address, items } = record;
  const tracking = trackingOn(record, today);
  return {
    id,
    orderId,
    orderDate,
    status: shipmentStatusOn(record, today),
    carrier,
    trackingNumber: tracking?.trackingNumber ?? null,
    trackingUrl: tracking?.trackingUrl ?? null,
    shipDate,
    deliveryDate,
    returnDate,
    address,
    items,
  };
}

/** Equipment shipments: the caller's account only, any role; an armed fault first. */
export const shipmentResolvers = {
  equipmentShipments: (args: { equipmentId?: string | null }, { server, caller }: ResolverContext): EquipmentShipment[] => {
    server.faults.failIfArmed('equipmentShipments');
    const { state } = server.store;
    // another account's device is not found, as everywhere (the answer does not say it exists)
    if (args.equipmentId) ownRecord(state.equipment, args.equipmentId, caller, 'Equipment');
    const today = businessToday(server);
    return state.equipmentShipments
      .filter((s) => s.accountId === caller.account.id && (!args.equipmentId || s.items.some((item) => item.equipmentId === args.equipmentId)))
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.id.localeCompare(a.id))
      .map((s) => shipmentOn(s, today));
  },
};
