import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayEnrollMachine, EnrollStep } from '../../../machines/auto-pay-enroll';
import { screenMeta } from '../../../machines/screen';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { AddMethodTitle, AddMethodView } from './add-method-view';
import { EnrollAmountStep } from './enroll-amount-step';
import { EnrollMethodStep } from './enroll-method-step';
import { EnrollReviewStep } from './enroll-review-step';
import { useAutoPayErrorText } from './error-text';
import { useChildFlow } from './use-child-flow';
import { useHeadingFocus } from './use-heading-focus';

const STEPS: EnrollStep[] = ['amount', 'method', 'review'];

/**
 * Enroll in Auto Pay (spec billing §2: 3 steps, then an outcome the page shows), one screen at a
 * time as the machine names it (`meta.screen`, `meta.step`).
 */
export function EnrollFlowView({ actor }: { actor: ActorRefFrom<typeof autoPayEnrollMachine> }) {
  const flow = useChildFlow(actor);
  const { snapshot } = flow;
  const { screen, step } = screenMeta(snapshot);
  const heading = useHeadingFocus(screen ?? 'outcome');
  const errorText = useAutoPayErrorText(snapshot.context.info.billing.restrictions.type);
  const adding = snapshot.children.addMethod;

  let title: ReactNode;
  let body: ReactNode;
  switch (screen) {
    case 'amount':
      title = <Trans>What Auto Pay will cover</Trans>;
      body = <EnrollAmountStep flow={flow} errorText={errorText} />;
      break;
    case 'method':
      title = <Trans>Choose how Auto Pay pays</Trans>;
      body = <EnrollMethodStep flow={flow} errorText={errorText} />;
      break;
    case 'add':
      if (!adding) return null;
      title = <AddMethodTitle actor={adding} />;
      body = <AddMethodView actor={adding} errorText={errorText} />;
      break;
    case 'review':
      title = <Trans>Review and finish</Trans>;
      body = <EnrollReviewStep flow={flow} errorText={errorText} />;
      break;
    default:
      // an outcome: the page shows it
      return null;
  }
  return (
    <div className="autopay" data-testid="autopay-enroll" data-state={JSON.stringify(snapshot.value)}>
      <section className="card step" aria-labelledby="step-title">
        {step ? (
          <StepIndicator
            names={[<Trans key="1">Amount</Trans>, <Trans key="2">Payment method</Trans>, <Trans key="3">Review</Trans>]}
            current={STEPS.indexOf(step) + 1}
          />
        ) : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {title}
        </h2>
        {body}
      </section>
    </div>
  );
}
