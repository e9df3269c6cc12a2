import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode, RefObject } from 'react';
import type { AutoPayEnrollOutput } from '../../../../machines/autopay/auto-pay-enroll';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import { defaultDebitDay } from '../../../domain/autopay';
import { useFormat } from '../../../i18n/format';
import { AUTO_PAY_ERRORS, FlowError } from '../parts/flow-error';
import { DebitDayText, ServicesList } from '../../../ui/auto-pay-labels';
import { MethodName } from '../../../ui/method-name';
import { PaymentReceipt } from '../parts/payment-receipt';
import { Fact } from '../../../ui/facts';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/**
 * The outcomes of enrolling (spec billing §4): success without a payment; success with the
 * balance paid today (its confirmation); partial, where the payment went through and the
 * enrollment did not, said plainly; failure, with the §8 message.
 */
export function EnrollOutcome({
  info,
  output,
  headingRef,
  onAgain,
  onManage,
}: {
  /** the account as the page loaded it before the enrollment */
  info: AutoPayInfo;
  output: AutoPayEnrollOutput;
  headingRef: HeadingRef;
  onAgain: () => void;
  onManage: () => void;
}) {
  const format = useFormat();

  if (output.outcome === 'failure') {
    return (
      <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="ap-enroll-failure">
        <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
          <Trans>Auto Pay was not set up</Trans>
        </h2>
        <FlowError message={AUTO_PAY_ERRORS.enroll} code={output.code} />
        <p className="card__text">
          <Trans>You are not enrolled in Auto Pay, and you have not been charged.</Trans>
        </p>
        <OutcomeActions onPrimary={onAgain} primary={<Trans>Try again</Trans>} />
      </section>
    );
  }

  const { method } = output;
  const day = defaultDebitDay(info.billing.dueDate, info.debitDayRanges);

  if (output.outcome === 'partial' && output.payment) {
    const amount = format.money(output.payment.payment.amount);
    return (
      <section className="card outcome outcome--partial" aria-labelledby="outcome-title" data-testid="ap-enroll-partial">
        <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
          <Trans>Your payment went through, but Auto Pay is not set up</Trans>
        </h2>
        <div className="notice notice--warning" role="alert" data-testid="ap-partial-notice">
          <p className="notice__text">
            <Trans>Your payment of {amount} went through, but we could not set up Auto Pay.</Trans>
          </p>
        </div>
        <PaymentReceipt answer={output.payment} />
        <p className="card__text">
          <Trans>You are not enrolled in Auto Pay. You can try again now: your balance is paid, so nothing more will be charged today.</Trans>
        </p>
        <OutcomeActions onPrimary={onAgain} primary={<Trans>Try Auto Pay again</Trans>} />
      </section>
    );
  }

  const discount = info.billing.discountEligible ? format.money(info.billing.autoPay.discountCents) : null;
  const paid = output.outcome === 'successWithPayment' ? output.payment : null;
  const stillDue = !paid && info.billing.amountDue > 0;
  const balance = format.money(info.billing.amountDue);
  const dueDate = format.date(info.billing.dueDate);
  return (
    <section className="card outcome outcome--done" aria-labelledby="outcome-title" data-testid={`ap-enroll-${output.outcome}`}>
      <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
        {paid ? <Trans>Your payment is made and Auto Pay is on</Trans> : <Trans>You're enrolled in Auto Pay</Trans>}
      </h2>
      {paid ? (
        <section aria-labelledby="ap-paid-title" className="outcome__part">
          <h3 id="ap-paid-title" className="outcome__subtitle">
            <Trans>Your payment today</Trans>
          </h3>
          <PaymentReceipt answer={paid} />
          <p className="card__text">
            <Trans>It may take up to 24 hours for this payment to show on your account.</Trans>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="ap-on-title" className="outcome__part">
        <h3 id="ap-on-title" className="outcome__subtitle">
          <Trans>Your Auto Pay</Trans>
        </h3>
        <dl className="facts" data-testid="ap-enrolled-facts">
          <Fact label={<Trans>Payment method</Trans>}>{method ? <MethodName method={method} /> : null}</Fact>
          {day !== null ? (
            <Fact label={<Trans>Debit day</Trans>}>
              <DebitDayText day={day} />
            </Fact>
          ) : null}
          <Fact label={<Trans>Services covered</Trans>}>
            <ServicesList services={output.services} />
          </Fact>
        </dl>
      </section>
      {discount ? (
        <p className="notice notice--success">
          <Trans>You now save {discount} a month on your bill.</Trans>
        </p>
      ) : null}
      {stillDue ? (
        <p className="notice notice--info" data-testid="ap-still-due">
          <Trans>
            Your current balance of {balance} is still due on {dueDate}. Please pay it yourself: Auto Pay starts with your next bill.
          </Trans>
        </p>
      ) : null}
      <OutcomeActions onPrimary={onManage} primary={<Trans>Manage Auto Pay</Trans>} />
    </section>
  );
}

/** What Manage Auto Pay gives the outcome of a child flow it shows (change method, cancel). */
export interface ManageOutcomeProps<TOutput> {
  output: TOutput;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** back to the summary, reloaded */
  onManage: () => void;
  /** Auto Pay is off: enroll again */
  onEnroll: () => void;
}

/** An outcome's actions: what to do next (Try again, Manage, Enroll), and Back to Billing. */
export function OutcomeActions({ primary, onPrimary }: { primary: ReactNode; onPrimary: () => void }) {
  return (
    <div className="step-actions">
      <button type="button" className="button button--primary" onClick={onPrimary}>
        {primary}
      </button>
      <BackToBilling />
    </div>
  );
}

export function BackToBilling() {
  return (
    <Link to="/billing" className="button">
      <Trans>Back to Billing</Trans>
    </Link>
  );
}
