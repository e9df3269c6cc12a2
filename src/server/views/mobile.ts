import { addDays, daysBetween } from '../../domain/dates';
import { percentPaid } from '../../domain/mobile';
import { featureRequestStatusAt, lineFeatureStatusAt } from '../../domain/mobile-line-features';
import { usageForecast } from '../../domain/mobile-usage-forecast';
import { MB_PER_GB, usageState } from '../../domain/mobile-usage-state';
import type { LineFeatureRequestRecord, MobileAccountRecord, MobileDeviceRecord, MobileLineRecord, MobileUsageRecord, Store } from '../store/records';
import type { z } from 'zod';

// The mobile account as the reads answer it (spec platform §3): the stored records with what
// follows from them on the server clock — each line's data used this cycle (its usage records),
// the usage state and forecast (src/domain/mobile-usage-*.ts), a feature's state once its change
// has been applied (src/domain/mobile-line-features.ts), a device's line and installments.

type Line = z.infer<typeof MobileLineRecord>;
type Device = z.infer<typeof MobileDeviceRecord>;
type Account = z.infer<typeof MobileAccountRecord>;
type Usage = z.infer<typeof MobileUsageRecord>;
type FeatureRequest = z.infer<typeof LineFeatureRequestRecord>;
type PlanGroup = Account['planGroups'][number];

export interface MobileReadContext {
  state: Store;
  accountId: string;
  now: Date;
  today: string;
}

const own = <T extends { accountId: string }>(items: readonly T[], accountId: string) => items.filter((i) => i.accountId === accountId);

export const mobileAccountOf = ({ state, accountId }: MobileReadContext): Account | undefined => state.mobileAccounts.find((m) => m.accountId === accountId);

/** A line's usage records, the newest cycle first. */
const cyclesOfLine = (ctx: MobileReadContext, lineId: string): Usage[] =>
  own(ctx.state.mobileUsage, ctx.accountId)
    .filter((u) => u.lineId === lineId)
    .sort((a, b) => (a.from < b.from ? 1 : -1));

/** Index of the current cycle among the newest-first cycles: the one holding today, else the newest. */
const currentIndex = (cycles: readonly Usage[], today: string): number =>
  Math.max(
    0,
    cycles.findIndex((u) => u.from <= today && today <= u.thru),
  );

/** A line's usage in a cycle (0 current, 1 the one before, ...): the days up to today only. */
export function lineUsageOf(
  ctx: MobileReadContext,
  lineId: string,
  cycle: number,
): { from: string; thru: string; days: { date: string; usedMb: number }[] } | null {
  const cycles = cyclesOfLine(ctx, lineId);
  const record = cycles[currentIndex(cycles, ctx.today) + cycle];
  if (!record) return null;
  const days = record.dailyMb.map((usedMb, i) => ({ date: addDays(record.from, i), usedMb })).filter((d) => d.date <= ctx.today && d.date <= record.thru);
  return { from: record.from, thru: record.thru, days };
}

const usedThisCycle = (ctx: MobileReadContext, lineId: string): number => (lineUsageOf(ctx, lineId, 0)?.days ?? []).reduce((t, d) => t + d.usedMb, 0);

/** The account's current cycle: its lines' (they share the statement's service period). */
function currentCycleOf(ctx: MobileReadContext): { from: string; thru: string } | null {
  const first = own(ctx.state.mobileLines, ctx.accountId)[0];
  const usage = first && lineUsageOf(ctx, first.id, 0);
  return usage ? { from: usage.from, thru: usage.thru } : null;
}

const requestsOf = (ctx: MobileReadContext, lineId: string, feature: string): FeatureRequest[] =>
  own(ctx.state.lineFeatureRequests, ctx.accountId)
    .filter((r) => r.lineId === lineId && r.feature === feature)
    .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : 1));

function featuresOf(ctx: MobileReadContext, line: Line) {
  return line.features.map((f) => {
    const requests = requestsOf(ctx, line.id, f.code);
    const pending = requests.filter((r) => featureRequestStatusAt(r, ctx.now) === 'PENDING').at(-1);
    return { code: f.code, status: lineFeatureStatusAt(f.status, requests, ctx.now), pendingRequestId: pending?.id ?? null };
  });
}

export const featureRequestOf = (ctx: MobileReadContext, r: FeatureRequest) => ({
  requestId: r.id,
  lineId: r.lineId,
  feature: r.feature,
  requestedStatus: r.requestedStatus,
  status: featureRequestStatusAt(r, ctx.now),
  failureReason: featureRequestStatusAt(r, ctx.now) === 'FAILED' ? r.failureReason : null,
});

function groupUsage(ctx: MobileReadContext, group: PlanGroup) {
  const lines = own(ctx.state.mobileLines, ctx.accountId).filter((l) => l.planGroupId === group.id);
  const perLine = lines.map((l) => ({ lineId: l.id, lineName: l.lineName, usedMb: usedThisCycle(ctx, l.id) }));
  const usedMb = perLine.reduce((t, l) => t + l.usedMb, 0);
  const allowanceMb = group.allowanceQuotaGB * MB_PER_GB;
  const throttleLimitMb = group.dataThrottleLimitGB === null ? null : group.dataThrottleLimitGB * MB_PER_GB;
  return { lines, perLine, usedMb, allowanceMb, throttleLimitMb };
}

