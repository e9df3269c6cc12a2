import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine } from '../../../machines/auto-pay-change-method';
import { screenMeta } from '../../../machines/screen';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { AddMethodTitle, AddMethodView } from './add-method-view';
import { ChangeReviewStep, NewMethodStep } from './change-method-steps';
import { useAutoPayErrorText } from './error-text';
import { useChildFlow } from './use-child-flow';
import { useHeadingFocus } from './use-heading-focus';

/** The step bar of Manage Auto Pay: the summary (Manage's own screen), then this flow's two steps. */
export const MANAGE_STEPS = ['summary', 'method', 'review'] as const;

export function ManageStepIndicator({ step }: { step: (typeof MANAGE_STEPS)[number] }) {
  return (
    <StepIndicator
      names={[<Trans key="1">Summary</Trans>, <Trans key="2">New payment method</Trans>, <Trans key="3">Review</Trans>]}
      current={MANAGE_STEPS.indexOf(step) + 1}
    />
  );
}

/**
 * Change the Auto Pay method, invoked from Manage Auto Pay's summary (spec billing §2: new
 * method → review; its outcome is shown by Manage), one screen at a time as the machine names it.
 */
export function ChangeMethodFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayChangeMethodMachine> }) {
  const flow = useChildFlow(actor);
  const { snapshot } = flow;
  const { screen, step } = screenMeta(snapshot);
  const heading = useHeadingFocus(screen ?? 'outcome', { onMount: true });
  const errorText = useAutoPayErrorText(snapshot.context.info.billing.restrictions.type);
  const adding = snapshot.children.addMethod;

  let title: ReactNode;
  let body: ReactNode;
  switch (screen) {
    case 'method':
      title = <Trans>Choose a new payment method</Trans>;
      body = <NewMethodStep flow={flow} errorText={errorText} />;
      break;
    case 'add':
      if (!adding) return null;
      title = <AddMethodTitle actor={adding} />;
      body = <AddMethodView actor={adding} errorText={errorText} />;
      break;
    case 'review':
      title = <Trans>Review the change</Trans>;
      body = <ChangeReviewStep flow={flow} errorText={errorText} />;
      break;
    default:
      // an outcome: Manage shows it
      return null;
  }
  return (
    <div className="autopay" data-testid="autopay-change-method" data-state={JSON.stringify(snapshot.value)}>
      <section className="card step" aria-labelledby="step-title">
        {step ? <ManageStepIndicator step={step} /> : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {title}
        </h2>
        {body}
      </section>
    </div>
  );
}
