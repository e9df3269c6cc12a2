import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AccountSummary } from '../../api/account';
import { scheduleRefusal } from '../../domain/payment-date';
import type { BillingRefusal } from '../../domain/roles';
import { useFormat } from '../../i18n/format';
import { RefusedAction } from '../../ui/action-refusal';
import { Fact } from '../../ui/facts';
import { TitledCard } from '../../ui/titled-card';

/**
 * What is owed and by when, and whether any of it is past due (spec platform §3 Account).
 * `payRefusal`: why this user may not pay (spec platform §6: standard users cannot pay a bill);
 * the actions are then shown disabled with that reason, as is "Schedule a payment" on an account
 * that must pay today (spec billing §5).
 */
export function BalanceCard({ account, payRefusal }: { account: AccountSummary; payRefusal: BillingRefusal | null }) {
  const format = useFormat();
  const scheduleRefused = scheduleRefusal(account);
  if (account.billingSuppressed) {
    return (
      <TitledCard className="balance" titleId="balance-title" title={<Trans>Billing Has Moved</Trans>}>
        <p className="card__text">
          <Trans>Bills for this account are now managed on our enterprise site, not in this portal.</Trans>
        </p>
      </TitledCard>
    );
  }

  const amountDue = format.money(account.totalAmountDue);
  const dueDate = format.date(account.dueDate);
  const pastDue = format.money(account.pastDueAmount);
  const pending = format.money(account.pendingPaymentAmount);
  const credit = format.money(account.creditBalance);

  return (
    <TitledCard
      className={`balance${account.isDelinquent ? ' balance--past-due' : ''}`}
      titleId="balance-title"
      testId="balance-card"
      title={<Trans>Amount due</Trans>}
    >
      <p className="balance__amount" data-testid="amount-due">
        {amountDue}
      </p>
      {account.totalAmountDue > 0 ? (
        <p className="balance__due" data-testid="due-date">
          <Trans>Due {dueDate}</Trans>
        </p>
      ) : account.creditBalance > 0 ? (
        <p className="balance__due">
          <Trans>You have a credit of {credit}.</Trans>
        </p>
      ) : (
        <p className="balance__due">
          <Trans>Nothing is due right now.</Trans>
        </p>
      )}

      {account.isDelinquent ? (
        <div className="balance__alert" data-testid="past-due">
          <span className="badge badge--danger">
            <Trans>Past due</Trans>
          </span>
          <p>
            <Trans>{pastDue} of this amount is past due. Please pay it as soon as possible to keep your service.</Trans>
          </p>
        </div>
      ) : null}
      {account.softDisconnected ? (
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
      </dl>
      {payRefusal ? (
        <div className="balance__actions">
          <RefusedAction id="pay-bill-refused" label={<Trans>Pay bill</Trans>} refusal={payRefusal} primary />
        </div>
      ) : (
        <div className="balance__actions">
          <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary" data-testid="pay-bill-link">
            <Trans>Pay bill</Trans>
          </Link>
          {scheduleRefused ? (
            <RefusedAction id="schedule-payment-refused" label={<Trans>Schedule a payment</Trans>} refusal={scheduleRefused} />
          ) : (
            <Link to="/billing/pay-bill" search={{ open: 'fdp' }} className="button">
              <Trans>Schedule a payment</Trans>
            </Link>
          )}
        </div>
      )}
    </TitledCard>
  );
}
