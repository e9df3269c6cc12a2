import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AutoPayChangeMethodOutput } from '../../../../machines/autopay/auto-pay-change-method';
import { useFormat } from '../../../i18n/format';
import { OutcomeActions, type ManageOutcomeProps } from '../enroll/enroll-outcomes';
import { AUTO_PAY_ERRORS, FlowError } from '../parts/flow-error';
import { MethodName } from '../../../ui/method-name';
import { PaymentReceipt } from '../parts/payment-receipt';

/**
 * The outcomes of changing the Auto Pay method (spec billing §4): success; failure, nothing
 * changed (the server replaces the enrollment in one write, so Auto Pay is never left off; a
 * payment made before stands); paymentFailed, nothing changed.
 */
export function ChangeMethodOutcome({ output, headingRef, onManage }: ManageOutcomeProps<AutoPayChangeMethodOutput>) {
  const format = useFormat();
  const { previous: oldMethod, method: newMethod } = output;
  const paid = output.payment;
  const paidAmount = paid ? format.money(paid.payment.amount) : '';
  const title = (text: ReactNode) => (
    <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
      {text}
    </h2>
  );
  const receipt = paid ? (
    <section aria-labelledby="ap-paid-title" className="outcome__part">
      <h3 id="ap-paid-title" className="outcome__subtitle">
        <Trans>Your payment today</Trans>
      </h3>
      <PaymentReceipt answer={paid} />
    </section>
  ) : null;
  // after a failure: the payment that was made before it, and its receipt
  const paidThen = paid ? (
    <>
      <p className="card__text">
        <Trans>Your payment of {paidAmount} today went through.</Trans>
      </p>
      {receipt}
    </>
  ) : null;

  switch (output.outcome) {
    case 'success':
      return (
        <section className="card outcome outcome--done" aria-labelledby="outcome-title" data-testid="ap-change-success">
          {title(<Trans>Your Auto Pay payment method is changed</Trans>)}
          <p className="card__text">
            {newMethod ? (
              <Trans>
                Auto Pay now charges your <MethodName method={newMethod} />.
              </Trans>
            ) : null}
          </p>
          {receipt}
          <OutcomeActions onPrimary={onManage} primary={<Trans>Back to Manage Auto Pay</Trans>} />
        </section>
      );
    case 'paymentFailed':
      return (
        <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="ap-change-paymentFailed">
          {title(<Trans>Your payment did not go through, so nothing was changed</Trans>)}
          <FlowError message={AUTO_PAY_ERRORS.changeMethod} code={output.code} />
          <p className="card__text">
            {oldMethod ? (
              <Trans>
                You have not been charged. Auto Pay still uses your <MethodName method={oldMethod} />.
              </Trans>
            ) : (
              <Trans>You have not been charged.</Trans>
            )}
          </p>
          <OutcomeActions onPrimary={onManage} primary={<Trans>Try again</Trans>} />
        </section>
      );
    default:
      return (
        <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="ap-change-failure">
          {title(<Trans>Your Auto Pay payment method was not changed</Trans>)}
          <FlowError message={AUTO_PAY_ERRORS.changeMethod} code={output.code} />
          {paidThen}
          {oldMethod ? (
            <p className="card__text">
              <Trans>
                Auto Pay still uses your <MethodName method={oldMethod} />.
              </Trans>
            </p>
          ) : null}
          <OutcomeActions onPrimary={onManage} primary={<Trans>Try again</Trans>} />
        </section>
      );
  }
}
