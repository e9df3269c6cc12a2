import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AccountSummary } from '../../api/account';
import { useFormat } from '../../i18n/format';

/**
 * What is owed and by when, and whether any of it is past due (spec platform §3 Account).
 * `canPay`: the user has billing access (spec billing §6: standard users cannot pay a bill).
 */
export function BalanceCard({ account, canPay }: { account: AccountSummary; canPay: boolean }) {
  const format = useFormat();
  if (account.billingSuppressed) {
    return (
      <section className="card balance" aria-labelledby="balance-title">
        <h2 id="balance-title" className="card__title">
          <Trans>Billing Has Moved</Trans>
        </h2>
        <p className="card__text">
          <Trans>Bills for this account are now managed on our enterprise site, not in this portal.</Trans>
        </p>
      </section>
    );
  }

  const amountDue = format.money(account.totalAmountDue);
  const dueDate = format.date(account.dueDate);
  const pastDue = format.money(account.pastDueAmount);
  const pending = format.money(account.pendingPaymentAmount);
  const credit = format.money(account.creditBalance);

  return (
    <section className={`card balance${account.isDelinquent ? ' balance--past-due' : ''}`} aria-labelledby="balance-title" data-testid="balance-card">
      <h2 id="balance-title" className="card__title">
        <Trans>Amount due</Trans>
      </h2>
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
        {account.pendingPaymentAmount > 0 ? (
          <div className="facts__row">
            <dt>
              <Trans>Payment in progress</Trans>
            </dt>
            <dd>{pending}</dd>
          </div>
        ) : null}
        <div className="facts__row">
          <dt>
            <Trans>Auto Pay</Trans>
          </dt>
          <dd>{account.autoPay ? <Trans>On</Trans> : <Trans>Off</Trans>}</dd>
        </div>
      </dl>
      {canPay ? (
        <div className="balance__actions">
          <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary" data-testid="pay-bill-link">
            <Trans>Pay bill</Trans>
          </Link>
          <Link to="/billing/pay-bill" search={{ open: 'fdp' }} className="button">
            <Trans>Schedule a payment</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
