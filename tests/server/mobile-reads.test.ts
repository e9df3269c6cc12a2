import { beforeAll, describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';

// The mobile reads (spec platform §3, §7; src/server/graphql/mobile.graphql) for Fleet Courier
// (mobile@fleet.example): each query's shape and figures that agree with each other, another
// account's line refused like a missing one, and an account without mobile answered empty.

const backend = backendPerFile({ resetEachTest: false });

const LINE = `lineId lineName lineNumber status activationStatus networkStatus throttled simType pendingRatePlanChange originalOrderId
  passExtraBuyInd transactionType activationErrorFlag iccId imei type errorCode errorDescription errorCategory autoActivationEligible
  portInfo { carrierName accountNumberLast4 firstName lastName businessName billingAddress { addressLine1 city state zip } }
  deviceId planGroupId planName dataUsedMb usageState features { code status pendingRequestId }`;
const DEVICE = `deviceId brand model color capacity imei deviceType deviceStatus is5G eSimCapable simPreInstalled isBYOD isLocked deviceOS
  lineId lineStatus activationType callToActivate upgradeEligibilityStatus price financed insured insurancePlan { id name cost } orderNumber orderStatus
  financing { price termLength remainingBalance remainingPaymentCount monthlyDevicePayment percentPaid currentBillInstallment totalNumOfInstallments }`;
const PLAN = `planGroupId planName allowanceQuotaGB allowedDataUsage overageAmountPerGB overageBTGAmount totalNumLines planLevelTotalAmount
  totalUsedData lines { lineId lineName usedMb } dataThrottleLimit pricePerData usageState
  forecast { dailyPaceMb projectedMb runsOutOn projectedOverage } cycleStart cycleEnd asOf`;

let fleet: Client;
let today: string;
beforeAll(async () => {
  await control.reset(backend.url);
  today = (await control.serverClock(backend.url)).today;
  fleet = await signedIn(backend.url, 'mobile@fleet.example');
});

async function data<T = any>(client: Client, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!;
}

describe('mobile reads', () => {
  it('lines, devices and plans: every §3 field, and the figures agree', async () => {
    const { mobileLines, devices, plans } = await data(fleet, `{ mobileLines { ${LINE} } devices { ${DEVICE} } plans { ${PLAN} } }`);
    expect(mobileLines.map((l: { type: string }) => l.type)).toEqual(['PHONE', 'PHONE', 'TABLET', 'SMARTWATCH']);
    expect(devices).toHaveLength(4);
    const iphone = devices.find((d: { model: string }) => d.model === 'iPhone 15');
    expect(iphone.financing).toMatchObject({ totalNumOfInstallments: 24, currentBillInstallment: 10, remainingPaymentCount: 14, percentPaid: 42 });
    expect(iphone.lineId).toBe(mobileLines[0].lineId);
    const ana = mobileLines[1];
    expect(ana.portInfo).toMatchObject({ carrierName: 'Lakeshore Wireless', accountNumberLast4: '4471' });
    for (const plan of plans) {
      const lines = mobileLines.filter((l: { planGroupId: string }) => l.planGroupId === plan.planGroupId);
      expect(plan.totalNumLines).toBe(lines.length);
      expect(plan.totalUsedData).toBe(lines.reduce((t: number, l: { dataUsedMb: number }) => t + l.dataUsedMb, 0));
      expect(plan.allowedDataUsage).toBe(plan.allowanceQuotaGB * 1024);
      expect(plan.cycleStart <= today && today <= plan.cycleEnd).toBe(true);
    }
  });

  it('a line’s details, its usage by day up to today and the past cycles', async () => {
    const { mobileLines } = await data(fleet, '{ mobileLines { lineId dataUsedMb } }');
    const lineId = mobileLines[0].lineId;
    const { lineDetails } = await data(
      fleet,
      `query($id: ID!) { lineDetails(lineId: $id) { line { lineId features { code status } } device { deviceId } plan { planGroupId } } }`,
      { id: lineId },
    );
    expect(lineDetails.line.features).toHaveLength(4);
    const usage = `query($id: ID!, $c: Int) { dataUsage(lineId: $id, cycle: $c) { lineId cycle cycleStart cycleEnd totalMb days { date usedMb } asOf } }`;
    const current = (await data(fleet, usage, { id: lineId })).dataUsage;
    expect(current.days.at(-1).date).toBe(today);
    expect(current.totalMb).toBe(mobileLines[0].dataUsedMb);
    const previous = (await data(fleet, usage, { id: lineId, c: 1 })).dataUsage;
    expect(previous.cycleEnd < current.cycleStart).toBe(true);
    expect(previous.days.at(-1).date).toBe(previous.cycleEnd);
    expect((await data(fleet, usage, { id: lineId, c: 2 })).dataUsage.cycle).toBe(2);
    const tooFar = await fleet.gql(usage, { id: lineId, c: 3 });
    expect(tooFar.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('usage summary, international usage, lock, contact info, promotions, ids, insurance and data alerts', async () => {
    const q = `query($id: ID!, $from: String!, $to: String!) {
      usageSummary { cycleStart cycleEnd daysLeft totalUsedMb totalAllowanceMb asOf lines { lineId usedMb usageState } plans { planGroupId } }
      internationalUsage(lineId: $id, startDate: $from, endDate: $to) { totalCharge asOf events { date country eventType unitType units rate charge } }
      accountLock { enabled selfServeEligible type }
      mobileContactInfo { businessName city state zip emailAddress phone existingCustomer migrationStatus billerStatus billerNumber soloMobileAccountId tenureInDays }
      promotions { id code name description type offerDiscount discountType termsAndConditions serviceDurationMonths deviceDurationMonths }
      soloMobileAccountId mobileBillingAccountNumber insurancePlans { id name cost }
      dataNotificationSettings { dataNotificationEnabled dataNotificationsThreshold dataTierOptions { value label } } }`;
    const { mobileLines } = await data(fleet, '{ mobileLines { lineId } }');
    const from = new Date(Date.parse(`${today}T12:00:00Z`) - 90 * 86400_000).toISOString().slice(0, 10);
    const answer = await data(fleet, q, { id: mobileLines[0].lineId, from, to: today });
    expect(answer.usageSummary.lines).toHaveLength(4);
    expect(answer.internationalUsage.events.length).toBeGreaterThan(0);
    for (const e of answer.internationalUsage.events) expect(e.charge).toBe(e.units * e.rate);
    expect(answer.accountLock).toEqual({ enabled: true, selfServeEligible: true, type: 'PORT_OUT' });
    expect(answer.mobileBillingAccountNumber).toMatch(/^\d{12}$/);
    expect(answer.mobileContactInfo.soloMobileAccountId).toBe(answer.soloMobileAccountId);
    expect(answer.dataNotificationSettings.dataTierOptions.map((o: { value: number }) => o.value)).toEqual([50, 75, 90]);
    const reversed = await fleet.gql(q, { id: mobileLines[0].lineId, from: today, to: from });
    expect(reversed.body.errors?.[0]?.extensions?.issues?.[0]?.message).toBe('range.reversed');
  });

  it('another account’s line is not found, like a missing one; an account without mobile reads empty', async () => {
    const acme = await signedIn(backend.url, 'owner@acme.example');
    const { mobileLines } = await data(fleet, '{ mobileLines { lineId } }');
    for (const id of [mobileLines[0].lineId, 'line_999999']) {
      for (const query of [
        'query($id: ID!) { lineDetails(lineId: $id) { line { lineId } } }',
        'query($id: ID!) { dataUsage(lineId: $id) { lineId } }',
        'query($id: ID!) { internationalUsage(lineId: $id, startDate: "2026-01-01", endDate: "2026-12-31") { lineId } }',
      ]) {
        const reply = await acme.gql(query, { id });
        expect(reply.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(reply.body.errors?.[0]?.message).toBe('Mobile line not found');
      }
    }
    const empty = await data(
      acme,
      '{ mobileLines { lineId } devices { deviceId } plans { planGroupId } usageSummary { asOf } accountLock { enabled } soloMobileAccountId dataNotificationSettings { dataNotificationEnabled } }',
    );
    expect(empty).toEqual({
      mobileLines: [],
      devices: [],
      plans: [],
      usageSummary: null,
      accountLock: null,
      soloMobileAccountId: null,
      dataNotificationSettings: null,
    });
  });
});
