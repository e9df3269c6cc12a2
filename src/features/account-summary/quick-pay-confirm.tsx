import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FailureReason } from '../../../machines/payment/one-time-payment';
import type { QuickPayInfo } from '../../../machines/payment/quick-pay';
import { screenMeta } from '../../../machines/parts/screen';
import { quickPay } from '../../api/flows-quick-pay';
import { newKeyPrefix } from '../../api/idempotency';
import type { Payment } from '../../domain/billing';
import { quickPayCvvIssue, quickPayMethod, type QuickPayFallback } from '../../domain/quick-pay';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { Fact } from '../../ui/facts';
import { RetryNotice } from '../../ui/retry-notice';
import { MethodName } from '../../ui/method-name';
import { PaymentNotMadeMessage } from '../../ui/payment-not-made';
import { useErrorText } from '../../ui/payment-method/error-text';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { CvvHint } from '../../ui/payment-method/cvv-hint';
import { PaymentStatusBadge } from '../../ui/payment-status';
import { StepForm } from '../../ui/flow-steps/step-form';

// why quick pay hands over to the full payment (src/domain/quick-pay.ts)
const FALLBACK: Record<QuickPayFallback, MessageDescriptor> = {
  'quickPay.nothingDue': msg`There is nothing to pay right now.`,
  'quickPay.notOnline': msg`Your account can't be paid online here. The payment page shows where you can pay.`,
  'quickPay.noMethod': msg`You have no saved payment method that quick pay can use. Choose or add one on the payment page.`,
  'quickPay.expired': msg`The card you usually pay with has expired. Choose a different payment method on the payment page.`,
  'quickPay.twoBalances': msg`This account has a mobile balance due too. Choose which balance to pay on the payment page.`,
  'quickPay.expiring': msg`The card you usually pay with expires soon. Confirm it or choose a different one on the payment page.`,
  'quickPay.pastDue': msg`Your account has a past-due balance. The payment page shows what is past due and takes your payment today.`,
  'quickPay.amount': msg`Your balance can't be paid in a single payment here. Choose the amount on the payment page.`,
  'quickPay.chosen': msg`Choose the amount, the payment method and the date on the payment page.`,
  'quickPay.refused': msg`We couldn't make this quick payment as it was. Please review it on the payment page.`,
};

/** The flow inside the quick pay card: confirm, paying, the receipt, or why the payment page is next. */
export function QuickPayConfirm() {
  const [keyPrefix] = useState(newKeyPrefix);
  // the machine says when the payment is made (or may have been); the summary's own
  // reads then run again, so the balance and recent payments beside the receipt are the server's
  const router = useRouter();
  const actions = useMemo(() => ({ refreshSummary: () => void router.invalidate() }), [router]);
  const { snapshot, send } = useFlow(quickPay, { keyPrefix }, { actions });
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const { info, outcome } = snapshot.context;
  return (
    <div className="quick-pay__flow" data-testid="quick-pay-flow" data-state={JSON.stringify(snapshot.value)} aria-busy={busy || undefined}>
      {screen === 'loading' ? (
        <p className="card__text">
          <Trans>Loading your payment details…</Trans>
        </p>
      ) : screen === 'unavailable' ? (
        <RetryNotice testId="quick-pay-unavailable" onRetry={() => send({ type: 'retry' })}>
          <Trans>Payment information is unavailable right now.</Trans>
        </RetryNotice>
      ) : screen === 'payFailed' ? (
        <RetryNotice
          testId="quick-pay-no-answer"
          onRetry={() => send({ type: 'retry' })}
          extra={
            <button type="button" className="button" onClick={() => send({ type: 'giveUp' })}>
              <Trans>Stop</Trans>
            </button>
          }
        >
          <Trans>We didn't get an answer about your payment. Trying again will not pay twice.</Trans>
        </RetryNotice>
      ) : (screen === 'confirm' || screen === undefined) && info ? (
        <Confirm info={info} cvv={snapshot.context.cvv} tried={snapshot.context.tried} refusals={snapshot.context.refusals} busy={busy} send={send} />
      ) : outcome?.outcome === 'paid' ? (
        <Paid payment={outcome.payment.payment} />
      ) : outcome?.outcome === 'failure' ? (
        <NotPaid reason={outcome.reason} />
      ) : outcome?.outcome === 'fullFlow' ? (
        <FullFlow reason={outcome.reason} />
      ) : null}
    </div>
  );
}

