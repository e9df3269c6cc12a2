import type { ReactNode } from 'react';
import type { AutoPayChoice, AutoPayInfo, Errors, NewMethodDraft } from '../../../../machines/autopay/auto-pay.checks';
import type { FlowTag } from '../../../../machines/parts/screen';
import { StepActions } from '../../../ui/flow-steps/step-actions';
import { StepForm } from '../../../ui/flow-steps/step-form';
import { AddMethodOffer } from './add-method-offer';
import type { AutoPayErrorText } from '../parts/error-text';
import { ExpiringDialog } from './expiring-dialog';
import { MethodChoices } from './method-choices';
import { useShownErrors } from '../parts/use-shown-errors';

/** The events the method step sends; Enroll and Change method both take them. */
type MethodStepEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'cancel' }
  | { type: 'method.saved'; id: string }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'method.add'; kind: NewMethodDraft['kind'] }
  | { type: 'confirm' }
  | { type: 'reconsider' };

/** What the method step reads of its flow's snapshot. */
interface MethodStepSnapshot {
  context: { info: AutoPayInfo; choice: AutoPayChoice; tried: { method: boolean } };
  hasTag: (tag: FlowTag) => boolean;
  can: (event: { type: 'back' } | { type: 'cancel' }) => boolean;
}

/**
 * The method step of Enroll and of Change method (spec billing §2, §5): a saved method, with a
 * card's CVV asked once, or one added there, the step's actions, and the dialog that confirms a
 * card expiring soon. `current`: the method Auto Pay uses now, not offered again.
 */
export function MethodStep({
  flow,
  lead,
  current = null,
  errors,
  expiringDialog,
  errorText,
}: {
  flow: { snapshot: MethodStepSnapshot; send: (event: MethodStepEvent) => void };
  lead: ReactNode;
  current?: string | null;
  errors: Errors;
  expiringDialog: boolean;
  errorText: AutoPayErrorText;
}) {
  const { snapshot, send } = flow;
  const { info, choice, tried } = snapshot.context;
  const { shown, touch, alertField } = useShownErrors(errors, tried.method, ['method', 'cvv'], snapshot.hasTag('refused'));
  const chosen = info.methods.find((m) => m.id === choice.methodId);
  return (
    <StepForm onSubmit={() => send({ type: 'next' })}>
      <p className="step-form__lead">{lead}</p>
      <MethodChoices
        info={info}
        services={choice.services}
        methodId={choice.methodId}
        cvv={choice.cvv}
        current={current}
        onMethod={(id) => send({ type: 'method.saved', id })}
        onCvv={(cvv) => send({ type: 'cvv.set', cvv })}
        shown={shown}
        touch={touch}
        alertField={alertField}
        errorText={errorText}
      />
      <AddMethodOffer info={info} services={choice.services} onAdd={(kind) => send({ type: 'method.add', kind })} />
      <StepActions snapshot={snapshot} send={send} />
      {expiringDialog && chosen ? (
        <ExpiringDialog method={chosen} onConfirm={() => send({ type: 'confirm' })} onReconsider={() => send({ type: 'reconsider' })} />
      ) : null}
    </StepForm>
  );
}
