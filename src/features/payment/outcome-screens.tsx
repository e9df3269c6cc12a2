import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import type { Extra, FailureReason } from '../../../machines/payment/one-time-payment';
import type { PaymentResponse } from '../../domain/payment';
import { useFormat } from '../../i18n/format';
import { PaymentNotMadeMessage } from '../../ui/payment-not-made';
import { BackToSummary } from './back-to-summary';
import { BalanceName } from './balance-step';
import { MethodName } from './method-name';
import { RestorationTimeline } from './restoration-timeline';
import { Fact } from '../../ui/facts';
import { PaymentStatusBadge } from '../../ui/payment-status';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/**
 * The payment went through (spec billing §4): what was paid, the confirmation number and the
 * status (Completado / En Proceso in Spanish). Partial: the payment stands, and the page names
 * exactly which of the extras failed.
 */
export function PaidScreen({ answer, failed, headingRef }: { answer: PaymentResponse; failed: Extra[]; headingRef: HeadingRef }) {
  const format = useFormat();
  const { payment, parts } = answer;
  // spec billing §2: a payment of the mobile balance, or of both, lists each part it recorded
  const byBalance = parts.some((part) => part.service === 'MOBILE');
  const total = parts.reduce((sum, part) => sum + part.payment.amount, 0);
  return (
    <section className="card outcome outcome--paid" aria-labelledby="outcome-title" data-testid={failed.length ? 'payment-partial' : 'payment-success'}>
      <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
        {payment.status === 'SCHEDULED' ? (
          <Trans>Your payment is scheduled</Trans>
        ) : payment.status === 'PENDING' ? (
          <Trans>Thank you! Your payment is being processed</Trans>
        ) : (
          <Trans>Thank you! Your payment is complete</Trans>
        )}
      </h2>
      {failed.length > 0 ? (
        <div className="notice notice--warning outcome__partial" role="alert">
          <div>
            <p className="notice__text">
              <Trans>Your payment went through, but we couldn't finish everything you asked for:</Trans>
            </p>
            <ul className="outcome__failed">
              {failed.includes('saveMethod') ? (
                <li>
                  <Trans>Saving the payment method: it was not added to your saved payment methods. You can add it later.</Trans>
                </li>
              ) : null}
              {failed.includes('autoPay') ? (
                <li>
                  <Trans>Auto Pay enrollment: you are not enrolled in Auto Pay. You can try again from Billing.</Trans>
                </li>
              ) : null}
              {failed.includes('paperless') ? (
                <li>
                  <Trans>Paperless enrollment: you will keep receiving paper bills. You can switch to paperless billing in Settings.</Trans>
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      ) : null}
      <dl className="facts" data-testid="payment-receipt">
        {byBalance ? (
          parts.map((part) => (
            <Fact key={part.payment.id} label={<BalanceName balance={part.service === 'MOBILE' ? 'mobile' : 'core'} />} testId={`receipt-part-${part.service}`}>
              {format.money(part.payment.amount)}
              <span className="facts__aside">
                <Trans>Confirmation number</Trans> <span className="mono">{part.payment.confirmationNumber}</span>
              </span>
            </Fact>
          ))
        ) : (
          <Fact label={<Trans>Confirmation number</Trans>} testId="confirmation-number" mono>
            {payment.confirmationNumber}
          </Fact>
        )}
        <Fact label={<Trans>Amount</Trans>} testId="receipt-amount">
          {format.money(total)}
        </Fact>
        <Fact label={<Trans>Payment date</Trans>} testId="receipt-date">
          {format.date(payment.paymentDate)}
        </Fact>
        <Fact label={<Trans>Payment method</Trans>} testId="receipt-method">
          <MethodName type={payment.methodType} brand={payment.brand} last4={payment.last4} />
        </Fact>
        <Fact label={<Trans>Status</Trans>}>
          <PaymentStatusBadge status={payment.status} testId="receipt-status" />
        </Fact>
      </dl>
      <div className="outcome__notes">
        {answer.serviceRestoresAt ? <RestorationTimeline paidAt={payment.createdAt} restoresAt={answer.serviceRestoresAt} /> : null}
        <p className="card__text">
          <Trans>It may take up to 24 hours for this payment to show on your account.</Trans>
        </p>
      </div>
      <div className="step-actions">
        <BackToSummary primary />
        {payment.status === 'SCHEDULED' ? (
          // a future-dated payment can be seen and cancelled with the other scheduled ones
          <Link to="/billing" search={{ scheduled: payment.id }} hash="scheduled-payments" className="button" data-testid="receipt-scheduled-link">
            <Trans>View scheduled payments</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** spec billing §8: declined → another method or the bank; CVV → not completed; else the generic message. */
export function NotPaidScreen({ reason, onAgain, headingRef }: { reason: FailureReason; onAgain: () => void; headingRef: HeadingRef }) {
  return (
    <section className="card outcome outcome--failed" aria-labelledby="outcome-title" data-testid="payment-failure" data-reason={reason}>
      <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
        {reason === 'unavailable' ? <Trans>We couldn't confirm your payment</Trans> : <Trans>Your payment was not made</Trans>}
      </h2>
      <PaymentNotMadeMessage reason={reason} />
      <div className="step-actions">
        <button type="button" className="button button--primary" onClick={onAgain}>
          <Trans>Try another payment</Trans>
        </button>
        <BackToSummary />
      </div>
    </section>
  );
}
