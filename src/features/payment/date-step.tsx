import { Trans } from '@lingui/react/macro';
import { dateErrors } from '../../../machines/payment/one-time-payment.checks';
import { paymentDateFactsOf } from '../../domain/payment';
import { futureDateIssue } from '../../domain/payment-date';
import { useFormat } from '../../i18n/format';
import { useErrorText } from '../../ui/payment-method/error-text';
import { StepActions } from './step-actions';
import { TextField } from '../../ui/payment-method/text-field';
import { useStepErrors } from './use-step-errors';
import type { PaymentFlow } from './use-payment-flow';
import { StepForm } from '../../ui/flow-steps/step-form';
import { LateDateNotice } from './late-date-notice';

/**
 * Step "date" (spec billing §5 "Payment date"): MM/DD/YY, today up to the last allowed day.
 * Accounts that may not schedule (past due, inactive, a pending payment covering the past due)
 * are told so up front, and today is filled in for them.
 */
export function DateStep({ flow }: { flow: PaymentFlow }) {
  const { snapshot, send } = flow;
  const format = useFormat();
  const info = snapshot.context.info!;
  const errorText = useErrorText(info);
  const { draft } = snapshot.context;
  const { limits } = info.billing;
  const errors = dateErrors(info, draft);
  const { touch, next, feedback } = useStepErrors(flow, 'date', errors, ['date']);
  const onlyToday = futureDateIssue(paymentDateFactsOf(info.billing, info.time, info.scheduledCount));

  const today = format.date(limits.today);
  const last = format.date(limits.lastFutureDate);
  return (
    <StepForm
      onSubmit={() => {
        touch('date');
        next();
      }}
    >
      {onlyToday ? (
        <p className="notice notice--warning" data-testid="pay-today-notice">
          {errorText(onlyToday)}
        </p>
      ) : (
        <p className="step-form__lead">
          <Trans>
            Pay today, {today}, or schedule the payment for a later day up to {last}.
          </Trans>
        </p>
      )}
      <TextField
        field="date"
        className="field--narrow"
        label={<Trans>Payment date</Trans>}
        hint={<Trans>MM/DD/YY</Trans>}
        value={draft.dateText}
        onValue={(text) => send({ type: 'date.set', text })}
        {...feedback('date', errorText)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
      <LateDateNotice flow={flow} id="pay-date-late" />
      <StepActions flow={flow} />
    </StepForm>
  );
}
