import { SERVICE_KEYS, SERVICE_STATUSES } from '../domain/service-state';
import { ServiceDetails } from '../domain/service-details';
import { z } from 'zod/mini';
import { AmountOwed } from '../domain/amount-owed';
import { IsoDate } from '../domain/dates';
import { Cents, SignedCents } from '../domain/money';
import { DelinquencyTier, Payment } from '../domain/billing';
import { HistoryPayment } from '../domain/payment-history';
import { HISTORY_PAYMENT_FIELDS } from './actors/activity';
import { DelinquencySchedule, softDisconnectLookupAllowed } from '../domain/delinquency';
import { isSessionEnding } from './errors';
import { SUMMARY_QUERY } from './first-read-documents/summary';
import { apiJson } from './http';
import { graphQuery } from './graph';

// The account summary reads (spec platform §3 Account, §7 `account` and `services` queries).
// The domain has no schema for these query results yet, so the client checks what it uses here.

const Address = z.object({
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
type Address = z.infer<typeof Address>;

export const AccountSummary = z.object({
  accountNumber: z.string(),
  accountStatus: z.string(),
  companyName: z.string(),
  serviceAddress: Address,
  totalAmountDue: Cents,
  owed: AmountOwed,
  pendingPaymentAmount: Cents,
  pastDueAmount: Cents,
  creditBalance: Cents,
  currentBalance: SignedCents,
  dueDate: IsoDate,
  isDelinquent: z.boolean(),
  delinquencyTier: z.nullable(DelinquencyTier),
  softDisconnected: z.boolean(),
  autoPay: z.boolean(),
  debitDate: z.nullable(IsoDate),
  billingSuppressed: z.boolean(),
  billingPreferences: z.object({ billDelivery: z.enum(['PAPER', 'PAPERLESS']) }),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const ServiceKey = z.enum(SERVICE_KEYS);
export type ServiceKey = z.infer<typeof ServiceKey>;
export const ServiceStatus = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

export const Service = z.object({
  id: z.string(),
  serviceKey: ServiceKey,
  name: z.string(),
  status: ServiceStatus,
  details: ServiceDetails,
});
export type Service = z.infer<typeof Service>;

const SummaryQueryResult = z.object({ account: AccountSummary, services: z.array(Service) });

export function fetchAccountSummary(): Promise<z.infer<typeof SummaryQueryResult>> {
  return graphQuery(SUMMARY_QUERY, SummaryQueryResult);
}

const RecentPaymentsResult = z.object({ paymentHistory: z.array(HistoryPayment) });

// the payment history's own list (src/domain/payment-history.ts `listedPayments`): the summary
// shows its latest, with the same statuses, so the two never list different payments
const RECENT_PAYMENTS_QUERY = /* GraphQL */ `
  query RecentPayments {
    paymentHistory {
      ${HISTORY_PAYMENT_FIELDS}
    }
  }
`;

/** The latest listed payments, newest first; a billing read (PRIMARY and ADMIN only, spec platform §6). */
export async function fetchRecentPayments(limit: number): Promise<HistoryPayment[]> {
  const { paymentHistory } = await graphQuery(RECENT_PAYMENTS_QUERY, RecentPaymentsResult);
  return paymentHistory.slice(0, limit);
}
export type { Payment };

/**
 * The soft-disconnect date lookup (spec billing §4, platform §7 GET get-delinquency-schedule):
 * made only when the toggle is on and past due minus pending is above 0, else null. A failed
 * lookup is null too: the past-due notice is then shown without its date (a 401 still ends the session).
 */
export async function lookUpSoftDisconnect(
  toggleOn: boolean,
  owing: { pastDueAmount: number; pendingPaymentAmount: number },
): Promise<DelinquencySchedule | null> {
  if (!softDisconnectLookupAllowed(toggleOn, owing)) return null;
  try {
    return await apiJson('/api/pub/account/v1/get-delinquency-schedule', DelinquencySchedule);
  } catch (e) {
    if (isSessionEnding(e)) throw e;
    return null;
  }
}
