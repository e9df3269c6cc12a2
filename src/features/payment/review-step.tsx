import { Trans } from '@lingui/react/macro';
import { canEnrollWith, isDualBalance } from '../../../machines/payment/one-time-payment.checks';
import { splitPayment } from '../../domain/balance-choice';
import { BalanceName } from './balance-step';
import { parseAmountInput } from '../../domain/payment-amount';
import { parseUsDate } from '../../domain/payment-date';
import { useFormat } from '../../i18n/format';
import { DraftMethodName } from './method-name';
import type { PaymentFlow } from './use-payment-flow';
import { Fact } from '../../ui/facts';
import { StepForm } from '../../ui/flow-steps/step-form';
import { BusyNote, ReviewActions } from '../../ui/flow-steps/review-actions';
import { LateDateNotice } from './late-date-notice';

/**
 * Step "review": what will be paid, how and when, and the two things that can be done with it
 * (Auto Pay with this method when it can back Auto Pay, paperless when not yet on). Submit is
 * sent once: the button is disabled while the payment and its extras are on their way.
 */
export function ReviewStep({ flow }: { flow: PaymentFlow }) {
  const { snapshot, send, meta } = flow;
  const format = useFormat();
  const info = snapshot.context.info!;
  const { draft, enrollAutoPay, paperless } = snapshot.context;
  const { billing } = info;
  const busy = snapshot.hasTag('busy');
  const offerAutoPay = canEnrollWith(info, draft);
  const offerPaperless = !billing.paperless;
  const cents = parseAmountInput(draft.amountText) ?? 0;
  const amount = format.money(cents);
  // spec billing §2: what each balance gets of it, as the server will record it
  const split = isDualBalance(info) ? splitPayment(draft.balance, cents, info.mobile ?? null) : null;
  const isoDate = parseUsDate(draft.dateText);
  const discount = format.money(billing.autoPay.discountCents);
  const setOptions = (options: { enrollAutoPay: boolean; paperless: boolean }) => send({ type: 'options.set', ...options });

  return (
    <StepForm onSubmit={() => send({ type: 'submit' })}>
      <dl className="facts review" data-testid="review-summary">
        <Fact label={<Trans>Payment amount</Trans>} testId="review-amount">
          {amount}
        </Fact>
        {split ? (
          <Fact label={<Trans>Paying</Trans>} testId="review-balance">
            <ul className="review__parts">
              {split.core > 0 ? (
                <li>
                  <BalanceName balance="core" />: {format.money(split.core)}
                </li>
              ) : null}
              {split.mobile > 0 ? (
                <li>
                  <BalanceName balance="mobile" />: {format.money(split.mobile)}
                </li>
              ) : null}
            </ul>
          </Fact>
        ) : null}
        <Fact label={<Trans>Payment method</Trans>} testId="review-method">
          <DraftMethodName info={info} method={draft.method} />
        </Fact>
        <Fact label={<Trans>Payment date</Trans>} testId="review-date">
          {isoDate ? format.date(isoDate) : draft.dateText}
        </Fact>
      </dl>
      <LateDateNotice flow={flow} id="review-date-late" />

      {offerAutoPay || offerPaperless ? (
        <fieldset className="options" disabled={busy}>
          <legend className="field__label">
            <Trans>While you are here</Trans>
          </legend>
          {offerAutoPay ? (
            <div className="check check--boxed">
              <input
                id="pay-option-autopay"
                type="checkbox"
                checked={enrollAutoPay}
                onChange={(e) => setOptions({ enrollAutoPay: e.target.checked, paperless })}
                aria-describedby="pay-autopay-terms"
              />
              <div>
                <label htmlFor="pay-option-autopay">
                  <Trans>Enroll in Auto Pay with this payment method</Trans>
                </label>
                <div id="pay-autopay-terms" className="check__details">
                  {billing.discountEligible ? (
                    <p className="check__highlight">
                      <Trans>Save {discount} a month on your bill with Auto Pay.</Trans>
                    </p>
                  ) : null}
                  <p>
                    <Trans>
                      Auto Pay terms: each month, on or before the due date, we will charge this payment method the amount due on your bill. You can change the
                      method or cancel Auto Pay at any time in Billing; changes made less than 3 days before the due date apply to the next bill.
                    </Trans>
                  </p>
                </div>
              </div>
            </div>
          ) : null}
          {offerPaperless ? (
            <div className="check check--boxed">
              <input
                id="pay-option-paperless"
                type="checkbox"
                checked={paperless}
                onChange={(e) => setOptions({ enrollAutoPay, paperless: e.target.checked })}
                aria-describedby="pay-paperless-text"
              />
              <div>
                <label htmlFor="pay-option-paperless">
                  <Trans>Switch to paperless billing</Trans>
                </label>
                <p id="pay-paperless-text" className="check__details">
                  <Trans>We will email you when your bill is ready instead of mailing it.</Trans>
                </p>
              </div>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <BusyNote busy={busy} testId="review-status">
        {meta.status === 'sending' ? <Trans>Sending your payment…</Trans> : null}
        {meta.status === 'enrolling' ? <Trans>Payment received. Enrolling you in Auto Pay…</Trans> : null}
        {meta.status === 'paperless' ? <Trans>Payment received. Switching you to paperless billing…</Trans> : null}
      </BusyNote>

      <ReviewActions busy={busy} submitLabel={<Trans>Submit payment</Trans>} submitTestId="pay-submit" send={send} disableSubmit />
    </StepForm>
  );
}
