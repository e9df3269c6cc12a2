import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentStatusBadge } from '../../ui/payment-status';
import type { Payment } from '../../api/account';
import { useFormat } from '../../i18n/format';
import { BRAND_NAMES, PAYMENT_CHANNEL_LABELS } from '../../ui/labels';
import { TitledCard } from '../../ui/titled-card';

/** The latest payments, for users with billing access (spec billing §3 Payment, §4 statuses). */
export function RecentPaymentsCard({ payments, failed }: { payments: Payment[] | null; failed: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <TitledCard className="payments" titleId="payments-title" testId="payments-card" title={<Trans>Recent payments</Trans>}>
      {failed || payments === null ? (
        <p className="card__text">
          <Trans>Your payments could not be loaded right now.</Trans>
        </p>
      ) : payments.length === 0 ? (
        <p className="card__text">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">
            <Trans>Your latest payments</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Method</Trans>
              </th>
              <th scope="col" className="table__num">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>{format.date(p.paymentDate, 'medium')}</td>
                <td>
                  <MethodLabel payment={p} />
                  <span className="table__sub">{t(PAYMENT_CHANNEL_LABELS[p.channel])}</span>
                </td>
                <td className="table__num">{format.money(p.amount)}</td>
                <td>
                  <PaymentStatusBadge status={p.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledCard>
  );
}

function MethodLabel({ payment }: { payment: Payment }) {
  const last4 = payment.last4;
  if (payment.methodType === 'CASH') return <Trans>Cash</Trans>;
  if (payment.methodType === 'BANK') return last4 ? <Trans>Bank account ending in {last4}</Trans> : <Trans>Bank account</Trans>;
  const brand = payment.brand ? BRAND_NAMES[payment.brand] : null;
  if (!last4) return <Trans>Card</Trans>;
  return brand ? (
    <Trans>
      {brand} ending in {last4}
    </Trans>
  ) : (
    <Trans>Card ending in {last4}</Trans>
  );
}
