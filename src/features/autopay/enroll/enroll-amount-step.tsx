import { Trans } from '@lingui/react/macro';
import { balanceDue, servicesErrors } from '../../../../machines/autopay/auto-pay.checks';
import { useFormat } from '../../../i18n/format';
import type { AutoPayErrorText } from '../parts/error-text';
import { ServiceDetails, ServiceName } from '../../../ui/auto-pay-labels';
import { StepActions } from '../../../ui/flow-steps/step-actions';
import type { EnrollFlow } from '../parts/use-child-flow';
import { fieldId, useShownErrors } from '../parts/use-shown-errors';
import { Fact } from '../../../ui/facts';
import { StepForm } from '../../../ui/flow-steps/step-form';

/**
 * Enroll, step 1 "Amount" (spec billing §2, §4): the balance due and, when there is one, paying
 * it today (on unless the user says otherwise); then the services Auto Pay covers (core
 * always offered, Mobile only on accounts that have it), at least one (§5).
 */
export function EnrollAmountStep({ flow, errorText }: { flow: EnrollFlow; errorText: AutoPayErrorText }) {
  const { snapshot, send } = flow;
  const format = useFormat();
  const { info } = snapshot.context;
  const { choice, payBalance, tried } = snapshot.context;
  const { billing } = info;
  const errors = servicesErrors(info, choice);
  const { shown, touch, alertField } = useShownErrors(errors, tried.amount, ['services'], snapshot.hasTag('refused'));
  const servicesError = shown('services');
  const due = format.money(billing.amountDue);
  const dueDate = format.date(billing.dueDate);

  const toggle = (service: (typeof info.availableServices)[number], on: boolean) => {
    touch('services');
    const services = on ? [...choice.services, service] : choice.services.filter((s) => s !== service);
    send({ type: 'services.set', services: info.availableServices.filter((s) => services.includes(s)) });
  };

  return (
    <StepForm onSubmit={() => send({ type: 'next' })}>
      <dl className="facts facts--compact">
        <Fact label={<Trans>Amount due</Trans>} testId="ap-amount-due">
          {due}
        </Fact>
        {billing.amountDue > 0 ? <Fact label={<Trans>Due date</Trans>}>{dueDate}</Fact> : null}
        {billing.pastDueAmount > 0 ? <Fact label={<Trans>Past due</Trans>}>{format.money(billing.pastDueAmount)}</Fact> : null}
      </dl>

      {balanceDue(info) ? (
        <div className="check check--boxed">
          <input
            id={fieldId('payBalance')}
            type="checkbox"
            checked={payBalance}
            onChange={(e) => send({ type: 'payBalance.set', pay: e.target.checked })}
            aria-describedby="ap-payBalance-text"
          />
          <div>
            <label htmlFor={fieldId('payBalance')}>
              <Trans>Pay {due} today</Trans>
            </label>
            <p id="ap-payBalance-text" className="check__details">
              {payBalance ? (
                <Trans>We will charge your balance today to the payment method you choose next. Auto Pay then pays your future bills.</Trans>
              ) : (
                <Trans>
                  Your balance of {due} stays due on {dueDate}: please pay it yourself. Auto Pay starts with your next bill.
                </Trans>
              )}
            </p>
          </div>
        </div>
      ) : (
        <p className="step-form__lead">
          <Trans>Nothing is due right now. Auto Pay starts with your next bill.</Trans>
        </p>
      )}

      <fieldset id={fieldId('services')} tabIndex={-1} className="choices" aria-describedby={servicesError ? `${fieldId('services')}-error` : undefined}>
        <legend className="field__label">
          <Trans>Services Auto Pay covers</Trans>
        </legend>
        {servicesError ? (
          <p
            id={`${fieldId('services')}-error`}
            className="notice notice--warning"
            role={alertField === 'services' ? 'alert' : undefined}
            data-testid="ap-services-error"
          >
            {errorText(servicesError)}
          </p>
        ) : null}
        <ul className="choices__list">
          {info.availableServices.map((service) => {
            const on = choice.services.includes(service);
            const id = `ap-service-${service}`;
            return (
              <li key={service} className={`choice${on ? ' choice--checked' : ''}`}>
                <div className="check">
                  <input id={id} type="checkbox" checked={on} onChange={(e) => toggle(service, e.target.checked)} aria-describedby={`${id}-details`} />
                  <div>
                    <label htmlFor={id}>
                      <ServiceName service={service} />
                    </label>
                    <p id={`${id}-details`} className="check__details">
                      <ServiceDetails service={service} />
                      {/* spec billing §5 (src/domain/mobile-autopay.ts): said before a method is chosen */}
                      {service === 'MOBILE' ? (
                        <span className="check__rule" data-testid="ap-mobile-required">
                          {' '}
                          <Trans>Mobile Auto Pay is required, and it must use a credit or debit card, not a bank account.</Trans>
                        </span>
                      ) : null}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <StepActions snapshot={snapshot} send={send} />
    </StepForm>
  );
}
