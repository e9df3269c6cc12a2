import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChangeMethodMachine } from '../../../../machines/autopay/auto-pay-change-method';
import type { autoPayChooseMethodMachine } from '../../../../machines/autopay/auto-pay-choose-method';
import { manageSteps } from '../../../../machines/autopay/auto-pay-manage';
import { ChangeReviewStep } from './change-method-steps';
import { ChooseMethodScreen } from '../method/choose-method-screen';
import { MANAGE_STEP_NAMES } from '../manage/manage-step-bar';
import { StepFlow, stepScreen, type ScreenView } from '../parts/flow-screen';
import { useChildFlow } from '../parts/use-child-flow';

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
        method: chooser(flow.snapshot.children.chooseMethod),
        review: stepScreen({ title: <Trans>Review the change</Trans>, body: <ChangeReviewStep flow={flow} errorText={errorText} /> }),
        // an outcome: Manage shows it
        outcome: null,
      })}
    />
  );
}

/**
 * The method step: the chooser the machine invokes there, drawn in the flow's frame. This view
 * is loaded with the chooser's code (the later steps' chunk), so it draws the chooser at once,
 * without the lazy step Enroll's first screen waits on.
 */
const chooser =
  (actor: ActorRefFrom<typeof autoPayChooseMethodMachine> | undefined): ScreenView =>
  (frame) =>
    actor ? (
      <ChooseMethodScreen
        actor={actor}
        testId={frame.testId}
        stepBar={frame.stepBar}
        title={<Trans>Choose a new payment method</Trans>}
        lead={<Trans>Choose the payment method Auto Pay should charge from now on.</Trans>}
      />
    ) : null;
