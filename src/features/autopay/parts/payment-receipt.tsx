import { Trans } from '@lingui/react/macro';
import type { PaymentResponse } from '../../../domain/payment';
import { useFormat } from '../../../i18n/format';
import { MethodName } from '../../../ui/method-name';
import { PaymentStatusBadge } from '../../../ui/payment-status';
import { Fact } from '../../../ui/facts';

/** The same-day payment that went with Auto Pay (spec billing §4): its confirmation number, amount, date, method and status. */
export function PaymentReceipt({ answer }: { answer: PaymentResponse }) {
  const format = useFormat();
  const { payment } = answer;
  return (
    <dl className="facts" data-testid="ap-payment-receipt">
      <Fact label={<Trans>Confirmation number</Trans>} testId="ap-confirmation-number" mono>
        {payment.confirmationNumber}
      </Fact>
      <Fact label={<Trans>Amount paid</Trans>} testId="ap-payment-amount">
        {format.money(payment.amount)}
      </Fact>
      <Fact label={<Trans>Payment date</Trans>}>{format.date(payment.paymentDate)}</Fact>
      {payment.last4 && payment.methodType !== 'CASH' ? (
        <Fact label={<Trans>Payment method</Trans>}>
          <MethodName method={{ type: payment.methodType, brand: payment.brand, last4: payment.last4 }} />
        </Fact>
      ) : null}
      <Fact label={<Trans>Status</Trans>}>
        <PaymentStatusBadge status={payment.status} testId="ap-payment-status" />
      </Fact>
    </dl>
  );
}
