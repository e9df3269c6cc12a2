import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { AccountSummary } from '../../api/account';
import { useFormat } from '../../i18n/format';
import { withArea } from '../../i18n/locale';
import { TitledCard } from '../../ui/titled-card';

// the flow (its machine and the payment's calls) loads with the card, not with the summary's first paint
// its words (and the payment-method forms') come with it (src/i18n/locale.ts `withArea`)
const QuickPayConfirm = lazy(() => withArea(['quick-pay', 'payment-forms'], () => import('./quick-pay-confirm')).then((m) => ({ default: m.QuickPayConfirm })));

/**
 * The quick-pay confirm card (spec billing §2): the full balance, today, with the
 * account's default saved method, in one confirmation (machines/payment/quick-pay.ts); where a rule
 * needs a choice, the card says why and opens the one-time payment instead.
 */
export function QuickPayCard({ account }: { account: AccountSummary }) {
  const format = useFormat();
  const amount = format.money(account.totalAmountDue);
  const dueDate = format.date(account.dueDate);
  return (
    <TitledCard className="quick-pay" titleId="quick-pay-title" testId="quick-pay-card" title={<Trans>Quick pay</Trans>}>
      <p className="card__text" data-testid="quick-pay-balance">
        {account.totalAmountDue > 0 && account.owed.mobile !== null ? (
          // quick pay pays the core services (docs/decisions/003-quick-pay.md); the mobile balance is the payment's choice
          <Trans>
            Your core services balance is {amount}, due {dueDate}.
          </Trans>
        ) : account.totalAmountDue > 0 ? (
          <Trans>
            Your balance is {amount}, due {dueDate}.
          </Trans>
        ) : (
          // after a quick payment the summary is read again: the card keeps its receipt and says so
          <Trans>Nothing is due right now.</Trans>
        )}
      </p>
      <Suspense
        fallback={
          <p className="card__text">
            <Trans>Loading your payment details…</Trans>
          </p>
        }
      >
        <QuickPayConfirm />
      </Suspense>
    </TitledCard>
  );
}
