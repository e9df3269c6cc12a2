import { Trans } from '@lingui/react/macro';
import type { AccountSummary } from '../../api/account';
import type { PastDueNotice } from '../../domain/delinquency';
import type { BillingRefusal } from '../../domain/roles';
import { useFormat } from '../../i18n/format';
import { RefusedAction } from '../../ui/action-refusal';
import { AmountDue, PayActions } from '../../ui/amount-due';
import { Fact } from '../../ui/facts';
import { BillingMoved } from '../../ui/billing-moved';
import { TitledCard } from '../../ui/titled-card';

/**
 * What is owed and by when, and whether any of it is past due (spec platform §3 Account).
 * `payRefusal`: why this user may not pay (spec platform §6: standard users cannot pay a bill);
 * the actions are then shown disabled with that reason, as is "Schedule a payment" on an account
 * that must pay today (spec billing §5).
 */
export function BalanceCard({
  account,
  payRefusal,
  scheduled = null,
  notice = null,
}: {
  account: AccountSummary;
  payRefusal: BillingRefusal | null;
  /** the future-dated payments and the most allowed, when read (billing access) */
  scheduled?: { count: number; max: number } | null;
  /** the past-due tier's copy */
  notice?: PastDueNotice | null;
}) {
  const format = useFormat();
  if (account.billingSuppressed) {
    return <BillingMoved backLink={false} titleId="balance-title" />;
  }

  const pending = format.money(account.pendingPaymentAmount);

  return (
    <TitledCard
      className={`balance${account.isDelinquent ? ' balance--past-due' : ''}`}
      titleId="balance-title"
      testId="balance-card"
      title={<Trans>Amount due</Trans>}
    >
      <AmountDue owing={account} owed={account.owed} notice={notice} />
      {account.softDisconnected && !notice ? (
        <div className="balance__alert">
          <span className="badge badge--danger">
            <Trans>Service interrupted</Trans>
          </span>
          <p>
            <Trans>Your services are limited until the past-due balance is paid. They come back within minutes of payment.</Trans>
          </p>
        </div>
      ) : null}

      <dl className="facts">
        {account.pendingPaymentAmount > 0 ? <Fact label={<Trans>Payment in progress</Trans>}>{pending}</Fact> : null}
        <Fact label={<Trans>Auto Pay</Trans>}>{account.autoPay ? <Trans>On</Trans> : <Trans>Off</Trans>}</Fact>
        {account.debitDate ? <Fact label={<Trans>Next Auto Pay debit</Trans>}>{format.date(account.debitDate)}</Fact> : null}
      </dl>
      {payRefusal ? (
        <div className="balance__actions">
          <RefusedAction id="pay-bill-refused" label={<Trans>Pay bill</Trans>} refusal={payRefusal} primary />
        </div>
      ) : (
        <PayActions account={account} refusedId="schedule-payment-refused" payTestId="pay-bill-link" scheduled={scheduled} />
      )}
    </TitledCard>
  );
}
