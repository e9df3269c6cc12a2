import { portingEligibility } from '../../../domain/mobile-port-eligibility';
import { notFound } from '../../errors';
import { activationOf, activationsOf, carrierOf, orderOf, ordersOf, type OrdersReadContext } from '../../views/mobile-orders';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// The mobile orders and activation reads (spec platform §7; src/server/graphql/mobile-orders.graphql).
// Every role reads; each checks its armed fault first; another account's order or line is
// NOT_FOUND like a missing one.

const read =
  <A, R>(operation: string, answer: (args: A, ctx: OrdersReadContext, context: ResolverContext) => R) =>
  (args: A, context: ResolverContext): R => {
    context.server.faults.failIfArmed(operation);
    return answer(args, { state: context.server.store.state, accountId: context.caller.account.id, now: context.server.clock.now() }, context);
  };

const ownOrder = (ctx: OrdersReadContext, orderNumber: string) => {
  const order = ctx.state.mobileOrders.find((o) => o.orderNumber === orderNumber && o.accountId === ctx.accountId);
  if (!order) throw notFound('Mobile order');
  return order;
};

export const mobileOrderReadResolvers = {
  mobileOrder: read('mobileOrder', (args: { orderNumber: string }, ctx) => orderOf(ownOrder(ctx, args.orderNumber))),
  mobileOrders: read('mobileOrders', (args: { includeConsentStatus?: boolean | null }, ctx) =>
    ordersOf(ctx).map((o) => orderOf(o, args.includeConsentStatus === true)),
  ),
  orderConsentStatus: read('orderConsentStatus', (args: { orderNumber: string }, ctx) => {
    const order = ownOrder(ctx, args.orderNumber);
    return { orderNumber: order.orderNumber, consentStatus: order.consentStatus, consentCaptureUrl: order.consentCaptureUrl };
  }),
  productDetails: read('productDetails', (args: { orderNumber: string }, ctx) => ownOrder(ctx, args.orderNumber).lines),
  activationDashboard: read('activationDashboard', (_args: unknown, ctx) => {
    const lines = activationsOf(ctx);
    const count = (...states: string[]) => lines.filter((l) => states.includes(l.activationState)).length;
    return {
      lines,
      readyCount: count('READY_FOR_ACTIVATION'),
      inProgressCount: count('IN_PROGRESS', 'PORT_IN_PROGRESS'),
      failedCount: count('FAILED'),
      needsCallCount: count('NEEDS_CALL'),
      activeCount: count('ACTIVE'),
    };
  }),
  activationStatusOfEligibleDevices: read('activationStatusOfEligibleDevices', (_args: unknown, ctx) =>
    activationsOf(ctx).map((l) => ({
      lineId: l.lineId,
      deviceName: l.deviceName,
      imei: l.imei,
      orderNumber: l.orderNumber,
      activationState: l.activationState,
    })),
  ),
  lineActivationStatus: read('lineActivationStatus', (args: { lineId: string }, ctx, context) =>
    activationOf(ctx, ownRecord(ctx.state.lineActivations, args.lineId, context.caller, 'Line')),
  ),
  portingEligibility: read('portingEligibility', (args: { phoneNumber: string }, ctx) => {
    const lines = ctx.state.mobileLines;
    const ported = ctx.state.lineActivations.flatMap((a) => (a.portIn ? [{ accountId: a.accountId, number: a.portIn.phoneNumber }] : []));
    const numbers = [...lines.map((l) => ({ accountId: l.accountId, number: l.lineNumber })), ...ported];
    const result = portingEligibility(args.phoneNumber, {
      onThisAccount: numbers.filter((n) => n.accountId === ctx.accountId).map((n) => n.number),
      onOtherAccounts: numbers.filter((n) => n.accountId !== ctx.accountId).map((n) => n.number),
      notPortablePrefixes: ctx.state.config.notPortablePrefixes ?? [],
    });
    return { phoneNumber: args.phoneNumber, ...result };
  }),
  carriers: read('carriers', (_args: unknown, ctx) => ctx.state.carriers.map(carrierOf)),
};
