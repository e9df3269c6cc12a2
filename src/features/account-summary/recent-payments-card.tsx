import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryPayment } from '../../domain/payment-history';
import { HistoryStatusBadge } from '../../ui/payment-status';
import { useFormat } from '../../i18n/format';
import { PAYMENT_CHANNEL_LABELS } from '../../ui/labels';
import { PaymentMethodText } from '../../ui/payment-method-text';
import { Table } from '../../ui/table';
import { TitledCard } from '../../ui/titled-card';

/** The latest payments of the payment history's list, with its statuses, for users with billing access (spec billing §3 Payment, §4 statuses). */
export function RecentPaymentsCard({ payments, failed }: { payments: HistoryPayment[] | null; failed: boolean }) {
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
        <Table
          className="table"
          caption={<Trans>Your latest payments</Trans>}
          columns={[
            { heading: <Trans>Date</Trans> },
            { heading: <Trans>Method</Trans> },
            { heading: <Trans>Amount</Trans>, className: 'table__num' },
            { heading: <Trans>Status</Trans> },
          ]}
        >
          {payments.map((p) => (
            <tr key={p.id} data-testid="recent-payment" data-payment-id={p.id}>
              <td>{format.date(p.paymentDate, 'medium')}</td>
              <td>
                <PaymentMethodText payment={p} />
                <span className="table__sub">{t(PAYMENT_CHANNEL_LABELS[p.channel])}</span>
              </td>
              <td className="table__num">{format.money(p.amount)}</td>
              <td>
                <HistoryStatusBadge payment={p} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </TitledCard>
  );
}
