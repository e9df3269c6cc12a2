import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayEnrollMachine, EnrollScreen, EnrollStep } from '../../../machines/auto-pay-enroll';
import { screenMeta } from '../../../machines/screen';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { EnrollAmountStep } from './enroll-amount-step';
import { EnrollReviewStep } from './enroll-review-step';
import { ChooserOrStepScreen } from './choose-method-screen';
import { useStepScreen, type Shown } from './flow-screen';
import { useChildFlow } from './use-child-flow';

const STEPS: EnrollStep[] = ['amount', 'method', 'review'];

/**
 * Enroll in Auto Pay (spec billing §2: 3 steps, then an outcome the page shows), one screen at a
 * time as the machine names it (`meta.screen`, `meta.step`).
 */
export function EnrollFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayEnrollMachine> }) {
  const flow = useChildFlow(actor);
  const { screen, step } = screenMeta(flow.snapshot);
  const { heading, errorText } = useStepScreen(screen, { restriction: flow.snapshot.context.info.billing.restrictions.type });
  const stepBar = step ? (
    <StepIndicator
      names={[<Trans key="1">Amount</Trans>, <Trans key="2">Payment method</Trans>, <Trans key="3">Review</Trans>]}
      current={STEPS.indexOf(step) + 1}
    />
  ) : null;
  const screens: Record<EnrollScreen, Shown | null> = {
    amount: { title: <Trans>What Auto Pay will cover</Trans>, body: <EnrollAmountStep flow={flow} errorText={errorText} /> },
    // the chooser's own screen
    method: null,
    review: { title: <Trans>Review and finish</Trans>, body: <EnrollReviewStep flow={flow} errorText={errorText} /> },
    // an outcome: the page shows it
    outcome: null,
  };
  return (
    <ChooserOrStepScreen
      testId="autopay-enroll"
      state={flow.snapshot.value}
      stepBar={stepBar}
      heading={heading}
      screen={screen}
      chooser={flow.snapshot.children.chooseMethod}
      method={{ title: <Trans>Choose how Auto Pay pays</Trans>, lead: <Trans>Auto Pay charges this payment method for each bill.</Trans> }}
      screens={screens}
    />
  );
}
