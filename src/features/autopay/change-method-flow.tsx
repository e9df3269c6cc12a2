import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine } from '../../../machines/auto-pay-change-method';
import { manageSteps } from '../../../machines/auto-pay-manage';
import { ChangeReviewStep } from './change-method-steps';
import { chooserScreen } from './later-steps';
import { MANAGE_STEP_NAMES } from './manage-step-bar';
import { StepFlow, stepScreen } from './flow-screen';
import { useChildFlow } from './use-child-flow';

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
