import { Trans } from '@lingui/react/macro';
import type { BillingHome } from '../../api/billing';
import { AmountDue, PayActions } from '../../ui/amount-due';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';

/** spec billing §2 billing home: the status card, what is due, by when, and what is past due. */
export function StatusCard({ billing }: { billing: BillingHome }) {
  const format = useFormat();
  const isPastDue = billing.pastDueAmount > 0;
  return (
    <section className={`card balance${isPastDue ? ' balance--past-due' : ''}`} aria-labelledby="status-title" data-testid="billing-status-card">
      <h2 id="status-title" className="card__title">
        <Trans>Amount due</Trans>
      </h2>
      <AmountDue owing={billing} owed={billing.owed} testIds="billing-" notice={billing.notice} />
      {billing.pendingPaymentAmount > 0 ? (
        <dl className="facts">
          <Fact label={<Trans>Payment in progress</Trans>}>{format.money(billing.pendingPaymentAmount)}</Fact>
        </dl>
      ) : null}
      <PayActions account={billing} refusedId="billing-schedule-refused" scheduled={billing.scheduled} />
    </section>
  );
}
