import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ChangeMethodMeta } from '../../../../machines/autopay/auto-pay-change-method';
import { balanceDue } from '../../../../machines/autopay/auto-pay.checks';
import { useFormat } from '../../../i18n/format';
import type { AutoPayErrorText } from '../parts/error-text';
import { DebitDayText, ServicesList } from '../../../ui/auto-pay-labels';
import { MethodName } from '../../../ui/method-name';
import { AutoPayReviewEnd, useAutoPayReview } from '../parts/review-end';
import type { ChangeMethodFlow } from '../parts/use-child-flow';
import { fieldId } from '../parts/use-shown-errors';
import { Fact } from '../../../ui/facts';
import { StepForm } from '../../../ui/flow-steps/step-form';

/** What the call the machine has out is doing (its `meta.call`). */
const CALL_TEXT: Record<NonNullable<ChangeMethodMeta['call']>, ReactNode> = {
  pay: <Trans>Sending your payment…</Trans>,
  replace: <Trans>Changing your Auto Pay payment method…</Trans>,
};

/**
 * Manage Auto Pay, step 3 "Review" (spec billing §4): the change is a cancel then an enroll; with
 * a balance due, the user first accepts paying it today with the new method; the terms again.
 */
export function ChangeReviewStep({ flow, errorText }: { flow: ChangeMethodFlow; errorText: AutoPayErrorText }) {
  const { snapshot, send } = flow;
  const format = useFormat();
  const { info, choice, paymentAccepted } = snapshot.context;
  const { billing } = info;
  const due = balanceDue(info);
  // the machine refuses the review until today's payment is accepted (its reviewIncomplete guard)
  const { shown, alertField, busy, end } = useAutoPayReview(flow, errorText, CALL_TEXT, due && !paymentAccepted ? { payment: 'payment.notAccepted' } : {});
  const oldMethod = info.methods.find((m) => m.id === billing.autoPay.methodId);
  const newMethod = info.methods.find((m) => m.id === choice.methodId);
  const amount = format.money(billing.amountDue);
  const paymentError = shown('payment');

  return (
    <StepForm busy={busy} onSubmit={() => send({ type: 'submit' })}>
      <dl className="facts review" data-testid="ap-change-review">
        <Fact label={<Trans>Current payment method</Trans>}>{oldMethod ? <MethodName method={oldMethod} /> : null}</Fact>
        <Fact label={<Trans>New payment method</Trans>} testId="ap-review-method">
          {newMethod ? <MethodName method={newMethod} /> : null}
        </Fact>
        <Fact label={<Trans>Services covered</Trans>}>
          <ServicesList services={choice.services} />
        </Fact>
        {billing.autoPay.debitDay !== null ? (
          <Fact label={<Trans>Debit day</Trans>}>
            <DebitDayText day={billing.autoPay.debitDay} />
          </Fact>
        ) : null}
      </dl>
      <p className="card__text">
        <Trans>To change the payment method, we cancel your current Auto Pay and enroll the new method right away.</Trans>
      </p>

      {due ? (
        <div className={`check check--boxed${paymentError ? ' check--invalid' : ''}`}>
          <input
            id={fieldId('payment')}
            type="checkbox"
            checked={paymentAccepted}
            disabled={busy}
            onChange={(e) => send({ type: 'payment.accept', accepted: e.target.checked })}
            aria-invalid={paymentError ? true : undefined}
            aria-describedby={`ap-payment-text${paymentError ? ' ap-payment-error' : ''}`}
          />
          <div>
            <label htmlFor={fieldId('payment')}>
              <Trans>Pay my balance of {amount} today with the new payment method</Trans>
            </label>
            <p id="ap-payment-text" className="check__details">
              <Trans>
                Because a balance is due, it must be paid today before your Auto Pay method can change. If the payment does not go through, nothing is changed.
              </Trans>
            </p>
            {paymentError ? (
              <p id="ap-payment-error" className="field__error" role={alertField === 'payment' ? 'alert' : undefined} data-testid="ap-payment-accept-error">
                <Trans>Please accept today's payment to change your Auto Pay method.</Trans>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <AutoPayReviewEnd {...end} submitLabel={due ? <Trans>Pay {amount} and change method</Trans> : <Trans>Change payment method</Trans>} />
    </StepForm>
  );
}
