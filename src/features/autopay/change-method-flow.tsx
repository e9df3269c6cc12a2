import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { AutoPayChangeMethodOutput } from '../../../machines/auto-pay-change-method';
import { ChangeMethodOutcome } from './change-method-outcomes';
import { ChangeReviewStep, NewMethodStep } from './change-method-steps';
import { useAutoPayErrorText } from './error-text';
import { ManageSummary } from './manage-summary';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { useAutoPayChangeMethod, type ChangeMethodFlow } from './use-auto-pay-change-method';
import { useHeadingFocus } from './use-heading-focus';
import { AddMethodView } from './add-method-view';

type Screen = 'loading' | 'notEnrolled' | 'summary' | 'method' | 'add' | 'review' | 'done';

function screenOf(s: ChangeMethodFlow['snapshot']): Screen {
  if (s.status === 'done') return 'done';
  if (s.matches('loading')) return 'loading';
  if (s.matches('notEnrolled')) return 'notEnrolled';
  if (s.matches('summary')) return 'summary';
  if (s.matches('method') || s.matches('confirmExpiring')) return 'method';
  if (s.matches('addMethod') || s.matches('savingMethod')) return 'add';
  return 'review';
}

const STEP: Partial<Record<Screen, number>> = { summary: 1, method: 2, add: 2, review: 3 };

interface Props {
  onChangeDate: () => void;
  onCancelAutoPay: () => void;
  cancelBusy: boolean;
  /** the summary again, freshly loaded */
  onRestart: () => void;
  /** Auto Pay is off: the page shows Enroll */
  onEnroll: () => void;
}

/**
 * Manage Auto Pay (spec billing §2: summary → new method → review, then an outcome). The summary
 * is the change-method machine's first state; it also opens the debit date and the cancellation.
 */
export function ChangeMethodFlowView({ onChangeDate, onCancelAutoPay, cancelBusy, onRestart, onEnroll }: Props) {
  const flow = useAutoPayChangeMethod();
  const { snapshot, send } = flow;
  const screen = screenOf(snapshot);
  const heading = useHeadingFocus(screen);
  const output = snapshot.status === 'done' ? (snapshot.output as AutoPayChangeMethodOutput) : null;
  const cancelled = output?.outcome === 'cancelled';
  const errorText = useAutoPayErrorText(snapshot.context.info?.billing.restrictions.type ?? 'NONE');

  // Cancel in steps 2 and 3 goes back to the summary
  useEffect(() => {
    if (cancelled) onRestart();
  }, [cancelled, onRestart]);

  const state = JSON.stringify(snapshot.value);
  if (output) {
    return (
      <div className="autopay" data-testid="autopay-change-method" data-state={state}>
        {output.outcome !== 'cancelled' ? (
          <ChangeMethodOutcome flow={flow} output={output} headingRef={heading} onManage={onRestart} onEnroll={onEnroll} />
        ) : null}
      </div>
    );
  }
  if (screen === 'loading') {
    return (
      <div className="autopay" data-testid="autopay-change-method" data-state={state}>
        <p className="busy-note card" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading your Auto Pay…</Trans>
        </p>
      </div>
    );
  }

  let title: ReactNode;
  let body: ReactNode;
  switch (screen) {
    case 'notEnrolled':
      title = <Trans>Auto Pay is off</Trans>;
      body = (
        <div className="step-form">
          <p className="card__text">
            <Trans>This account is not enrolled in Auto Pay anymore.</Trans>
          </p>
          <div className="step-actions">
            <button type="button" className="button button--primary" onClick={onEnroll}>
              <Trans>Enroll in Auto Pay</Trans>
            </button>
          </div>
        </div>
      );
      break;
    case 'summary':
      title = <Trans>Your Auto Pay</Trans>;
      body = (
        <ManageSummary
          info={snapshot.context.info!}
          onChangeMethod={() => send({ type: 'next' })}
          onChangeDate={onChangeDate}
          onCancelAutoPay={onCancelAutoPay}
          cancelBusy={cancelBusy}
        />
      );
      break;
    case 'method':
      title = <Trans>Choose a new payment method</Trans>;
      body = <NewMethodStep flow={flow} errorText={errorText} />;
      break;
    case 'add':
      title = snapshot.context.draft?.kind === 'bank' ? <Trans>Add a bank account</Trans> : <Trans>Add a card</Trans>;
      body = <AddMethodView flow={flow} errorText={errorText} />;
      break;
    default:
      title = <Trans>Review the change</Trans>;
      body = <ChangeReviewStep flow={flow} errorText={errorText} />;
  }
  const step = STEP[screen];
  return (
    <div className="autopay" data-testid="autopay-change-method" data-state={state}>
      <section className="card step" aria-labelledby="step-title">
        {step ? (
          <StepIndicator names={[<Trans key="1">Summary</Trans>, <Trans key="2">New payment method</Trans>, <Trans key="3">Review</Trans>]} current={step} />
        ) : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {title}
        </h2>
        {body}
      </section>
    </div>
  );
}
