import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import type { AutoPayChangeDateOutput } from '../../../../machines/autopay/auto-pay-change-date';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import { OutcomeActions } from '../enroll/enroll-outcomes';
import { AUTO_PAY_ERRORS, FlowError } from '../parts/flow-error';

/** After the change of debit date (spec billing §2, §8): the new day, or the §8 message and the day kept. */
export function ChangeDateOutcome({
  output,
  info,
  headingRef: heading,
  onManage,
}: {
  output: AutoPayChangeDateOutput;
  info: AutoPayInfo;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** back to the summary, loaded anew */
  onManage: () => void;
}) {
  const current = info.billing.autoPay.debitDay;
  if (output.outcome === 'success') {
    const newDay = output.debitDay;
    return (
      <div className="autopay" data-testid="autopay-change-date">
        <section className="card outcome outcome--done" aria-labelledby="outcome-title" data-testid="ap-date-success">
          <h2 id="outcome-title" ref={heading} tabIndex={-1} className="outcome__title">
            <Trans>Your debit date is changed</Trans>
          </h2>
          <p className="card__text">
            <Trans>Auto Pay now debits your payment method on day {newDay} of each month.</Trans>
          </p>
          <OutcomeActions onPrimary={onManage} primary={<Trans>Back to Manage Auto Pay</Trans>} />
        </section>
      </div>
    );
  }
  if (output.outcome === 'failure') {
    return (
      <div className="autopay" data-testid="autopay-change-date">
        <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="ap-date-failure">
          <h2 id="outcome-title" ref={heading} tabIndex={-1} className="outcome__title">
            <Trans>Your debit date was not changed</Trans>
          </h2>
          <FlowError message={AUTO_PAY_ERRORS.changeDate} code={output.code} />
          {current !== null ? (
            <p className="card__text">
              <Trans>Auto Pay keeps debiting on day {current} of each month.</Trans>
            </p>
          ) : null}
          <OutcomeActions onPrimary={onManage} primary={<Trans>Back to Manage Auto Pay</Trans>} />
        </section>
      </div>
    );
  }
  return null;
}