export function planOf(ctx: MobileReadContext, group: PlanGroup) {
  const { perLine, usedMb, allowanceMb, throttleLimitMb } = groupUsage(ctx, group);
  const cycle = currentCycleOf(ctx) ?? { from: ctx.today, thru: ctx.today };
  return {
    planGroupId: group.id,
    planName: group.planName,
    allowanceQuotaGB: group.allowanceQuotaGB,
    allowedDataUsage: allowanceMb,
    overageAmountPerGB: group.overageAmountPerGB,
    // the GB already past the allowance, each started GB billed
    overageBTGAmount: Math.ceil(Math.max(0, usedMb - allowanceMb) / MB_PER_GB) * group.overageAmountPerGB,
    totalNumLines: perLine.length,
    planLevelTotalAmount: group.planLevelTotalAmount,
    totalUsedData: usedMb,
    lines: perLine,
    dataThrottleLimit: group.dataThrottleLimitGB,
    pricePerData: group.allowanceQuotaGB > 0 ? Math.round(group.planLevelTotalAmount / group.allowanceQuotaGB) : 0,
    // the pool's state: one line slowed on its own does not slow the group
    usageState: usageState({ usedMb, allowanceMb, throttleLimitMb, throttled: false }),
    forecast: usageForecast({
      usedMb,
      allowanceMb,
      overageAmountPerGB: group.overageAmountPerGB,
      cycleStart: cycle.from,
      cycleEnd: cycle.thru,
      today: ctx.today,
    }),
    cycleStart: cycle.from,
    cycleEnd: cycle.thru,
    asOf: ctx.now.toISOString(),
  };
}

export function lineOf(ctx: MobileReadContext, line: Line) {
  const group = mobileAccountOf(ctx)?.planGroups.find((g) => g.id === line.planGroupId);
  const pool = group ? groupUsage(ctx, group) : null;
  return {
    ...line,
    lineId: line.id,
    dataUsedMb: usedThisCycle(ctx, line.id),
    // a line draws on its group's pool: the pool's state, or throttled when the network slows this line
    usageState: usageState({
      usedMb: pool?.usedMb ?? 0,
      allowanceMb: pool?.allowanceMb ?? 0,
      throttleLimitMb: pool?.throttleLimitMb ?? null,
      throttled: line.throttled,
    }),
    features: featuresOf(ctx, line),
  };
}

export function deviceOf(ctx: MobileReadContext, device: Device) {
  const line = own(ctx.state.mobileLines, ctx.accountId).find((l) => l.deviceId === device.id);
  const insurancePlan = device.insurancePlanId ? (mobileAccountOf(ctx)?.insurancePlans.find((p) => p.id === device.insurancePlanId) ?? null) : null;
  return {
    ...device,
    deviceId: device.id,
    lineId: line?.id ?? null,
    lineStatus: line?.status ?? null,
    financed: device.financing !== null,
    financing: device.financing && {
      ...device.financing,
      percentPaid: percentPaid(device.financing),
      currentBillInstallment: device.financing.termLength - device.financing.remainingPaymentCount,
      totalNumOfInstallments: device.financing.termLength,
    },
    insured: insurancePlan !== null,
    insurancePlan,
  };
}

export const linesOf = (ctx: MobileReadContext) => own(ctx.state.mobileLines, ctx.accountId).map((l) => lineOf(ctx, l));
export const devicesOf = (ctx: MobileReadContext) => own(ctx.state.mobileDevices, ctx.accountId).map((d) => deviceOf(ctx, d));
export const plansOf = (ctx: MobileReadContext) => (mobileAccountOf(ctx)?.planGroups ?? []).map((g) => planOf(ctx, g));

export function usageSummaryOf(ctx: MobileReadContext) {
  const cycle = currentCycleOf(ctx);
  if (!cycle) return null;
  const plans = plansOf(ctx);
  const lines = linesOf(ctx).map((l) => ({
    lineId: l.lineId,
    lineName: l.lineName,
    lineNumber: l.lineNumber,
    planGroupId: l.planGroupId,
    usedMb: l.dataUsedMb,
    throttled: l.throttled,
    usageState: l.usageState,
  }));
  return {
    cycleStart: cycle.from,
    cycleEnd: cycle.thru,
    daysLeft: Math.max(0, daysBetween(ctx.today, cycle.thru)),
    totalUsedMb: plans.reduce((t, p) => t + p.totalUsedData, 0),
    totalAllowanceMb: plans.reduce((t, p) => t + p.allowedDataUsage, 0),
    lines,
    plans,
    asOf: ctx.now.toISOString(),
  };
}

export function contactInfoOf(ctx: MobileReadContext, account: Account) {
  const { customerSince, ...info } = account.contactInfo;
  return { ...info, soloMobileAccountId: account.soloMobileAccountId, tenureInDays: Math.max(0, daysBetween(customerSince, ctx.today)) };
}
