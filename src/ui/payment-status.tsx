import { useLingui } from '@lingui/react/macro';
import type { Payment } from '../domain/billing';
import type { HistoryPayment } from '../domain/payment-history';
import { historyStatusOf } from '../domain/payment-lifecycle';
import { HISTORY_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './labels';

/** A payment's status as a badge in its colour (receipts, the recent payments list). */
export function PaymentStatusBadge({ status, testId }: { status: Payment['status']; testId?: string }) {
  const { t } = useLingui();
  return (
    <span className={`badge badge--${status.toLowerCase()}`} data-testid={testId}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}

/**
 * A listed payment's status (src/domain/payment-lifecycle.ts `historyStatusOf`) as a badge: the
 * payment history and the summary's recent payments show one payment the same way.
 */
export function HistoryStatusBadge({ payment, testId }: { payment: Pick<HistoryPayment, 'status' | 'lifecycle'>; testId?: string }) {
  const { t } = useLingui();
  const status = historyStatusOf(payment);
  return (
    <span className={`badge badge--${status.toLowerCase()}`} data-testid={testId}>
      {t(HISTORY_STATUS_LABELS[status])}
    </span>
  );
}
