import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { enrollBlocked, type AutoPayInfo } from '../../../machines/auto-pay.checks';
import { useFormat } from '../../i18n/format';
import type { AutoPayErrorText } from './error-text';

/** Why this account cannot enroll now (the machine's `blocked` state), and where to go instead. */
export type BlockReason = 'disconnected' | 'restricted' | 'enrolled';

export function blockReason(info: AutoPayInfo): BlockReason {
  const code = enrollBlocked(info);
  if (code === 'autopay.disconnected') return 'disconnected';
  if (code !== null) return 'restricted';
  return 'enrolled';
}

/**
 * spec billing §4: disconnected accounts cannot enroll; they are pointed to paying the past-due
 * balance. Accounts that take no online payment cannot either (§5). An account already
 * enrolled manages its Auto Pay instead.
 */
export function EnrollBlocked({
  info,
  errorText,
  onLeave,
  onManage,
}: {
  info: AutoPayInfo;
  errorText: AutoPayErrorText;
  onLeave: () => void;
  onManage: () => void;
}) {
  const format = useFormat();
  const reason = blockReason(info);
  const pastDue = format.money(info.billing.pastDueAmount);
  return (
    <div className="step-form" data-testid={`ap-blocked-${reason}`}>
      {reason === 'disconnected' ? (
        <>
          <p className="notice notice--warning">
            <Trans>Your service is disconnected, and disconnected accounts can't enroll in Auto Pay.</Trans>
          </p>
          <p className="card__text">
            {info.billing.pastDueAmount > 0 ? (
              <Trans>Pay your past-due balance of {pastDue} to restore your service. You can set up Auto Pay once your service is back.</Trans>
            ) : (
              <Trans>Pay your past-due balance to restore your service. You can set up Auto Pay once your service is back.</Trans>
            )}
          </p>
        </>
      ) : reason === 'restricted' ? (
        <p className="notice notice--warning">{errorText('method.restricted')}</p>
      ) : (
        <p className="notice notice--info">
          <Trans>Auto Pay is already on for this account. You can change its payment method or debit date, or cancel it, in Manage Auto Pay.</Trans>
        </p>
      )}
      <div className="step-actions">
        {reason === 'disconnected' ? (
          <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary" data-testid="ap-pay-past-due">
            <Trans>Pay past-due balance</Trans>
          </Link>
        ) : reason === 'enrolled' ? (
          <button type="button" className="button button--primary" onClick={onManage}>
            <Trans>Manage Auto Pay</Trans>
          </button>
        ) : null}
        <button type="button" className="button" onClick={onLeave}>
          <Trans>Back to Billing</Trans>
        </button>
      </div>
    </div>
  );
}
