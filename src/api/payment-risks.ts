import { z } from 'zod/mini';
import { IsoDate } from '../domain/dates';
import { graphQuery } from './graph';

// Auto Pay at risk: the account summary's read, in a module of its own so the summary's
// first load carries none of the billing pages' reads (src/api/billing.ts); the billing home reads
// the same payments within its own query.

/** A payment at risk of failing on its method's expiry (spec billing §4): the summary and billing home read it. */
export const PaymentRiskAnswer = z.object({
  kind: z.enum(['AUTO_PAY', 'SCHEDULED']),
  methodId: z.string(),
  brand: z.nullable(z.string()),
  last4: z.string(),
  expiry: z.string(),
  date: IsoDate,
  paymentId: z.nullable(z.string()),
  amount: z.nullable(z.number()),
});
// the fields of PaymentRiskAnswer (a GraphQL document's constants are the file's own: tests/unit/graphql-limits;
// the billing home's query in billing.ts lists them too)
const PAYMENT_RISK_FIELDS = 'kind methodId brand last4 expiry date paymentId amount';

const RisksAnswer = z.object({
  billing: z.object({ limits: z.object({ today: IsoDate, maxScheduled: z.number() }) }),
  paymentRisks: z.array(PaymentRiskAnswer),
  scheduledPayments: z.array(z.object({ id: z.string() })),
});
export type PaymentRisks = {
  today: string;
  risks: z.infer<typeof RisksAnswer>['paymentRisks'];
  /** the future-dated payments and the most allowed, for Schedule a payment */
  scheduled: { count: number; max: number };
};

/** Auto Pay at risk, for the account summary: the payments whose card expires first, and the business day. */
export async function fetchPaymentRisks(): Promise<PaymentRisks> {
  const answer = await graphQuery(
    `query PaymentRisks { billing { limits { today maxScheduled } } paymentRisks { ${PAYMENT_RISK_FIELDS} } scheduledPayments { id } }`,
    RisksAnswer,
  );
  return {
    today: answer.billing.limits.today,
    risks: answer.paymentRisks,
    scheduled: { count: answer.scheduledPayments.length, max: answer.billing.limits.maxScheduled },
  };
}
