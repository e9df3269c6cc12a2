import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine } from '../../../machines/auto-pay-change-method';
import { manageSteps, type ManageBarStep } from '../../../machines/auto-pay-manage';
import { FlowStepBar } from '../../ui/flow-steps/step-indicator';
import { ChangeReviewStep } from './change-method-steps';
import { chooserScreen } from './choose-method-screen';
import { StepFlow, stepScreen } from './flow-screen';
import { useChildFlow } from './use-child-flow';

/** The words of Manage Auto Pay's bar: its summary, then this flow's steps (the order is the machines'). */
const MANAGE_STEP_NAMES: Record<ManageBarStep, ReactNode> = {
  summary: <Trans>Summary</Trans>,
  method: <Trans>New payment method</Trans>,
  review: <Trans>Review</Trans>,
};

/** Manage Auto Pay's step bar at one of its steps. */
export function ManageStepBar({ current }: { current: ManageBarStep }) {
  return <FlowStepBar steps={manageSteps} names={MANAGE_STEP_NAMES} current={current} />;
}

/**
 * Change the Auto Pay method, invoked from Manage Auto Pay's summary (spec billing §2: new
 * method → review; its outcome is shown by Manage), one screen at a time as the machine names it.
 */
export function ChangeMethodFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayChangeMethodMachine> }) {
  const flow = useChildFlow(actor);
  return (
    <StepFlow
      testId="autopay-change-method"
      snapshot={flow.snapshot}
      steps={manageSteps}
      stepNames={MANAGE_STEP_NAMES}
      onMount
      screens={(errorText) => ({
        method: chooserScreen(flow.snapshot.children.chooseMethod, {
          title: <Trans>Choose a new payment method</Trans>,
          lead: <Trans>Choose the payment method Auto Pay should charge from now on.</Trans>,
        }),
        review: stepScreen({ title: <Trans>Review the change</Trans>, body: <ChangeReviewStep flow={flow} errorText={errorText} /> }),
        // an outcome: Manage shows it
        outcome: null,
      })}
    />
  );
}
