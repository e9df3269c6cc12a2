import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BillingHome } from '../../api/billing';
import { useFormat } from '../../i18n/format';
import { DebitDayText } from '../../ui/auto-pay-labels';
import { MethodName } from '../../ui/method-name';
import { Fact } from '../../ui/facts';
import { SettingBadge } from '../../ui/setting-badge';
import { TitledCard } from '../../ui/titled-card';

/** spec billing §2 billing home: the Auto Pay settings card, on or off, and where to change it. */
export function AutoPayCard({ billing }: { billing: BillingHome }) {
  const format = useFormat();
  const { autoPay } = billing;
  const discount = format.money(autoPay.discountCents);
  return (
    <TitledCard className="autopay-card" titleId="autopay-card-title" testId="billing-autopay-card" title={<Trans>Auto Pay</Trans>}>
      <dl className="facts facts--compact">
        <Fact label={<Trans>Status</Trans>} testId="billing-autopay-status">
          <SettingBadge on={autoPay.enrolled} onLabel={<Trans>On</Trans>} offLabel={<Trans>Off</Trans>} />
        </Fact>
        {autoPay.enrolled ? (
          <>
            <Fact label={<Trans>Payment method</Trans>} testId="billing-autopay-method">
              {billing.autoPayMethod ? <MethodName method={billing.autoPayMethod} /> : null}
            </Fact>
            {autoPay.debitDay !== null ? (
              <Fact label={<Trans>Debit day</Trans>} testId="billing-autopay-day">
                <DebitDayText day={autoPay.debitDay} />
              </Fact>
            ) : null}
            {autoPay.nextDraftOn ? (
              <Fact label={<Trans>Next Auto Pay debit</Trans>} testId="billing-autopay-next">
                {format.date(autoPay.nextDraftOn)}
              </Fact>
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
    </TitledCard>
  );
}
