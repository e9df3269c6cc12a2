import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { fetchRecentTransactions } from '../../api/transactions';
import type { Transaction } from '../../domain/billing';
import { useFormat } from '../../i18n/format';
import { Table } from '../../ui/table';
import { ReadCard } from './read-card';

const RECENT = 5;
const readRecent = () => fetchRecentTransactions(RECENT);

/**
 * spec billing §2 billing home: the recent transactions card, the account activity's latest
 * payments, charges and credits. It reads on its own (spec billing §8, "transactions fail to
 * load": the message and Try again), so its failure is its alone; the whole activity and the
 * payment history are a link away.
 */
export function TransactionsCard() {
  return (
    <ReadCard
      name="transactions"
      read={readRecent}
      title={<Trans>Recent transactions</Trans>}
      loading={<Trans>Loading your transactions…</Trans>}
      failure={<Trans>Your transactions couldn't be loaded right now. Please try again.</Trans>}
      empty={<Trans>No transactions yet.</Trans>}
      after={
        <div className="balance__actions">
          <Link to="/billing/account-activity" className="button" data-testid="transactions-activity-link">
            <Trans>View account activity</Trans>
          </Link>
          <Link to="/billing/payment-history" className="button" data-testid="transactions-history-link">
            <Trans>Payment history</Trans>
          </Link>
        </div>
      }
    >
      {(transactions) => <TransactionList transactions={transactions} />}
    </ReadCard>
  );
}

function TransactionList({ transactions }: { transactions: Transaction[] }) {
  const format = useFormat();
  return (
    <Table
      className="table"
      caption={<Trans>Your latest payments, charges and credits</Trans>}
      columns={[{ heading: <Trans>Date</Trans> }, { heading: <Trans>Description</Trans> }, { heading: <Trans>Amount</Trans>, className: 'table__num' }]}
    >
      {transactions.map((row) => (
        <tr key={row.id} data-testid="recent-transaction" data-kind={row.kind}>
          <td>{format.date(row.date, 'medium')}</td>
          <td>{row.kind === 'PAYMENT' ? <Trans>Payment</Trans> : row.description}</td>
          <td className="table__num">{format.money(row.amount)}</td>
        </tr>
      ))}
    </Table>
  );
}
