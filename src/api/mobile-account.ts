import { z } from 'zod/mini';
import { DataNotifications, DataTierOption } from '../domain/mobile-data-notifications';
import { LineFeatureCode, LineFeatureStatus } from '../domain/mobile-line-features';
import { UsageState } from '../domain/mobile-usage-state';
import { isApiError } from './errors';
import { graphQuery } from './graph';

// The mobile account's reads for /services/mobile and a line's page (src/server/graphql/mobile.graphql,
// spec platform §3, §7). Data in MB, money in integer cents, asOf the server clock's instant.

const Forecast = z.object({ dailyPaceMb: z.number(), projectedMb: z.number(), runsOutOn: z.nullable(z.string()), projectedOverage: z.number() });

const PLAN_FIELDS = `planGroupId planName allowanceQuotaGB allowedDataUsage overageAmountPerGB overageBTGAmount totalNumLines totalUsedData dataThrottleLimit
  usageState cycleStart cycleEnd asOf forecast { dailyPaceMb projectedMb runsOutOn projectedOverage }`;
const MobilePlan = z.object({
  planGroupId: z.string(),
  planName: z.string(),
  allowanceQuotaGB: z.number(),
  allowedDataUsage: z.number(),
  overageAmountPerGB: z.number(),
  overageBTGAmount: z.number(),
  totalNumLines: z.number(),
  totalUsedData: z.number(),
  dataThrottleLimit: z.nullable(z.number()),
  usageState: UsageState,
  cycleStart: z.string(),
  cycleEnd: z.string(),
  asOf: z.string(),
  forecast: Forecast,
});
export type MobilePlan = z.infer<typeof MobilePlan>;

const LINE_FIELDS = `lineId lineName lineNumber status throttled simType type planGroupId planName dataUsedMb usageState deviceId
  features { code status pendingRequestId }`;
const LineFeature = z.object({ code: LineFeatureCode, status: LineFeatureStatus, pendingRequestId: z.nullable(z.string()) });
export type LineFeature = z.infer<typeof LineFeature>;
const MobileLine = z.object({
  lineId: z.string(),
  lineName: z.string(),
  lineNumber: z.string(),
  status: z.string(),
  throttled: z.boolean(),
  simType: z.string(),
  type: z.string(),
  planGroupId: z.string(),
  planName: z.string(),
  dataUsedMb: z.number(),
  usageState: UsageState,
  deviceId: z.nullable(z.string()),
  features: z.array(LineFeature),
});
export type MobileLine = z.infer<typeof MobileLine>;

const DEVICE_FIELDS = `deviceId brand model color capacity imei deviceType is5G isBYOD isLocked lineId activationType upgradeEligibilityStatus financed insured
  financing { remainingBalance remainingPaymentCount monthlyDevicePayment currentBillInstallment totalNumOfInstallments }
  insurancePlan { name cost }`;
const MobileDevice = z.object({
  deviceId: z.string(),
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  capacity: z.string(),
  imei: z.string(),
  deviceType: z.string(),
  is5G: z.boolean(),
  isBYOD: z.boolean(),
  isLocked: z.boolean(),
  lineId: z.nullable(z.string()),
  activationType: z.string(),
  upgradeEligibilityStatus: z.string(),
  financed: z.boolean(),
  insured: z.boolean(),
  financing: z.nullable(
    z.object({
      remainingBalance: z.number(),
      remainingPaymentCount: z.number(),
      monthlyDevicePayment: z.number(),
      currentBillInstallment: z.number(),
      totalNumOfInstallments: z.number(),
    }),
  ),
  insurancePlan: z.nullable(z.object({ name: z.string(), cost: z.number() })),
});
export type MobileDevice = z.infer<typeof MobileDevice>;

const OVERVIEW = `query MobileOverview {
  mobileLines { ${LINE_FIELDS} }
  devices { ${DEVICE_FIELDS} }
  usageSummary { cycleStart cycleEnd daysLeft totalUsedMb totalAllowanceMb asOf plans { ${PLAN_FIELDS} } }
  accountLock { enabled type }
  dataNotificationSettings { dataNotificationEnabled dataNotificationsThreshold dataTierOptions { value label } }
}`;
const OverviewAnswer = z.object({
  mobileLines: z.array(MobileLine),
  devices: z.array(MobileDevice),
  usageSummary: z.nullable(
    z.object({
      cycleStart: z.string(),
      cycleEnd: z.string(),
      daysLeft: z.number(),
      totalUsedMb: z.number(),
      totalAllowanceMb: z.number(),
      asOf: z.string(),
      plans: z.array(MobilePlan),
    }),
  ),
  accountLock: z.nullable(z.object({ enabled: z.boolean(), type: z.string() })),
  dataNotificationSettings: z.nullable(z.extend(DataNotifications, { dataTierOptions: z.array(DataTierOption) })),
});
export type MobileOverview = z.infer<typeof OverviewAnswer>;

/** /services/mobile: the lines, their devices, this cycle's usage by plan group, the account lock and the data alerts. */
export const fetchMobileOverview = (): Promise<MobileOverview> => graphQuery(OVERVIEW, OverviewAnswer);

const LINE = `query MobileLine($lineId: ID!) {
  lineDetails(lineId: $lineId) { line { ${LINE_FIELDS} } device { ${DEVICE_FIELDS} } plan { ${PLAN_FIELDS} } }
  dataUsage(lineId: $lineId, cycle: 0) { cycleStart cycleEnd totalMb asOf days { date usedMb } }
  devices { imei }
}`;
const LineAnswer = z.object({
  lineDetails: z.object({ line: MobileLine, device: z.nullable(MobileDevice), plan: MobilePlan }),
  dataUsage: z.object({
    cycleStart: z.string(),
    cycleEnd: z.string(),
    totalMb: z.number(),
    asOf: z.string(),
    days: z.array(z.object({ date: z.string(), usedMb: z.number() })),
  }),
  /** the account's devices' IMEIs: a swap cannot bring one of them in again */
  devices: z.array(z.object({ imei: z.string() })),
});
export type MobileLineDetails = z.infer<typeof LineAnswer>;

/** One line with its device, plan group and this cycle's daily usage; null for a line of another account or none (the server answers NOT_FOUND for both). */
export async function fetchMobileLine(lineId: string): Promise<MobileLineDetails | null> {
  try {
    return await graphQuery(LINE, LineAnswer, { lineId });
  } catch (e) {
    if (isApiError(e, 'NOT_FOUND')) return null;
    throw e;
  }
}

const INTERNATIONAL = `query InternationalUsage($lineId: ID!, $startDate: String!, $endDate: String!) {
  internationalUsage(lineId: $lineId, startDate: $startDate, endDate: $endDate) {
    startDate endDate totalCharge asOf events { date country eventType unitType units rate charge }
  }
}`;
const InternationalAnswer = z.object({
  internationalUsage: z.object({
    startDate: z.string(),
    endDate: z.string(),
    totalCharge: z.number(),
    asOf: z.string(),
    events: z.array(
      z.object({ date: z.string(), country: z.string(), eventType: z.string(), unitType: z.string(), units: z.number(), rate: z.number(), charge: z.number() }),
    ),
  }),
});
export type InternationalUsage = z.infer<typeof InternationalAnswer>['internationalUsage'];

/** A line's roaming, long distance and day passes between two days (inclusive). */
export const fetchInternationalUsage = async (lineId: string, startDate: string, endDate: string): Promise<InternationalUsage> =>
  (await graphQuery(INTERNATIONAL, InternationalAnswer, { lineId, startDate, endDate })).internationalUsage;
