import { z } from 'zod/mini';

// A mobile order's status (spec platform §4 "Order status") and what the customer can do next
// with an order in it (spec platform §3 mobile order: consent status with its capture link,
// shipping with its tracking link).

export const ORDER_STATUSES = [
  'CANCEL',
  'CANCELED',
  'COMPLETED',
  'DELIVERED',
  'FRAUD_CLEARED',
  'FRAUD_PROCESSING',
  'GRADED',
  'ON_HOLD',
  'PENDING',
  'PLACED',
  'READY_TO_SHIP',
  'RELEASE',
  'RETURN_GRADE_RECEIVED',
  'RETURN_PRODUCT_RECEIVED',
  'RETURN_SUBMITTED',
  'SHIPPED',
  'SHIPPING_SOON',
  'SUBMITTED',
  'UNDELIVERED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The groups a customer reads an order status in: being prepared, held, on its way, arrived, going back, closed. */
export type OrderStatusGroup = 'PROCESSING' | 'HELD' | 'IN_TRANSIT' | 'DELIVERED' | 'RETURNING' | 'CLOSED';

const GROUP: Record<OrderStatus, OrderStatusGroup> = {
  PENDING: 'PROCESSING',
  SUBMITTED: 'PROCESSING',
  PLACED: 'PROCESSING',
  FRAUD_CLEARED: 'PROCESSING',
  RELEASE: 'PROCESSING',
  READY_TO_SHIP: 'PROCESSING',
  SHIPPING_SOON: 'PROCESSING',
  FRAUD_PROCESSING: 'HELD',
  ON_HOLD: 'HELD',
  SHIPPED: 'IN_TRANSIT',
  UNDELIVERED: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
  COMPLETED: 'DELIVERED',
  RETURN_SUBMITTED: 'RETURNING',
  RETURN_PRODUCT_RECEIVED: 'RETURNING',
  RETURN_GRADE_RECEIVED: 'RETURNING',
  GRADED: 'CLOSED',
  CANCEL: 'CLOSED',
  CANCELED: 'CLOSED',
};

export const orderStatusGroup = (status: OrderStatus): OrderStatusGroup => GROUP[status];

export const ConsentStatus = z.enum(['PENDING', 'CAPTURED', 'NOT_REQUIRED', 'EXPIRED']);
export type ConsentStatus = z.infer<typeof ConsentStatus>;

export type OrderAction = 'GIVE_CONSENT' | 'TRACK' | 'CONTACT';

/**
 * What the customer can do next: give consent while it is pending and the order is not closed
 * (an order held or processing waits for it); track a parcel that has a tracking link while it
 * is on its way or coming back; contact the provider about a held or undelivered order, or one
 * being returned.
 */
export function orderActions(order: {
  status: OrderStatus;
  consentStatus: ConsentStatus;
  consentCaptureUrl: string | null;
  trackingUrl: string | null;
}): OrderAction[] {
  const group = orderStatusGroup(order.status);
  const actions: OrderAction[] = [];
  if (order.consentStatus === 'PENDING' && order.consentCaptureUrl && group !== 'CLOSED') actions.push('GIVE_CONSENT');
  if (order.trackingUrl && (group === 'IN_TRANSIT' || group === 'RETURNING' || group === 'DELIVERED')) actions.push('TRACK');
  if (group === 'HELD' || group === 'RETURNING' || order.status === 'UNDELIVERED') actions.push('CONTACT');
  return actions;
}

/** An order's total: its lines, shipping, taxes and fees, in cents. */
export const orderTotal = (parts: { lines: readonly { price: number; quantity: number }[]; shippingPrice: number; taxes: number; fees: number }): number =>
  parts.lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + parts.shippingPrice + parts.taxes + parts.fees;