type Send = ReturnType<typeof useFlow<typeof quickPay>>['send'];

const CVV_FIELD = 'quick-pay-cvv';

function Confirm({ info, cvv, tried, refusals, busy, send }: { info: QuickPayInfo; cvv: string; tried: boolean; refusals: number; busy: boolean; send: Send }) {
  const format = useFormat();
  const errorText = useErrorText(info);
  const method = quickPayMethod(info)!;
  const issue = quickPayCvvIssue(method, cvv);
  const error = tried && issue ? errorText(issue) : null;
  // a refused confirmation takes the user to the field that stopped it
  useEffect(() => {
    if (refusals > 0) document.getElementById(fieldId(CVV_FIELD))?.focus();
  }, [refusals]);
  const amount = format.money(info.billing.amountDue);
  return (
    <StepForm className="quick-pay__confirm" onSubmit={() => send({ type: 'confirm' })}>
      <dl className="facts facts--compact" data-testid="quick-pay-details">
        <Fact label={<Trans>Amount</Trans>} testId="quick-pay-amount">
          {amount}
        </Fact>
        <Fact label={<Trans>Payment date</Trans>}>
          <Trans>Today</Trans>
        </Fact>
        <Fact label={<Trans>Payment method</Trans>} testId="quick-pay-method">
          <MethodName method={method} />
        </Fact>
      </dl>
      {method.type === 'CARD' ? (
        <TextField
          field={CVV_FIELD}
          label={<Trans>Security code (CVV)</Trans>}
          hint={<CvvHint brand={method.brand} />}
          value={cvv}
          onValue={(value) => send({ type: 'cvv.set', cvv: value })}
          error={error}
          announce={refusals > 0}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          className="quick-pay__cvv"
        />
      ) : null}
      <div className="balance__actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="quick-pay-confirm">
          {busy ? <Trans>Paying…</Trans> : <Trans>Pay {amount} now</Trans>}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'choose' })}>
          <Trans>Pay another way</Trans>
        </button>
      </div>
    </StepForm>
  );
}

/** The receipt (spec billing §4): the confirmation number and status, as the payment page shows them. */
function Paid({ payment }: { payment: Payment }) {
  const format = useFormat();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="quick-pay-paid">
      <p ref={heading} tabIndex={-1} className="notice notice--success" role="status">
        {payment.status === 'PENDING' ? <Trans>Thank you! Your payment is being processed</Trans> : <Trans>Thank you! Your payment is complete</Trans>}
      </p>
      <dl className="facts facts--compact">
        <Fact label={<Trans>Confirmation number</Trans>} testId="quick-pay-confirmation" mono>
          {payment.confirmationNumber}
        </Fact>
        <Fact label={<Trans>Amount</Trans>}>{format.money(payment.amount)}</Fact>
        <Fact label={<Trans>Payment date</Trans>}>{format.date(payment.paymentDate)}</Fact>
        <Fact label={<Trans>Status</Trans>}>
          <PaymentStatusBadge status={payment.status} />
        </Fact>
      </dl>
      <p className="card__text">
        <Trans>It may take up to 24 hours for this payment to show on your account.</Trans>
      </p>
    </div>
  );
}

/** spec billing §8: declined → another method or the bank; CVV → not completed; no answer or else → the generic message. */
function NotPaid({ reason }: { reason: FailureReason }) {
  return (
    <div className="quick-pay__flow" data-testid="quick-pay-failure" data-reason={reason}>
      <PaymentNotMadeMessage reason={reason} takeFocus />
      <PaymentPageLink />
    </div>
  );
}

function FullFlow({ reason }: { reason: QuickPayFallback }) {
  const { i18n } = useLingui();
  return (
    <div className="quick-pay__flow" data-testid="quick-pay-full-flow" data-reason={reason}>
      <p className="card__text">{i18n._(FALLBACK[reason])}</p>
      <PaymentPageLink primary />
    </div>
  );
}

function PaymentPageLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/billing/pay-bill" search={{ open: 'otp' }} className={primary ? 'button button--primary' : 'button'} data-testid="quick-pay-full-flow-link">
      <Trans>Go to the payment page</Trans>
    </Link>
  );
}
