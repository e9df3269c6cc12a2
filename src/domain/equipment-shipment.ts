import { z } from 'zod/mini';
import { IsoDate } from './dates';
import { EquipmentType } from './equipment';

/**
 * Equipment shipments (spec platform §3 "Equipment shipment: orderID, orderDate, status,
 * trackingNumber, carrier, delivery dates, quantity, address"). A shipment is stored as
 * the days its carrier gives: shipped on, delivered (expected until that day comes, then the day it
 * was), or sent back to us instead. Its status is read from them on the server's business day, so
 * a parcel in transit is delivered on its day without anything written, on any day the demo runs.
 */
const SHIPMENT_STATUSES = ['ORDERED', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'RETURNED'] as const;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

export const CARRIERS = ['UPS', 'FEDEX', 'USPS'] as const;
export const Carrier = z.enum(CARRIERS);
export type Carrier = z.infer<typeof Carrier>;

/** The days a carrier gives for a shipment (YYYY-MM-DD, business time zone). */
export interface ShipmentDays {
  /** handed to the carrier; null while the order waits for stock */
  shipDate: string | null;
  /** delivered on, or expected on while ahead (or, for one sent back, the day delivery was attempted) */
  deliveryDate: string;
  /** sent back to us on this day instead of delivered (refused, undeliverable); null when not */
  returnDate: string | null;
}

/** The shipment's status on `today`: ordered, shipped (its ship day), in transit, delivered, or returned to us. */
export function shipmentStatusOn(s: ShipmentDays, today: string): ShipmentStatus {
  if (s.shipDate === null || s.shipDate > today) return 'ORDERED';
  if (s.returnDate !== null && s.returnDate <= today) return 'RETURNED';
  if (s.returnDate === null && s.deliveryDate <= today) return 'DELIVERED';
  return s.shipDate === today ? 'SHIPPED' : 'IN_TRANSIT';
}

const TRACKING_PAGES: Record<Carrier, string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FEDEX: 'https://www.fedex.com/fedextrack/?trknbr=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's public tracking page for a tracking number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string => TRACKING_PAGES[carrier] + encodeURIComponent(trackingNumber);

/** The tracking a customer can follow: none before the parcel is handed to the carrier (the label is not scanned yet). */
export function trackingOn(
  s: ShipmentDays & { carrier: Carrier; trackingNumber: string },
  today: string,
): { trackingNumber: string; trackingUrl: string } | null {
  if (shipmentStatusOn(s, today) === 'ORDERED') return null;
  return { trackingNumber: s.trackingNumber, trackingUrl: trackingUrl(s.carrier, s.trackingNumber) };
}

const ShipmentItem = z.object({
  /** the device on the account this item became, once delivered and installed; null for one not installed (or sent back) */
  equipmentId: z.nullable(z.string()),
  equipmentType: EquipmentType,
  model: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
});
type ShipmentItem = z.infer<typeof ShipmentItem>;

/** One shipment as the `equipmentShipments` query answers it. */
export const EquipmentShipment = z.object({
  id: z.string(),
  orderId: z.string(),
  orderDate: IsoDate,
  status: ShipmentStatus,
  carrier: Carrier,
  /** null until the carrier has the parcel */
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  shipDate: z.nullable(IsoDate),
  deliveryDate: IsoDate,
  returnDate: z.nullable(IsoDate),
  address: z.object({ addressLine1: z.string(), addressLine2: z.nullable(z.string()), city: z.string(), state: z.string(), zip: z.string() }),
  items: z.array(ShipmentItem),
});
export type EquipmentShipment = z.infer<typeof EquipmentShipment>;
