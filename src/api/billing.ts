import { z } from 'zod/mini';
import { AutoPay, DelinquencyTier, PaymentMethod } from '../domain/billing';
import { AmountOwed } from '../domain/amount-owed';
import { pastDueNotice, type PastDueNotice } from '../domain/delinquency';
import { lookUpSoftDisconnect } from './account';
import { IsoDate } from '../domain/dates';
import { Cents } from '../domain/money';
import { isSessionEnding } from './errors';
import { BILLING_HOME_QUERY, SCHEDULED_COUNT_QUERY } from './first-read-documents/billing-home';
import { graphQuery } from './graph';
import { PaymentRiskAnswer } from './payment-risks';

// The billing area's page reads (docs/backend.md `billing`, `paymentMethods`). The flows load
// their own data through their actors; these are what a route needs before it mounts a page. The
// summary's read of the payments at risk is in payment-risks.ts: the summary loads that alone.

/** A read a page shows: the data, a failure it explains (generic message, retry), or nothing (a 401 is already on its way to /login). */
export type PageRead<T> = { status: 'ready'; data: T } | { status: 'failed' } | { status: 'sessionEnded' };

export async function pageRead<T>(read: () => Promise<T>): Promise<PageRead<T>> {
  try {
    return { status: 'ready', data: await read() };
  } catch (e) {
    return isSessionEnding(e) ? { status: 'sessionEnded' } : { status: 'failed' };
  }
}

const EnrolledAnswer = z.object({ billing: z.object({ autoPay: z.object({ enrolled: z.boolean() }) }) });

/** Whether the account is enrolled in Auto Pay: /billing/pay-bill?open=ap opens Enroll or Manage from it. */
export const loadAutoPayEnrolled = (): Promise<PageRead<boolean>> =>
  pageRead(async () => (await graphQuery('query AutoPayEnrolled { billing { autoPay { enrolled } } }', EnrolledAnswer)).billing.autoPay.enrolled);

const BillingHomeAnswer = z.object({
  billing: z.object({
    amountDue: Cents,
    owed: AmountOwed,
    pastDueAmount: Cents,
    pendingPaymentAmount: Cents,
    creditBalance: Cents,
    dueDate: IsoDate,
    accountStatus: z.string(),
    softDisconnected: z.boolean(),
    delinquencyTier: z.nullable(DelinquencyTier),
    discountEligible: z.boolean(),
    paperless: z.boolean(),
    autoPay: z.extend(AutoPay, { nextDraftOn: z.nullable(IsoDate) }),
    limits: z.object({ today: IsoDate, maxScheduled: z.number() }),
  }),
  paymentMethods: z.array(z.pick(PaymentMethod, { id: true, type: true, brand: true, last4: true })),
  paymentRisks: z.array(PaymentRiskAnswer),
});
export type BillingHome = z.infer<typeof BillingHomeAnswer>['billing'] & {
  /** the method backing Auto Pay, when enrolled */
  autoPayMethod: z.infer<typeof BillingHomeAnswer>['paymentMethods'][number] | null;
  /** payments set up on a card that expires first (Auto Pay at risk) */
  paymentRisks: z.infer<typeof BillingHomeAnswer>['paymentRisks'];
  /** the future-dated payments and the most allowed (spec billing §5, §9), for Schedule a payment; null when not read */
  scheduled: { count: number; max: number } | null;
  /** the past-due tier's copy with the schedule's date when looked up; null when nothing is left to pay */
  notice: PastDueNotice | null;
};

const ScheduledIds = z.object({ scheduledPayments: z.array(z.object({ id: z.string() })) });

/** /billing: the status card (what is due, by when, past due) and the Auto Pay card; `softDisconnectLookup` is the profile's toggle. */
export const loadBillingHome = (softDisconnectLookup: boolean): Promise<PageRead<BillingHome>> =>
  pageRead(async () => {
    // the scheduled payments are read on their own: when they cannot be, the page stands and
    // Schedule a payment follows the account's rule alone (the scheduled payments card says why)
    const [home, scheduled] = await Promise.all([
      graphQuery(BILLING_HOME_QUERY, BillingHomeAnswer),
      graphQuery(SCHEDULED_COUNT_QUERY, ScheduledIds).catch((e: unknown) => {
        if (isSessionEnding(e)) throw e;
        return null;
      }),
    ]);
    const { billing, paymentMethods, paymentRisks } = home;
    const schedule = await lookUpSoftDisconnect(softDisconnectLookup, billing);
    return {
      notice: pastDueNotice(billing, schedule),
      ...billing,
      autoPayMethod: paymentMethods.find((m) => m.id === billing.autoPay.methodId) ?? null,
      paymentRisks,
      scheduled: scheduled ? { count: scheduled.scheduledPayments.length, max: billing.limits.maxScheduled } : null,
    };
  });

const HasMobileAnswer = z.object({ mobileBalance: z.nullable(z.object({ totalBalance: Cents })) });

/** Whether the account has mobile service (a mobile balance): the account activity then shows the mobile transactions. */
export const loadHasMobile = (): Promise<PageRead<boolean>> =>
  pageRead(async () => (await graphQuery('query HasMobile { mobileBalance { totalBalance } }', HasMobileAnswer)).mobileBalance !== null);
