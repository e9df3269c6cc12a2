import { dateRangeIssue, inDateRange } from '../../../domain/date-range';
import { ApiError, notFound } from '../../errors';
import {
  contactInfoOf,
  devicesOf,
  featureRequestOf,
  lineOf,
  linesOf,
  lineUsageOf,
  mobileAccountOf,
  planOf,
  plansOf,
  usageSummaryOf,
  deviceOf,
  type MobileReadContext,
} from '../../views/mobile';
import { lineFeatureTiming, mobileReadContext } from './mobile-context';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// The mobile reads (spec platform §7; src/server/graphql/mobile.graphql). Every role reads; each
// read checks its armed fault first; another account's line or request is NOT_FOUND like a
// missing one (./checks.ts).

/** How many past cycles a line's usage goes back. */
const PAST_CYCLES = 2;

/** A read: its fault first, then the answer from the caller's own mobile records. */
const read =
  <A, R>(operation: string, answer: (args: A, ctx: MobileReadContext, context: ResolverContext) => R) =>
  (args: A, context: ResolverContext): R => {
    context.server.faults.failIfArmed(operation);
    return answer(args, mobileReadContext(context), context);
  };

const ownLine = (ctx: MobileReadContext, lineId: string, context: ResolverContext) => ownRecord(ctx.state.mobileLines, lineId, context.caller, 'Mobile line');

export const mobileReadResolvers = {
  mobileLines: read('mobileLines', (_args: unknown, ctx) => linesOf(ctx)),
  devices: read('devices', (_args: unknown, ctx) => devicesOf(ctx)),
  lineDetails: read('lineDetails', (args: { lineId: string }, ctx, context) => {
    const line = ownLine(ctx, args.lineId, context);
    const device = line.deviceId ? ctx.state.mobileDevices.find((d) => d.id === line.deviceId && d.accountId === ctx.accountId) : undefined;
    const group = mobileAccountOf(ctx)?.planGroups.find((g) => g.id === line.planGroupId);
    if (!group) throw notFound('Mobile line');
    return { line: lineOf(ctx, line), device: device ? deviceOf(ctx, device) : null, plan: planOf(ctx, group) };
  }),
  plans: read('plans', (_args: unknown, ctx) => plansOf(ctx)),
  insurancePlans: read('insurancePlans', (_args: unknown, ctx) => mobileAccountOf(ctx)?.insurancePlans ?? []),
  dataUsage: read('dataUsage', (args: { lineId: string; cycle?: number | null }, ctx, context) => {
    const line = ownLine(ctx, args.lineId, context);
    const cycle = args.cycle ?? 0;
    if (!Number.isInteger(cycle) || cycle < 0 || cycle > PAST_CYCLES) {
      throw new ApiError('VALIDATION_FAILED', 'No usage for that cycle', [{ path: ['cycle'], code: 'custom', message: 'usage.cycle' }]);
    }
    const usage = lineUsageOf(ctx, line.id, cycle);
    if (!usage) throw new ApiError('VALIDATION_FAILED', 'No usage for that cycle', [{ path: ['cycle'], code: 'custom', message: 'usage.cycle' }]);
    return {
      lineId: line.id,
      cycle,
      cycleStart: usage.from,
      cycleEnd: usage.thru,
      totalMb: usage.days.reduce((t, d) => t + d.usedMb, 0),
      days: usage.days,
      asOf: ctx.now.toISOString(),
    };
  }),
  usageSummary: read('usageSummary', (_args: unknown, ctx) => usageSummaryOf(ctx)),
  internationalUsage: read('internationalUsage', (args: { lineId: string; startDate: string; endDate: string }, ctx, context) => {
    const line = ownLine(ctx, args.lineId, context);
    const range = { from: args.startDate, to: args.endDate };
    const issue = dateRangeIssue(range);
    if (issue) throw new ApiError('VALIDATION_FAILED', 'The dates are not a range', [{ path: ['startDate'], code: 'custom', message: issue }]);
    const events = ctx.state.internationalUsage
      .filter((e) => e.accountId === ctx.accountId && e.lineId === line.id && inDateRange(e.date, range))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map(({ date, country, eventType, unitType, units, rate, charge }) => ({ date, country, eventType, unitType, units, rate, charge }));
    return {
      lineId: line.id,
      startDate: args.startDate,
      endDate: args.endDate,
      totalCharge: events.reduce((t, e) => t + e.charge, 0),
      events,
      asOf: ctx.now.toISOString(),
    };
  }),
  accountLock: read('accountLock', (_args: unknown, ctx) => mobileAccountOf(ctx)?.accountLock ?? null),
  mobileContactInfo: read('mobileContactInfo', (_args: unknown, ctx) => {
    const account = mobileAccountOf(ctx);
    return account ? contactInfoOf(ctx, account) : null;
  }),
  promotions: read('promotions', (_args: unknown, ctx) => mobileAccountOf(ctx)?.promotions ?? []),
  soloMobileAccountId: read('soloMobileAccountId', (_args: unknown, ctx) => mobileAccountOf(ctx)?.soloMobileAccountId ?? null),
  mobileBillingAccountNumber: read('mobileBillingAccountNumber', (_args: unknown, ctx) => mobileAccountOf(ctx)?.mobileAccountNumber ?? null),
  dataNotificationSettings: read('dataNotificationSettings', (_args: unknown, ctx) => mobileAccountOf(ctx)?.dataNotifications ?? null),
  lineFeaturesUpdateRequestStatus: read('lineFeaturesUpdateRequestStatus', (args: { requestId: string }, ctx, context) => {
    const request = ownRecord(ctx.state.lineFeatureRequests, args.requestId, context.caller, 'Line feature request');
    return { ...featureRequestOf(ctx, request), pollingGuidelines: lineFeatureTiming(context).guidelines };
  }),
};
