import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { AutoPayEnrollOutput } from '../../../machines/auto-pay-enroll';
import { EnrollAmountStep } from './enroll-amount-step';
import { blockReason, EnrollBlocked } from './enroll-blocked';
import { EnrollMethodStep } from './enroll-method-step';
import { EnrollOutcome } from './enroll-outcomes';
import { EnrollReviewStep } from './enroll-review-step';
import { useAutoPayErrorText } from './error-text';
import { StepIndicator } from '../../ui/flow-steps/step-indicator';
import { useAutoPayEnroll, type EnrollFlow } from './use-auto-pay-enroll';
import { useHeadingFocus } from './use-heading-focus';
import { AddMethodView } from './add-method-view';

type Screen = 'loading' | 'blocked' | 'amount' | 'method' | 'add' | 'review' | 'done';

/** Which screen a state of the enroll machine is shown on; the dialogs and the calls stay on their step. */
function screenOf(s: EnrollFlow['snapshot']): Screen {
  if (s.status === 'done') return 'done';
  if (s.matches('loading')) return 'loading';
  if (s.matches('blocked')) return 'blocked';
  if (s.matches('amount')) return 'amount';
  if (s.matches('method') || s.matches('confirmExpiring')) return 'method';
  if (s.matches('addMethod') || s.matches('savingMethod')) return 'add';
  return 'review';
}

const STEP: Partial<Record<Screen, number>> = { amount: 1, method: 2, add: 2, review: 3 };

/**
 * Enroll in Auto Pay (spec billing §2: 3 steps, then an outcome), one screen at a time as the
 * machine says. Cancel leaves for the billing home; "Try again" mounts a fresh flow.
 */
export function EnrollFlowView({ onAgain, onManage }: { onAgain: () => void; onManage: () => void }) {
  const flow = useAutoPayEnroll();
  const { snapshot, send } = flow;
  const navigate = useNavigate();
  const screen = screenOf(snapshot);
  const heading = useHeadingFocus(screen);
  const output = snapshot.status === 'done' ? (snapshot.output as AutoPayEnrollOutput) : null;
  const cancelled = output?.outcome === 'cancelled';
  const errorText = useAutoPayErrorText(snapshot.context.info?.billing.restrictions.type ?? 'NONE');

  useEffect(() => {
    if (cancelled) void navigate({ to: '/billing' });
  }, [cancelled, navigate]);

  const state = JSON.stringify(snapshot.value);
  if (output) {
    return (
      <div className="autopay" data-testid="autopay-enroll" data-state={state}>
        {output.outcome !== 'cancelled' ? <EnrollOutcome flow={flow} output={output} headingRef={heading} onAgain={onAgain} onManage={onManage} /> : null}
      </div>
    );
  }
  if (screen === 'loading') {
    return (
      <div className="autopay" data-testid="autopay-enroll" data-state={state}>
        <p className="busy-note card" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading your Auto Pay options…</Trans>
        </p>
      </div>
    );
  }

  const step = STEP[screen];
  let title: ReactNode;
  let body: ReactNode;
  switch (screen) {
    case 'blocked':
      title =
        blockReason(snapshot.context.info!) === 'enrolled' ? (
          <Trans>You're already enrolled in Auto Pay</Trans>
        ) : (
          <Trans>Auto Pay can't be set up for this account</Trans>
        );
      body = <EnrollBlocked info={snapshot.context.info!} errorText={errorText} onLeave={() => send({ type: 'cancel' })} onManage={onManage} />;
      break;
    case 'amount':
      title = <Trans>What Auto Pay will cover</Trans>;
      body = <EnrollAmountStep flow={flow} errorText={errorText} />;
      break;
    case 'method':
      title = <Trans>Choose how Auto Pay pays</Trans>;
      body = <EnrollMethodStep flow={flow} errorText={errorText} />;
      break;
    case 'add':
      title = snapshot.context.draft?.kind === 'bank' ? <Trans>Add a bank account</Trans> : <Trans>Add a card</Trans>;
      body = <AddMethodView flow={flow} errorText={errorText} />;
      break;
    default:
      title = <Trans>Review and finish</Trans>;
      body = <EnrollReviewStep flow={flow} errorText={errorText} />;
  }
  return (
    <div className="autopay" data-testid="autopay-enroll" data-state={state}>
      <section className="card step" aria-labelledby="step-title">
        {step ? (
          <StepIndicator names={[<Trans key="1">Amount</Trans>, <Trans key="2">Payment method</Trans>, <Trans key="3">Review</Trans>]} current={step} />
        ) : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {title}
        </h2>
        {body}
      </section>
    </div>
  );
}
