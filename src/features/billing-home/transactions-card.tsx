import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { fetchRecentTransactions } from '../../api/transactions';
import type { Transaction } from '../../domain/billing';
import { useFormat } from '../../i18n/format';
import { LoadedContent } from '../../ui/loaded-content';
import { TableHead } from '../../ui/table-head';
import { TitledCard } from '../../ui/titled-card';
import { useCardRead } from '../../ui/use-card-read';

const RECENT = 5;
const readRecent = () => fetchRecentTransactions(RECENT);

/**
 * spec billing §2 billing home: the recent transactions card, the account activity's latest
 * payments, charges and credits. It reads on its own (spec billing §8, "transactions fail to
 * load": the message and Try again), so its failure is its alone; the whole activity is a link away.
 */
export function TransactionsCard() {
  const [read, retry] = useCardRead(readRecent);
  return (
    <TitledCard className="transactions" titleId="transactions-title" testId="billing-transactions-card" title={<Trans>Recent transactions</Trans>}>
      <LoadedContent
        screen={read.screen}
        loading={<Trans>Loading your transactions…</Trans>}
        failure={<Trans>Your transactions couldn't be loaded right now. Please try again.</Trans>}
        failureTestId="transactions-failed"
        onRetry={retry}
      >
        {read.screen === 'ready' ? <TransactionList transactions={read.data} /> : null}
      </LoadedContent>
      <div className="balance__actions">
        <Link to="/billing/account-activity" className="button" data-testid="transactions-activity-link">
          <Trans>View account activity</Trans>
        </Link>
      </div>
    </TitledCard>
  );
}

function TransactionList({ transactions }: { transactions: Transaction[] }) {
  const format = useFormat();
  if (transactions.length === 0)
    return (
      <p className="card__text" data-testid="transactions-none">
        <Trans>No transactions yet.</Trans>
      </p>
    );
  return (
    <table className="table">
      <caption className="visually-hidden">
        <Trans>Your latest payments, charges and credits</Trans>
      </caption>
      <TableHead
        columns={[{ heading: <Trans>Date</Trans> }, { heading: <Trans>Description</Trans> }, { heading: <Trans>Amount</Trans>, className: 'table__num' }]}
      />
      <tbody>
        {transactions.map((row) => (
          <tr key={row.id} data-testid="recent-transaction" data-kind={row.kind}>
            <td>{format.date(row.date, 'medium')}</td>
            <td>{row.kind === 'PAYMENT' ? <Trans>Payment</Trans> : row.description}</td>
            <td className="table__num">{format.money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
