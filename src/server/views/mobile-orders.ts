import { activationAction, activationAt } from '../../domain/mobile-activation-status';
import { orderActions, orderStatusGroup } from '../../domain/mobile-order-status';
import { portStateAt } from '../../domain/mobile-port-timeline';
import type { CarrierRecord, LineActivationRecord, MobileOrderRecord, Store } from '../store/records';

// The answers of the mobile orders and activation reads (src/server/graphql/mobile-orders.graphql),
// read on the server clock. Nothing of a PIN or an old account number but its last four is in
// a record, so nothing more can be answered.

export interface OrdersReadContext {
  state: Store;
  accountId: string;
  now: Date;
}

export const ordersOf = (ctx: OrdersReadContext): MobileOrderRecord[] =>
  ctx.state.mobileOrders
    .filter((o) => o.accountId === ctx.accountId)
    .sort((a, b) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0));

export function orderOf(order: MobileOrderRecord, includeConsent = true) {
  return {
    orderNumber: order.orderNumber,
    createdDate: order.createdDate,
    status: order.status,
    statusGroup: orderStatusGroup(order.status),
    consentStatus: includeConsent ? order.consentStatus : null,
    consentCaptureUrl: includeConsent ? order.consentCaptureUrl : null,
    salesChannel: order.salesChannel,
    orderLines: order.lines,
    shipping: order.shipping,
    taxes: order.taxes,
    fees: order.fees,
    orderTotal: order.orderTotal,
    payment: order.payment,
    nextActions: orderActions({
      status: order.status,
      consentStatus: order.consentStatus,
      consentCaptureUrl: order.consentCaptureUrl,
      trackingUrl: order.shipping.trackingUrl,
    }),
  };
}

/** An activation is polled after 2 s, every 3 s, for up to 60 s (a port-in's old carrier takes longer: the page then says when to look again). */
const ACTIVATION_POLLING = { featureToUseForPolling: 'lineActivationStatus', startDelaySeconds: 2, intervalSeconds: 3, durationSeconds: 60 };

const instantOrNull = (iso: string | null | undefined) => iso ?? null;

export function activationOf(ctx: OrdersReadContext, record: LineActivationRecord) {
  const port = record.portIn ? portStateAt(record.portIn.attempts, ctx.now) : null;
  const at = activationAt(record, port, ctx.now);
  const carrier = record.portIn ? ctx.state.carriers.find((c) => c.id === record.portIn!.carrierId) : undefined;
  const last = record.portIn?.attempts.at(-1);
  return {
    lineId: record.id,
    orderNumber: record.orderNumber,
    lineName: record.lineName,
    lineNumber: at.state === 'ACTIVE' && record.portIn ? record.portIn.phoneNumber : record.lineNumber,
    iccId: record.iccId,
    imei: record.imei,
    simType: record.simType,
    type: record.type,
    deviceName: record.deviceName,
    provisioningStatus: at.state === 'ACTIVE' ? 'PROVISIONED' : at.state === 'FAILED' ? 'ERROR' : record.provisioningStatus,
    status: at.status,
    activationState: at.state,
    action: activationAction(at.state),
    errorCode: at.errorCode,
    errorDescription: at.errorDescription,
    errorCategory: at.errorCategory,
    portInfo:
      record.portIn && port
        ? {
            phoneNumber: record.portIn.phoneNumber,
            carrierId: record.portIn.carrierId,
            carrierName: carrier?.name ?? '',
            accountNumberLast4: record.portIn.accountNumberLast4,
            firstName: record.portIn.firstName,
            lastName: record.portIn.lastName,
            businessName: record.portIn.businessName,
            billingAddress: record.portIn.billingAddress,
            timeline: {
              ...port,
              submittedAt: instantOrNull(last?.submittedAt),
              answersAt: instantOrNull(last?.answersAt),
              confirmedDate: port.state === 'CONFIRMED' || port.state === 'ACTIVE' ? instantOrNull(last?.activeAt) : null,
              submissions: record.portIn.attempts.length,
            },
          }
        : null,
    pollingGuidelines: ACTIVATION_POLLING,
  };
}

export const activationsOf = (ctx: OrdersReadContext) =>
  ctx.state.lineActivations.filter((a) => a.accountId === ctx.accountId).map((a) => activationOf(ctx, a));

export const carrierOf = (c: CarrierRecord) => ({ id: c.id, name: c.name, accountNumberLength: c.accountNumberLength, pinLength: c.pinLength });
