import { Trans } from '@lingui/react/macro';
import { dateNotice } from '../../../machines/payment/one-time-payment.checks';
import { parseUsDate } from '../../domain/payment-date';
import { useFormat } from '../../i18n/format';
import type { PaymentFlow } from './use-payment-flow';

/**
 * A payment date after the bill's due date (src/domain/payment-date.ts `latePaymentIssue`, the
 * late-date rule of Auto Pay): said on the date step as the day is typed, and again on review,
 * before anything is paid. The day stays allowed.
 */
export function LateDateNotice({ flow, id }: { flow: PaymentFlow; id: string }) {
  const format = useFormat();
  const { info, draft } = flow.snapshot.context;
  const date = parseUsDate(draft.dateText);
  if (!info || !date || dateNotice(info, draft) === null) return null;
  const day = format.date(date);
  const due = format.date(info.billing.dueDate);
  return (
    <p id={id} className="notice notice--warning" role="status" data-testid="late-date-notice">
      <Trans>
        A payment on {day} would be late: your bill is due on {due}. To pay on time, choose {due} or an earlier day.
      </Trans>
    </p>
  );
}
