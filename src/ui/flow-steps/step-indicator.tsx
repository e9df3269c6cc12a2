import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * "Step 2 of 3", the steps named beside it: the one-time payment (4, or 5 with a bank linked
 * online) and the Auto Pay flows (3 each, spec billing §2) show the same bar.
 */
export function StepIndicator({ names, current }: { names: ReactNode[]; current: number }) {
  const number = current; // the catalog's message names it {number}
  const total = names.length;
  return (
    <div className="steps">
      <p className="steps__label" data-testid="step-indicator">
        <Trans>
          Step {number} of {total}
        </Trans>
      </p>
      <ol className="steps__list" aria-hidden="true">
        {names.map((name, i) => (
          <li key={i} className={`steps__item${i + 1 < current ? ' steps__item--done' : ''}${i + 1 === current ? ' steps__item--current' : ''}`}>
            <span className="steps__dot">{i + 1}</span>
            <span className="steps__name">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The bar of a flow whose machine lists its steps (machines/parts/screen.ts `stepsOf`): the steps in
 * the machine's order, named by the view's words for each of the machine's step names.
 */
export function FlowStepBar<TStep extends string>({ steps, names, current }: { steps: readonly TStep[]; names: Record<TStep, ReactNode>; current: TStep }) {
  return <StepIndicator names={steps.map((step) => names[step])} current={steps.indexOf(current) + 1} />;
}
