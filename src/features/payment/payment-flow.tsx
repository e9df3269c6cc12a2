import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import type { OneTimePaymentOutput } from '../../../machines/one-time-payment';
import { AmountStep } from './amount-step';
import { DateStep } from './date-step';
import { screenOf, stepsOf, type Screen } from './flow-view';
import { LinkBankStep } from './link-bank-step';
import { MethodStep } from './method-step';
import { NotPaidScreen, PaidScreen } from './outcome-screens';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { BlockedScreen, SubmitFailedScreen, UnavailableScreen } from './stopped-screens';
import { usePaymentFlow, type PaymentFlow, type PaymentMode } from './use-payment-flow';

/**
 * One one-time payment, one screen at a time, as the machine's state says. The heading of each
 * new screen takes the focus, so keyboard and screen-reader users start at the top of the step.
 */
export function PaymentFlowView({ mode, onAgain }: { mode: PaymentMode; onAgain: () => void }) {
  const flow = usePaymentFlow(mode);
  const { snapshot } = flow;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = screenOf(snapshot);
  const output = snapshot.status === 'done' ? (snapshot.output as OneTimePaymentOutput) : null;
  const cancelled = output?.outcome === 'cancelled';

  // the linking step changes its content as the bank answers: each part is a new screen
  const focusKey = screen === 'link' ? JSON.stringify(snapshot.value) : screen;
  const shownKey = useRef('loading');
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    heading.current?.focus();
  }, [focusKey]);

  useEffect(() => {
    if (cancelled) void navigate({ to: '/account-summary' });
  }, [cancelled, navigate]);

  const state = JSON.stringify(snapshot.value);
  if (output) {
    return (
      <div className="payment" data-testid="payment-flow" data-state={state}>
        {output.outcome === 'success' || output.outcome === 'partial' ? (
          <PaidScreen answer={output.payment} failed={output.failed} headingRef={heading} />
        ) : output.outcome === 'failure' ? (
          <NotPaidScreen reason={output.reason} onAgain={onAgain} headingRef={heading} />
        ) : null}
      </div>
    );
  }

  if (screen === 'loading') {
    return (
      <div className="payment" data-testid="payment-flow" data-state={state}>
        <p className="busy-note card" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading your payment information…</Trans>
        </p>
      </div>
    );
  }

  const steps = stepsOf(snapshot);
  const step = steps.find((s) => s === screen);
  return (
    <div className="payment" data-testid="payment-flow" data-state={state}>
      <section className="card step" aria-labelledby="step-title">
        {step ? <StepIndicator steps={steps} current={step} /> : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {titleOf(screen)}
        </h2>
        {bodyOf(screen, flow)}
      </section>
    </div>
  );
}

function titleOf(screen: Screen): ReactNode {
  switch (screen) {
    case 'amount':
      return <Trans>How much would you like to pay?</Trans>;
    case 'method':
      return <Trans>Choose a payment method</Trans>;
    case 'link':
      return <Trans>Link your bank</Trans>;
    case 'date':
      return <Trans>When should we take the payment?</Trans>;
    case 'review':
      return <Trans>Review your payment</Trans>;
    case 'unavailable':
      return <Trans>Payment information unavailable</Trans>;
    case 'blocked':
      return <Trans>Online payments are not available for this account</Trans>;
    case 'submitFailed':
      return <Trans>We didn't get an answer</Trans>;
    default:
      return null;
  }
}

function bodyOf(screen: Screen, flow: PaymentFlow): ReactNode {
  switch (screen) {
    case 'amount':
      return <AmountStep flow={flow} />;
    case 'method':
      return <MethodStep flow={flow} />;
    case 'link':
      return <LinkBankStep flow={flow} />;
    case 'date':
      return <DateStep flow={flow} />;
    case 'review':
      return <ReviewStep flow={flow} />;
    case 'unavailable':
      return <UnavailableScreen flow={flow} />;
    case 'blocked':
      return <BlockedScreen flow={flow} />;
    case 'submitFailed':
      return <SubmitFailedScreen flow={flow} />;
    default:
      return null;
  }
}
