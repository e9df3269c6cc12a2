import type { z } from 'zod';
import { addDays, daysBetween } from '../../src/domain/dates';
import type { LineFeatureCode, LineFeatureStatus } from '../../src/domain/mobile-line-features';
import type {
  InternationalUsageRecord,
  MobileAccountRecord,
  MobileDeviceRecord,
  MobileLineRecord,
  MobileUsageRecord,
  StatementRecord,
} from '../../src/server/store/records';
import { MOBILE_TAXES } from './charges';
import { notLuhn } from './digits';
import { dailySeries } from './mobile-usage';
import type { MobileBuilder } from './plan';
import { ANCHOR } from './plan';
import { digits } from './prng';

// Builds an account's mobile records from its plan (mobile.ts, mobile-routewise.ts): lines,
// devices, plan groups, settings, the mobile balance, and the usage of the current and past
// cycles. A cycle is a statement's service period; the current one (holding the seed's day)
// holds days up to that day only, and the reset moves every date with the server's day, so the
// usage ends on the server's today on any day.

type Line = z.infer<typeof MobileLineRecord>;
type Device = z.infer<typeof MobileDeviceRecord>;
type Account = z.infer<typeof MobileAccountRecord>;

export interface LinePlan {
  line: Pick<Line, 'lineName' | 'lineNumber' | 'simType' | 'planName' | 'throttled'> &
    Partial<Pick<Line, 'status' | 'transactionType' | 'portInfo' | 'pendingRatePlanChange' | 'passExtraBuyInd' | 'autoActivationEligible'>>;
  /** the plan group's key */
  group: string;
  features: Record<LineFeatureCode, LineFeatureStatus>;
  device: Omit<
    Device,
    'id' | 'accountId' | 'imei' | 'deviceStatus' | 'insurancePlanId' | 'activationType' | 'orderNumber' | 'orderStatus' | 'callToActivate'
  > & {
    /** the insurance plan's key */
    insurance?: string;
  };
  /** the first eight digits of the IMEI: the type allocation code of the model */
  tac: string;
  /** MB used: this cycle up to the seed's day, then the cycles before it, newest first */
  usageMb: { current: number; past: number[] };
  /** international usage: days before the seed's day */
  international?: (Omit<z.infer<typeof InternationalUsageRecord>, 'id' | 'accountId' | 'lineId' | 'date' | 'charge'> & { daysAgo: number })[];
}

export interface MobileAccountPlan {
  groups: (Omit<Account['planGroups'][number], 'id'> & { key: string })[];
  insurancePlans: (Omit<Account['insurancePlans'][number], 'id'> & { key: string })[];
  promotions: Omit<Account['promotions'][number], 'id'>[];
  lines: LinePlan[];
  settings: Pick<Account, 'soloMobileAccountId' | 'accountLock' | 'dataNotifications'> & {
    contactInfo: Omit<Account['contactInfo'], 'customerSince'> & { customerDaysAgo: number };
  };
}

export const DATA_TIERS = [
  { value: 50, label: '50%' },
  { value: 75, label: '75%' },
  { value: 90, label: '90%' },
];

/** The statement whose service period holds the seed's day is the current cycle; the ones before it the past cycles. */
function cyclesOf(statements: readonly StatementRecord[]): { from: string; thru: string }[] {
  const sorted = [...statements].sort((a, b) => (a.servicePeriodFrom < b.servicePeriodFrom ? 1 : -1));
  const current = sorted.findIndex((s) => s.servicePeriodFrom <= ANCHOR && ANCHOR <= s.servicePeriodThru);
  if (current < 0) throw new Error('no statement covers the seed day: the mobile usage has no current cycle');
  return sorted.slice(current).map((s) => ({ from: s.servicePeriodFrom, thru: s.servicePeriodThru }));
}

