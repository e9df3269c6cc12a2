import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BillingHome } from '../../api/billing';
import { useFormat } from '../../i18n/format';
import { DebitDayText } from '../../ui/auto-pay-labels';
import { MethodName } from '../../ui/method-name';

/** spec billing §2 billing home: the Auto Pay settings card, on or off, and where to change it. */
export function AutoPayCard({ billing }: { billing: BillingHome }) {
  const format = useFormat();
  const { autoPay } = billing;
  const discount = format.money(autoPay.discountCents);
  return (
    <section className="card autopay-card" aria-labelledby="autopay-card-title" data-testid="billing-autopay-card">
      <h2 id="autopay-card-title" className="card__title">
        <Trans>Auto Pay</Trans>
      </h2>
      <dl className="facts facts--compact">
        <div className="facts__row">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="billing-autopay-status">
            {autoPay.enrolled ? (
              <span className="badge badge--ok">
                <Trans>On</Trans>
              </span>
            ) : (
              <span className="badge">
                <Trans>Off</Trans>
              </span>
            )}
          </dd>
        </div>
        {autoPay.enrolled ? (
          <>
            <div className="facts__row">
              <dt>
                <Trans>Payment method</Trans>
              </dt>
              <dd data-testid="billing-autopay-method">{billing.autoPayMethod ? <MethodName method={billing.autoPayMethod} /> : null}</dd>
            </div>
            {autoPay.debitDay !== null ? (
              <div className="facts__row">
                <dt>
                  <Trans>Debit day</Trans>
                </dt>
                <dd data-testid="billing-autopay-day">
                  <DebitDayText day={autoPay.debitDay} />
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {!autoPay.enrolled ? (
        <p className="card__text autopay-card__pitch">
          {billing.discountEligible && autoPay.discountCents > 0 ? (
            <Trans>Pay each bill automatically on time, and save {discount} a month.</Trans>
          ) : (
            <Trans>Pay each bill automatically on time.</Trans>
          )}
        </p>
      ) : null}
      <div className="balance__actions">
        <Link
          to="/billing/pay-bill"
          search={{ open: 'ap' }}
          className={`button${autoPay.enrolled ? '' : ' button--primary'}`}
          data-testid="billing-autopay-link"
        >
          {autoPay.enrolled ? <Trans>Manage Auto Pay</Trans> : <Trans>Enroll in Auto Pay</Trans>}
        </Link>
      </div>
    </section>
  );
}
