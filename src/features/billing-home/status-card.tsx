import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BillingHome } from '../../api/billing';
import { scheduleRefusal } from '../../domain/payment-date';
import { RefusedAction } from '../../ui/action-refusal';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';

/** spec billing §2 billing home: the status card, what is due, by when, and what is past due. */
export function StatusCard({ billing }: { billing: BillingHome }) {
  const format = useFormat();
  const isPastDue = billing.pastDueAmount > 0;
  const due = format.money(billing.amountDue);
  const dueDate = format.date(billing.dueDate);
  const credit = format.money(billing.creditBalance);
  const pastDue = format.money(billing.pastDueAmount);
  // the date step's rule (src/domain): a refused schedule is shown disabled with its reason
  const scheduleRefused = scheduleRefusal(billing);
  return (
    <section className={`card balance${isPastDue ? ' balance--past-due' : ''}`} aria-labelledby="status-title" data-testid="billing-status-card">
      <h2 id="status-title" className="card__title">
        <Trans>Amount due</Trans>
      </h2>
      <p className="balance__amount" data-testid="billing-amount-due">
        {due}
      </p>
      {billing.amountDue > 0 ? (
        <p className="balance__due" data-testid="billing-due-date">
          <Trans>Due {dueDate}</Trans>
        </p>
      ) : billing.creditBalance > 0 ? (
        <p className="balance__due">
          <Trans>You have a credit of {credit}.</Trans>
        </p>
      ) : (
        <p className="balance__due">
          <Trans>Nothing is due right now.</Trans>
        </p>
      )}
      {isPastDue ? (
        <div className="balance__alert" data-testid="billing-past-due">
          <span className="badge badge--danger">
            <Trans>Past due</Trans>
          </span>
          <p>
            <Trans>{pastDue} of this amount is past due. Please pay it as soon as possible to keep your service.</Trans>
          </p>
        </div>
      ) : null}
      {billing.pendingPaymentAmount > 0 ? (
        <dl className="facts">
          <Fact label={<Trans>Payment in progress</Trans>}>{format.money(billing.pendingPaymentAmount)}</Fact>
        </dl>
      ) : null}
      <div className="balance__actions">
        <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary">
          <Trans>Pay bill</Trans>
        </Link>
        {scheduleRefused ? (
          <RefusedAction id="billing-schedule-refused" label={<Trans>Schedule a payment</Trans>} refusal={scheduleRefused} />
        ) : (
          <Link to="/billing/pay-bill" search={{ open: 'fdp' }} className="button">
            <Trans>Schedule a payment</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
