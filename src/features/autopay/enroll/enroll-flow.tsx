import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { enrollSteps, type autoPayEnrollMachine, type EnrollStep } from '../../../../machines/autopay/auto-pay-enroll';
import { EnrollAmountStep } from './enroll-amount-step';
import { chooserScreen, LaterStep, useLaterSteps } from '../parts/steps-chunk';
import { StepFlow, stepScreen } from '../parts/flow-screen';
import { useChildFlow } from '../parts/use-child-flow';

/** The words of the bar for each step the machine names (its order and number are the machine's). */
const STEP_NAMES: Record<EnrollStep, ReactNode> = {
  amount: <Trans>Amount</Trans>,
  method: <Trans>Payment method</Trans>,
  review: <Trans>Review</Trans>,
};

/**
 * Enroll in Auto Pay (spec billing §2: 3 steps, then an outcome the page shows), one screen at a
 * time as the machine names it (`meta.screen`, `meta.step`).
 */
export function EnrollFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayEnrollMachine> }) {
  const flow = useChildFlow(actor);
  useLaterSteps();
  return (
    <StepFlow
      testId="autopay-enroll"
      snapshot={flow.snapshot}
      steps={enrollSteps}
      stepNames={STEP_NAMES}
      screens={(errorText) => ({
        amount: stepScreen({ title: <Trans>What Auto Pay will cover</Trans>, body: <EnrollAmountStep flow={flow} errorText={errorText} /> }),
        method: chooserScreen(flow.snapshot.children.chooseMethod, {
          title: <Trans>Choose how Auto Pay pays</Trans>,
          lead: <Trans>Auto Pay charges this payment method for each bill.</Trans>,
        }),
        review: stepScreen({
          title: <Trans>Review and finish</Trans>,
          body: <LaterStep>{({ EnrollReviewStep }) => <EnrollReviewStep flow={flow} errorText={errorText} />}</LaterStep>,
        }),
        // an outcome: the page shows it
        outcome: null,
      })}
    />
  );
}
