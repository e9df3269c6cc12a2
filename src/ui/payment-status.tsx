import { useLingui } from '@lingui/react/macro';
import type { Payment } from '../domain/billing';
import { PAYMENT_STATUS_LABELS } from './labels';

/** A payment's status as a badge in its colour (receipts, the recent payments list). */
export function PaymentStatusBadge({ status, testId }: { status: Payment['status']; testId?: string }) {
  const { t } = useLingui();
  return (
    <span className={`badge badge--${status.toLowerCase()}`} data-testid={testId}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}