export function mobileBuilder(plan: MobileAccountPlan): MobileBuilder {
  return (accountId, ids, rng, statements) => {
    const latest = statements.at(-1)!;
    const groupIds = new Map(plan.groups.map((g) => [g.key, ids.next('planGroups')]));
    const insuranceIds = new Map(plan.insurancePlans.map((p) => [p.key, ids.next('insurancePlans')]));
    const lines: Line[] = [];
    const devices: Device[] = [];
    const usage: z.infer<typeof MobileUsageRecord>[] = [];
    const international: z.infer<typeof InternationalUsageRecord>[] = [];
    const cycles = cyclesOf(statements);
    const catalog = new Map<string, Account['deviceCatalog'][number]>();
    for (const p of plan.lines) {
      // Real IMEIs and ICCIDs end in a Luhn check digit. These are deliberately made Luhn-invalid
      // so that no 15–19 digit run in the seed can be mistaken for a card number by the scanner.
      const imei = notLuhn(p.tac + digits(rng, 7));
      const iccId = notLuhn(`8901260${digits(rng, 12)}`);
      const { insurance, ...deviceFields } = p.device;
      const status = p.line.status ?? 'ACTIVE';
      const device: Device = {
        id: ids.next('mobileDevices'),
        accountId,
        ...deviceFields,
        imei,
        deviceStatus: status === 'SUSPENDED' ? 'DEACTIVE' : 'ACTIVE',
        insurancePlanId: insurance ? insuranceIds.get(insurance)! : null,
        activationType: p.line.simType,
        callToActivate: false,
        orderNumber: p.device.isBYOD ? null : `MO${digits(rng, 8)}`,
        orderStatus: p.device.isBYOD ? null : 'DELIVERED',
      };
      devices.push(device);
      catalog.set(p.tac, {
        tac: p.tac,
        brand: device.brand,
        model: device.model,
        color: device.color,
        capacity: device.capacity,
        deviceType: device.deviceType,
        deviceOS: device.deviceOS,
        is5G: device.is5G,
        eSimCapable: device.eSimCapable,
      });
      const line: Line = {
        id: ids.next('mobileLines'),
        accountId,
        pendingRatePlanChange: false,
        passExtraBuyInd: false,
        transactionType: 'NEW_LINE',
        autoActivationEligible: false,
        portInfo: null,
        ...p.line,
        status,
        activationStatus: status === 'SUSPENDED' ? 'ACTIVE' : status,
        networkStatus: status === 'ACTIVE' ? 'ENABLED' : 'DISABLED',
        originalOrderId: device.orderNumber,
        activationErrorFlag: false,
        iccId,
        imei,
        type: device.deviceType,
        errorCode: null,
        errorDescription: null,
        errorCategory: null,
        deviceId: device.id,
        planGroupId: groupIds.get(p.group)!,
        features: Object.entries(p.features).map(([code, featureStatus]) => ({ code: code as LineFeatureCode, status: featureStatus })),
      };
      lines.push(line);
      const totals = [p.usageMb.current, ...p.usageMb.past];
      totals.forEach((totalMb, i) => {
        const cycle = cycles[i];
        if (!cycle) throw new Error(`${line.lineName}: no statement for usage cycle ${i}`);
        const last = i === 0 ? ANCHOR : cycle.thru;
        usage.push({
          id: ids.next('mobileUsage'),
          accountId,
          lineId: line.id,
          from: cycle.from,
          thru: cycle.thru,
          dailyMb: dailySeries(rng, cycle.from, last, totalMb),
        });
      });
      for (const { daysAgo, ...event } of p.international ?? []) {
        international.push({
          id: ids.next('internationalUsage'),
          accountId,
          lineId: line.id,
          date: addDays(ANCHOR, -daysAgo),
          ...event,
          charge: event.units * event.rate,
        });
      }
    }
    const mobileShare = latest.lineItems.filter((li) => li.section === 'MOBILE' || li.description === MOBILE_TAXES).reduce((total, li) => total + li.amount, 0);
    const { contactInfo, ...settings } = plan.settings;
    const { customerDaysAgo, ...contact } = contactInfo;
    const account: Account = {
      id: ids.next('mobileAccounts'),
      accountId,
      mobileAccountNumber: notLuhn(`7${digits(rng, 11)}`),
      ...settings,
      contactInfo: { ...contact, customerSince: addDays(ANCHOR, -customerDaysAgo) },
      planGroups: plan.groups.map(({ key, ...g }) => ({ id: groupIds.get(key)!, ...g })),
      insurancePlans: plan.insurancePlans.map(({ key, ...p }) => ({ id: insuranceIds.get(key)!, ...p })),
      promotions: plan.promotions.map((p) => ({ id: ids.next('promotions'), ...p })),
      deviceCatalog: [...catalog.values()],
    };
    if (daysBetween(cycles[0]!.from, ANCHOR) < 0) throw new Error('the current cycle starts after the seed day');
    return {
      lines,
      devices,
      account,
      usage,
      international,
      balance: {
        id: ids.next('mobileBalances'),
        accountId,
        accountStatus: 'ACTIVE',
        totalBalance: mobileShare,
        pastDue: 0,
        dueDate: latest.dueDate,
        cycleEndDate: latest.servicePeriodThru,
      },
    };
  };
}
