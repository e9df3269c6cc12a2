import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine, ChangeMethodScreen } from '../../../machines/auto-pay-change-method';
import { screenMeta } from '../../../machines/screen';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { ChangeReviewStep } from './change-method-steps';
import { ChooserOrStepScreen } from './choose-method-screen';
import { useStepScreen, type Shown } from './flow-screen';
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
  const { heading, errorText } = useStepScreen(screen, { restriction: flow.snapshot.context.info.billing.restrictions.type, onMount: true });
  const stepBar = step ? <ManageStepIndicator step={step} /> : null;
  const screens: Record<ChangeMethodScreen, Shown | null> = {
    // the chooser's own screen
    method: null,
    review: { title: <Trans>Review the change</Trans>, body: <ChangeReviewStep flow={flow} errorText={errorText} /> },
    // an outcome: Manage shows it
    outcome: null,
  };
  return (
    <ChooserOrStepScreen
      testId="autopay-change-method"
      state={flow.snapshot.value}
      stepBar={stepBar}
      heading={heading}
      screen={screen}
      chooser={flow.snapshot.children.chooseMethod}
      method={{
        title: <Trans>Choose a new payment method</Trans>,
        lead: <Trans>Choose the payment method Auto Pay should charge from now on.</Trans>,
      }}
      screens={screens}
    />
  );
}
