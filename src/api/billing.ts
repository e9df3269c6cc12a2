import { z } from 'zod/mini';
import { AutoPay, PaymentMethod } from '../domain/billing';
import { IsoDate } from '../domain/dates';
import { Cents } from '../domain/money';
import { PAYMENT_RISK_FIELDS, PaymentRiskAnswer } from './actors/billing-settings';
import { isSessionEnding } from './errors';
import { graphQuery } from './graph';

// The billing area's page reads (design/contract.md `billing`, `paymentMethods`). The flows load
// their own data through their actors; these are what a route needs before it mounts a page.

/** A read a page shows: the data, a failure it explains (generic message, retry), or nothing (a 401 is already on its way to /login). */
export type PageRead<T> = { status: 'ready'; data: T } | { status: 'failed' } | { status: 'sessionEnded' };

async function pageRead<T>(read: () => Promise<T>): Promise<PageRead<T>> {
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
    pastDueAmount: Cents,
    pendingPaymentAmount: Cents,
    creditBalance: Cents,
    dueDate: IsoDate,
    accountStatus: z.string(),
    softDisconnected: z.boolean(),
    discountEligible: z.boolean(),
    paperless: z.boolean(),
    autoPay: AutoPay,
    limits: z.object({ today: IsoDate }),
  }),
  paymentMethods: z.array(z.pick(PaymentMethod, { id: true, type: true, brand: true, last4: true })),
  paymentRisks: z.array(PaymentRiskAnswer),
});
export type BillingHome = z.infer<typeof BillingHomeAnswer>['billing'] & {
  /** the method backing Auto Pay, when enrolled */
  autoPayMethod: z.infer<typeof BillingHomeAnswer>['paymentMethods'][number] | null;
  /** payments set up on a card that expires first (Auto Pay at risk, issue 14) */
  paymentRisks: z.infer<typeof BillingHomeAnswer>['paymentRisks'];
};

const BILLING_HOME = /* GraphQL */ `
  query BillingHome {
    billing {
      amountDue
      pastDueAmount
      pendingPaymentAmount
      creditBalance
      dueDate
      accountStatus
      softDisconnected
      discountEligible
      paperless
      limits {
        today
      }
      autoPay {
        enrolled
        methodId
        debitDay
        services
        discountCents
      }
    }
    paymentMethods {
      id
      type
      brand
      last4
    }
    paymentRisks {
      ${PAYMENT_RISK_FIELDS}
    }
  }
`;

/** /billing: the status card (what is due, by when, past due) and the Auto Pay card. */
export const loadBillingHome = (): Promise<PageRead<BillingHome>> =>
  pageRead(async () => {
    const { billing, paymentMethods, paymentRisks } = await graphQuery(BILLING_HOME, BillingHomeAnswer);
    return { ...billing, autoPayMethod: paymentMethods.find((m) => m.id === billing.autoPay.methodId) ?? null, paymentRisks };
  });

const RisksAnswer = z.object({ billing: z.object({ limits: z.object({ today: IsoDate }) }), paymentRisks: z.array(PaymentRiskAnswer) });
export type PaymentRisks = { today: string; risks: z.infer<typeof RisksAnswer>['paymentRisks'] };

/** Auto Pay at risk (issue 14), for the account summary: the payments whose card expires first, and the business day. */
export async function fetchPaymentRisks(): Promise<PaymentRisks> {
  const answer = await graphQuery(`query PaymentRisks { billing { limits { today } } paymentRisks { ${PAYMENT_RISK_FIELDS} } }`, RisksAnswer);
  return { today: answer.billing.limits.today, risks: answer.paymentRisks };
}
