import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../i18n/format';
import type { AutoPayCancelOutput } from '../../../../machines/autopay/auto-pay-cancel';
import { OutcomeActions, type ManageOutcomeProps } from '../enroll/enroll-outcomes';
import { AUTO_PAY_ERRORS, FlowError } from '../parts/flow-error';

/** After the unenroll (spec billing §2 "cancel success and failure screens"). */
export function CancelOutcome({ output, headingRef, onEnroll, onManage }: ManageOutcomeProps<AutoPayCancelOutput>) {
  const format = useFormat();
  if (output.outcome === 'cancelled') {
    const discount = format.money(output.discountLost);
    return (
      <section className="card outcome outcome--done" aria-labelledby="outcome-title" data-testid="ap-cancel-cancelled">
        <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
          <Trans>Auto Pay is cancelled</Trans>
        </h2>
        <p className="card__text">
          <Trans>Your bills will no longer be paid automatically. Please pay each bill by its due date.</Trans>
        </p>
        {output.discountLost > 0 ? (
          <p className="card__text">
            <Trans>Your Auto Pay discount of {discount} a month no longer applies.</Trans>
          </p>
        ) : null}
        <OutcomeActions onPrimary={onEnroll} primary={<Trans>Enroll in Auto Pay again</Trans>} />
      </section>
    );
  }
  return (
    <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="ap-cancel-failure">
      <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
        <Trans>Auto Pay was not cancelled</Trans>
      </h2>
      {/* a refusal says its reason: Mobile Auto Pay is required (covered since the summary loaded) */}
      <FlowError message={AUTO_PAY_ERRORS.cancel} code={output.code} reason={output.reason} />
      <p className="card__text">
        <Trans>Auto Pay is still on and will keep paying your bills.</Trans>
      </p>
      <OutcomeActions onPrimary={onManage} primary={<Trans>Back to Manage Auto Pay</Trans>} />
    </section>
  );
}
