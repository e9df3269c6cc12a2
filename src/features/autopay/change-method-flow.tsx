import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine, ChangeMethodScreen } from '../../../machines/auto-pay-change-method';
import { screenMeta } from '../../../machines/screen';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { ChangeReviewStep, NewMethodStep } from './change-method-steps';
import { StepScreen, useStepScreen, type Shown } from './flow-screen';
import { useChildFlow } from './use-child-flow';

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
  const { screen, step } = screenMeta(flow.snapshot);
  const { heading, errorText, added } = useStepScreen(screen, {
    restriction: flow.snapshot.context.info.billing.restrictions.type,
    adding: flow.snapshot.children.addMethod,
    onMount: true,
  });
  const screens: Record<ChangeMethodScreen, Shown | null> = {
    method: { title: <Trans>Choose a new payment method</Trans>, body: <NewMethodStep flow={flow} errorText={errorText} /> },
    add: added,
    review: { title: <Trans>Review the change</Trans>, body: <ChangeReviewStep flow={flow} errorText={errorText} /> },
    // an outcome: Manage shows it
    outcome: null,
  };
  const shown = screen ? screens[screen] : null;
  if (!shown) return null;
  const stepBar = step ? <ManageStepIndicator step={step} /> : null;
  return <StepScreen testId="autopay-change-method" state={flow.snapshot.value} stepBar={stepBar} heading={heading} shown={shown} />;
}
