import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import type { MobileCancelRefusal } from '../../../domain/mobile-autopay';
import { useFormat } from '../../../i18n/format';
import { BackToBilling } from '../enroll/enroll-outcomes';
import { DebitDayText, ServicesList } from '../../../ui/auto-pay-labels';
import { MethodName } from '../../../ui/method-name';
import { Fact } from '../../../ui/facts';
import { AUTO_PAY_REFUSALS } from '../parts/flow-error';

/**
 * Manage Auto Pay, step 1 "Summary" (spec billing §2): what the enrollment is (method, debit
 * day, services, the discount it earns), and what can be done with it.
 */
export function ManageSummary({
  info,
  onChangeMethod,
  onChangeDate,
  cancelRefusal,
  onCancelAutoPay,
}: {
  info: AutoPayInfo;
  onChangeMethod: () => void;
  onChangeDate: () => void;
  /** spec billing §5: why Cancel is refused (the machine's `mayCancel`), shown next to it */
  cancelRefusal: MobileCancelRefusal | null;
  onCancelAutoPay: () => void;
}) {
  const format = useFormat();
  const { t } = useLingui();
  const { autoPay, discountEligible } = info.billing;
  const method = info.methods.find((m) => m.id === autoPay.methodId);
  const discount = format.money(autoPay.discountCents);
  return (
    <div className="step-form">
      <dl className="facts facts--compact" data-testid="ap-summary">
        <Fact label={<Trans>Auto Pay</Trans>}>
          <span className="badge badge--ok">
            <Trans>On</Trans>
          </span>
        </Fact>
        <Fact label={<Trans>Payment method</Trans>} testId="ap-summary-method">
          {method ? <MethodName method={method} /> : <Trans>Not available</Trans>}
        </Fact>
        <Fact label={<Trans>Debit day</Trans>} testId="ap-summary-day">
          {autoPay.debitDay !== null ? <DebitDayText day={autoPay.debitDay} /> : null}
        </Fact>
        <Fact label={<Trans>Services covered</Trans>} testId="ap-summary-services">
          <ServicesList services={autoPay.services} />
        </Fact>
      </dl>
      {/* Mobile Auto Pay pays for the mobile lines, which have a page under Services (spec platform §3) */}
      {autoPay.services.includes('MOBILE') ? (
        <p>
          <Link to="/services/mobile" className="link" data-testid="ap-mobile-link">
            <Trans>Your mobile lines and data usage</Trans>
          </Link>
        </p>
      ) : null}
      {discountEligible && autoPay.discountCents > 0 ? (
        <p className="notice notice--success">
          <Trans>Auto Pay saves you {discount} a month on your bill.</Trans>
        </p>
      ) : null}
      <div className="manage-actions">
        <button id="ap-change-method" type="button" className="button button--primary" onClick={onChangeMethod}>
          <Trans>Change payment method</Trans>
        </button>
        <button id="ap-change-date" type="button" className="button" onClick={onChangeDate}>
          <Trans>Change debit date</Trans>
        </button>
        <button
          id="ap-cancel-autopay"
          type="button"
          className="button button--danger-ghost"
          onClick={onCancelAutoPay}
          disabled={cancelRefusal !== null}
          aria-describedby={cancelRefusal ? 'ap-cancel-refused' : undefined}
        >
          <Trans>Cancel Auto Pay</Trans>
        </button>
      </div>
      {cancelRefusal ? (
        <p id="ap-cancel-refused" className="notice notice--info" data-testid="ap-cancel-refused">
          {t(AUTO_PAY_REFUSALS[cancelRefusal])}
        </p>
      ) : null}
      <div className="step-actions">
        <BackToBilling />
      </div>
    </div>
  );
}
