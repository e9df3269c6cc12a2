import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Step } from './flow-view';

export const STEP_NAMES: Record<Step, MessageDescriptor> = {
  amount: msg`Amount`,
  method: msg`Payment method`,
  link: msg`Link your bank`,
  date: msg`Date`,
  review: msg`Review`,
};

/** "Step 2 of 4" (5 when the bank is linked online), with the steps named beside it. */
export function StepIndicator({ steps, current }: { steps: Step[]; current: Step }) {
  const { t } = useLingui();
  const number = steps.indexOf(current) + 1;
  const total = steps.length;
  return (
    <div className="steps">
      <p className="steps__label" data-testid="step-indicator">
        <Trans>
          Step {number} of {total}
        </Trans>
      </p>
      <ol className="steps__list" aria-hidden="true">
        {steps.map((step, i) => (
          <li key={step} className={`steps__item${i + 1 < number ? ' steps__item--done' : ''}${step === current ? ' steps__item--current' : ''}`}>
            <span className="steps__dot">{i + 1}</span>
            <span className="steps__name">{t(STEP_NAMES[step])}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
