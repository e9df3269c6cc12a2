import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentLifecycle, ReturnReason } from '../../domain/payment-lifecycle';
import { useFormat } from '../../i18n/format';
import { STAGE_LABELS } from './list-parts';

const RETURN_REASONS: Record<ReturnReason, MessageDescriptor> = {
  INSUFFICIENT_FUNDS: msg`The bank account didn't have enough money.`,
  ACCOUNT_CLOSED: msg`The bank account is closed.`,
  NO_ACCOUNT: msg`The bank couldn't find the account.`,
  NOT_AUTHORIZED: msg`The account holder didn't authorize the debit.`,
};

/**
 * A payment's way (src/domain/payment-lifecycle.ts): each stage with its day, reached or
 * expected, and a returned payment's reason. Folded under the current stage.
 */
export function PaymentTimeline({ lifecycle, testId }: { lifecycle: PaymentLifecycle; testId?: string }) {
  const { t } = useLingui();
  const { date } = useFormat();
  return (
    <details className="timeline" data-testid={testId} data-stage={lifecycle.stage}>
      <summary className="timeline__summary">{t(STAGE_LABELS[lifecycle.stage])}</summary>
      <ol className="timeline__steps">
        {lifecycle.steps.map((step) => (
          <li key={step.stage} className={`timeline__step${step.reached ? ' timeline__step--reached' : ''}`}>
            <span className="timeline__stage">{t(STAGE_LABELS[step.stage])}</span>{' '}
            <span className="timeline__date">{step.reached ? date(step.date, 'medium') : <Trans>expected {date(step.date, 'medium')}</Trans>}</span>
          </li>
        ))}
      </ol>
      {lifecycle.returnReason ? (
        <p className="timeline__reason" data-testid={testId ? `${testId}-reason` : undefined}>
          {t(RETURN_REASONS[lifecycle.returnReason])}
        </p>
      ) : null}
    </details>
  );
}
