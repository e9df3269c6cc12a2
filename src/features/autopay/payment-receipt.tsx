import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentResponse } from '../../domain/payment';
import { useFormat } from '../../i18n/format';
import { PAYMENT_STATUS_LABELS } from '../../ui/labels';
import { MethodName } from '../../ui/method-name';

/** The same-day payment that went with Auto Pay (spec billing §4): its confirmation number, amount, date, method and status. */
export function PaymentReceipt({ answer }: { answer: PaymentResponse }) {
  const { t } = useLingui();
  const format = useFormat();
  const { payment } = answer;
  return (
    <dl className="facts" data-testid="ap-payment-receipt">
      <div className="facts__row">
        <dt>
          <Trans>Confirmation number</Trans>
        </dt>
        <dd className="mono" data-testid="ap-confirmation-number">
          {payment.confirmationNumber}
        </dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Amount paid</Trans>
        </dt>
        <dd data-testid="ap-payment-amount">{format.money(payment.amount)}</dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Payment date</Trans>
        </dt>
        <dd>{format.date(payment.paymentDate)}</dd>
      </div>
      {payment.last4 && payment.methodType !== 'CASH' ? (
        <div className="facts__row">
          <dt>
            <Trans>Payment method</Trans>
          </dt>
          <dd>
            <MethodName method={{ type: payment.methodType, brand: payment.brand, last4: payment.last4 }} />
          </dd>
        </div>
      ) : null}
      <div className="facts__row">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <span className={`badge badge--${payment.status.toLowerCase()}`} data-testid="ap-payment-status">
            {t(PAYMENT_STATUS_LABELS[payment.status])}
          </span>
        </dd>
      </div>
    </dl>
  );
}
