import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeDateMachine } from '../../../../machines/autopay/auto-pay-change-date';
import { dayErrors } from '../../../../machines/autopay/auto-pay.checks';
import { DebitDayCalendar } from './debit-day-calendar';
import { useAutoPayErrorText } from '../parts/error-text';
import { useChildFlow } from '../parts/use-child-flow';
import { useHeadingFocus } from '../parts/use-heading-focus';
import { StepForm } from '../../../ui/flow-steps/step-form';

/**
 * Change the Auto Pay debit date (spec billing §2 calendar, §5, §8), the flow Manage Auto Pay
 * invokes: a day is chosen on the calendar; a late one is said at once and cannot be saved (the
 * machine's dayErrors, its refusal focuses the notice); the outcome is Manage's to show.
 */
export function ChangeDateFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayChangeDateMachine> }) {
  const { snapshot, send } = useChildFlow(actor);
  const heading = useHeadingFocus('choose', { onMount: true });
  const { info, day, tried } = snapshot.context;
  const errorText = useAutoPayErrorText(info.billing.restrictions.type);
  const refused = snapshot.hasTag('refused');
  useEffect(() => {
    if (refused) document.getElementById('ap-day-notice')?.focus();
  }, [refused]);
  if (snapshot.status === 'done') return null;
  const state = JSON.stringify(snapshot.value);
  const current = info.billing.autoPay.debitDay;

  const errors = dayErrors(info, day);
  const late = errors.debitDay === 'debitDay.late';
  const saving = snapshot.hasTag('busy');
  return (
    <div className="autopay" data-testid="autopay-change-date" data-state={state}>
      <section className="card step" aria-labelledby="step-title">
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          <Trans>Change your debit date</Trans>
        </h2>
        <StepForm busy={saving} onSubmit={() => send({ type: 'submit' })}>
          <p className="step-form__lead">
            {current !== null ? (
              <Trans>
                Auto Pay debits your payment method on day {current} of each month. Choose the day that suits you best: days marked as late come after your bill
                is due.
              </Trans>
            ) : (
              <Trans>Choose the day that suits you best: days marked as late come after your bill is due.</Trans>
            )}
          </p>
          <DebitDayCalendar
            ranges={info.debitDayRanges}
            day={day}
            current={current}
            onDay={(d) => send({ type: 'day.set', day: d })}
            disabled={saving}
            describedBy={errors.debitDay ? 'ap-day-notice' : undefined}
          />
          {errors.debitDay ? (
            <p
              id="ap-day-notice"
              tabIndex={-1}
              className={`notice ${late ? 'notice--warning' : 'notice--error'}`}
              role={tried ? 'alert' : 'status'}
              data-testid="ap-day-notice"
            >
              {errorText(errors.debitDay)}
            </p>
          ) : null}
          <p className="busy-note" role="status">
            {saving ? (
              <>
                <span className="spinner" aria-hidden="true" /> <Trans>Saving your debit date…</Trans>
              </>
            ) : null}
          </p>
          <div className="step-actions">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={saving || undefined}
              aria-busy={saving || undefined}
              data-testid="ap-save-day"
            >
              {saving ? <Trans>Saving…</Trans> : <Trans>Save debit date</Trans>}
            </button>
            <button type="button" className="button button--ghost step-actions__cancel" disabled={saving} onClick={() => send({ type: 'cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </StepForm>
      </section>
    </div>
  );
}
