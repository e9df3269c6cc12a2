import { fetchAccountSummary, fetchRecentPayments, lookUpSoftDisconnect, type AccountSummary, type Service } from '../../api/account';
import { fetchPaymentRisks, type PaymentRisks } from '../../api/payment-risks';
import { isSessionEnding } from '../../api/errors';
import type { HistoryPayment } from '../../domain/payment-history';
import { pastDueNotice, type DelinquencySchedule, type PastDueNotice } from '../../domain/delinquency';
import { hasBillingAccess } from '../../domain/roles';
import type { Profile } from '../../domain/session';

const RECENT_PAYMENTS = 3;

export type SummaryData =
  | {
      status: 'ready';
      account: AccountSummary;
      services: Service[];
      /** null: this user has no billing access, or the payments could not be read */
      payments: HistoryPayment[] | null;
      paymentsFailed: boolean;
      /** Auto Pay at risk: null without billing access, or when it could not be read */
      risks: PaymentRisks | null;
      /** the past-due tier's copy, with the schedule's date when the lookup was made */
      notice: PastDueNotice | null;
    }
  | { status: 'failed' }
  /** A 401: the app is already on its way to /login or /maintenance; show nothing. */
  | { status: 'sessionEnded' };

/**
 * The summary's reads. A failure becomes data the page shows (the generic message with OK),
 * not a navigation error, which would mean /404. Payments are a billing read: only asked for
 * users with billing access, and their failure leaves the rest of the summary standing.
 */
export async function loadSummary(profile: Profile): Promise<SummaryData> {
  // Billing that has moved to the enterprise site is not shown here, payments included.
  const showPayments = hasBillingAccess(profile.role) && !profile.billingSuppressed;
  const paymentsRead = showPayments ? fetchRecentPayments(RECENT_PAYMENTS) : Promise.resolve(null);
  const risksRead = showPayments ? fetchPaymentRisks() : Promise.resolve(null);
  const [summary, payments, risks] = await Promise.allSettled([fetchAccountSummary(), paymentsRead, risksRead]);
  if (summary.status === 'rejected') {
    return isSessionEnding(summary.reason) ? { status: 'sessionEnded' } : { status: 'failed' };
  }
  if (payments.status === 'rejected' && isSessionEnding(payments.reason)) return { status: 'sessionEnded' };
  const { account } = summary.value;
  let schedule: DelinquencySchedule | null;
  try {
    schedule = account.billingSuppressed ? null : await lookUpSoftDisconnect(profile.featureFlags.softDisconnectLookup, account);
  } catch {
    return { status: 'sessionEnded' }; // only a 401 gets through the lookup
  }
  return {
    notice: pastDueNotice(account, schedule),
    status: 'ready',
    account: summary.value.account,
    services: summary.value.services,
    payments: payments.status === 'fulfilled' ? payments.value : null,
    paymentsFailed: payments.status === 'rejected',
    // a failed read of the risks leaves the summary standing without the alert
    risks: risks.status === 'fulfilled' ? risks.value : null,
  };
}
