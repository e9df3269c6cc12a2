import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AccountSummary } from '../../api/account';
import { useFormat } from '../../i18n/format';
import { TitledCard } from '../../ui/titled-card';

/**
 * The quick-pay confirm card (spec billing §2): the amount due in one button, which opens the
 * one-time payment with that amount filled in; the payment itself is still reviewed there.
 */
export function QuickPayCard({ account }: { account: AccountSummary }) {
  const format = useFormat();
  const amount = format.money(account.totalAmountDue);
  const dueDate = format.date(account.dueDate);
  return (
    <TitledCard className="quick-pay" titleId="quick-pay-title" testId="quick-pay-card" title={<Trans>Quick pay</Trans>}>
      <p className="card__text">
        <Trans>
          Pay your balance of {amount}, due {dueDate}, in a few steps. You will review the payment before it is made.
        </Trans>
      </p>
      <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary quick-pay__button">
        <Trans>Pay {amount} now</Trans>
      </Link>
    </TitledCard>
  );
}
