import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { enrollBlocked, type AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import { useFormat } from '../../../i18n/format';
import type { AutoPayErrorText } from '../parts/error-text';

/** Why this account cannot enroll (the Auto Pay page's `blocked` screen), and where to go instead. */
export type BlockReason = 'disconnected' | 'restricted';

const blockReason = (info: AutoPayInfo): BlockReason => (enrollBlocked(info) === 'autopay.disconnected' ? 'disconnected' : 'restricted');

/**
 * spec billing §4: disconnected accounts cannot enroll; they are pointed to paying the past-due
 * balance. Accounts that take no online payment cannot either (§5).
 */
export function EnrollBlocked({ info, errorText, onLeave }: { info: AutoPayInfo; errorText: AutoPayErrorText; onLeave: () => void }) {
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
      ) : (
        <p className="notice notice--warning">{errorText('method.restricted')}</p>
      )}
      <div className="step-actions">
        {reason === 'disconnected' ? (
          <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary" data-testid="ap-pay-past-due">
            <Trans>Pay past-due balance</Trans>
          </Link>
        ) : null}
        <button type="button" className="button" onClick={onLeave}>
          <Trans>Back to Billing</Trans>
        </button>
      </div>
    </div>
  );
}
