import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { stepBar } from '../../../machines/payment/one-time-payment.checks';
import type { PaymentScreen } from '../../../machines/payment/one-time-payment';
import { AmountStep } from './amount-step';
import { BalanceStep } from './balance-step';
import { DateStep } from './date-step';
import { LinkBankStep } from './link-bank-step';
import { MethodStep } from './method-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { BlockedScreen, SubmitFailedScreen, UnavailableScreen } from './stopped-screens';
import { usePaymentActor, type PaymentActor, type PaymentFlow } from './use-payment-flow';

/**
 * One one-time payment, one screen at a time, as the machine's state says (its `meta`: screen,
 * step, dialog). The heading of each new screen takes the focus, so keyboard and screen-reader
 * users start at the top of the step.
 */
export function PaymentFlowView({ actor }: { actor: PaymentActor }) {
  const flow = usePaymentActor(actor);
  const { snapshot, meta } = flow;
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = meta.screen ?? 'loading';

  const shownScreen = useRef<string>('loading');
  useEffect(() => {
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    heading.current?.focus();
  }, [screen]);

  const state = JSON.stringify(snapshot.value);
  if (screen === 'loading' || screen === 'done') {
    return (
      <div className="payment" data-testid="payment-flow" data-state={state}>
        {screen === 'loading' ? (
          <p className="busy-note card" role="status">
            <span className="spinner" aria-hidden="true" /> <Trans>Loading your payment information…</Trans>
          </p>
        ) : null}
      </div>
    );
  }

  const { mode, draft } = snapshot.context;
  // the bank linking is a step of the bar while it runs, and after it chose the account
  const steps = stepBar(mode, meta.step === 'link' || draft.method?.kind === 'linked');
  return (
    <div className="payment" data-testid="payment-flow" data-state={state}>
      <section className="card step" aria-labelledby="step-title">
        {meta.step ? <StepIndicator steps={steps} current={meta.step} /> : null}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {titleOf(screen)}
        </h2>
        {bodyOf(screen, flow)}
      </section>
    </div>
  );
}

function titleOf(screen: PaymentScreen): ReactNode {
  switch (screen) {
    case 'balance':
      return <Trans>What would you like to pay?</Trans>;
    case 'amount':
      return <Trans>How much would you like to pay?</Trans>;
    case 'method':
      return <Trans>Choose a payment method</Trans>;
    case 'link':
    case 'linkConnecting':
    case 'linkAccounts':
    case 'linkFailed':
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

/** Each screen's view; loading and done show none of their own. */
const BODIES: Partial<Record<PaymentScreen, ComponentType<{ flow: PaymentFlow }>>> = {
  balance: BalanceStep,
  amount: AmountStep,
  method: MethodStep,
  link: LinkBankStep,
  linkConnecting: LinkBankStep,
  linkAccounts: LinkBankStep,
  linkFailed: LinkBankStep,
  date: DateStep,
  review: ReviewStep,
  unavailable: UnavailableScreen,
  blocked: BlockedScreen,
  submitFailed: SubmitFailedScreen,
};

function bodyOf(screen: PaymentScreen, flow: PaymentFlow): ReactNode {
  const Body = BODIES[screen];
  return Body ? <Body flow={flow} /> : null;
}
