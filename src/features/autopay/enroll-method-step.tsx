import { Trans } from '@lingui/react/macro';
import { screenMeta } from '../../../machines/screen';
import { methodErrors } from '../../../machines/auto-pay.checks';
import type { AutoPayErrorText } from './error-text';
import { AddMethodOffer } from './add-method-offer';
import { ExpiringDialog } from './expiring-dialog';
import { MethodChoices } from './method-choices';
import { StepActions } from '../../ui/flow-steps/step-actions';
import type { EnrollFlow } from './use-child-flow';
import { useShownErrors } from './use-shown-errors';
import { StepForm } from '../../ui/flow-steps/step-form';

/** Enroll, step 2: a saved method, with a card's CVV asked once, or a new one (spec billing §2, §5). */
export function EnrollMethodStep({ flow, errorText }: { flow: EnrollFlow; errorText: AutoPayErrorText }) {
  const { snapshot, send } = flow;
  const { info } = snapshot.context;
  const { choice, tried } = snapshot.context;
  const errors = methodErrors(info, choice);
  const { shown, touch, alertField } = useShownErrors(errors, tried.method, ['method', 'cvv'], snapshot.hasTag('refused'));
  const chosen = info.methods.find((m) => m.id === choice.methodId);

  return (
    <StepForm onSubmit={() => send({ type: 'next' })}>
      <p className="step-form__lead">
        <Trans>Auto Pay charges this payment method for each bill.</Trans>
      </p>
      <MethodChoices
        info={info}
        services={choice.services}
        methodId={choice.methodId}
        cvv={choice.cvv}
        onMethod={(id) => send({ type: 'method.saved', id })}
        onCvv={(cvv) => send({ type: 'cvv.set', cvv })}
        shown={shown}
        touch={touch}
        alertField={alertField}
        errorText={errorText}
      />
      <AddMethodOffer info={info} services={choice.services} onAdd={(kind) => send({ type: 'method.add', kind })} />
      <StepActions snapshot={snapshot} send={send} />
      {screenMeta(snapshot).dialog === 'expiring' && chosen ? (
        <ExpiringDialog method={chosen} onConfirm={() => send({ type: 'confirm' })} onReconsider={() => send({ type: 'reconsider' })} />
      ) : null}
    </StepForm>
  );
}
