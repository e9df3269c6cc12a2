import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { screenMeta } from '../../../machines/parts/screen';
import { cardExpiryFix } from '../../api/flows-billing-settings';
import { expiresBefore, type PaymentRisk, type RiskFixIssue } from '../../domain/payment-risk';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { StepForm } from '../../ui/flow-steps/step-form';
import { BRAND_NAMES } from '../../ui/labels';
import { RISK_ERRORS } from './messages';

type Risk = PaymentRisk;

/** MMYY as people read it on the card, MM/YY. */
const shownExpiry = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/**
 * Auto Pay at risk: a card behind Auto Pay or a scheduled payment expires before the
 * payment, so the payment would fail. Said on the account summary and the billing home before it
 * does, with a one-step fix per card: its new expiry (the `cardExpiryFix` flow), or another
 * method (Auto Pay's change of method; a scheduled payment is cancelled and scheduled again).
 */
export function PaymentRiskAlert({ risks, today, testId = 'payment-risk' }: { risks: readonly Risk[]; today: string; testId?: string }) {
  if (risks.length === 0) return null;
  // one fix per card: its new expiry must cover the latest payment on it
  const byCard = new Map<string, Risk[]>();
  for (const risk of risks) byCard.set(risk.methodId, [...(byCard.get(risk.methodId) ?? []), risk]);
  return (
    <section className="card risk-alert" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="card__title risk-alert__title">
        <span className="badge badge--danger">
          <Trans>Action needed</Trans>
        </span>{' '}
        <Trans>A payment will fail: the card expires first</Trans>
      </h2>
      {[...byCard.values()].map((onCard) => (
        <CardAtRisk key={onCard[0]!.methodId} risks={onCard} today={today} />
      ))}
    </section>
  );
}

function CardName({ risk }: { risk: Risk }) {
  const last4 = risk.last4;
  const name = risk.brand && risk.brand in BRAND_NAMES ? BRAND_NAMES[risk.brand as keyof typeof BRAND_NAMES] : null;
  return name ? (
    <Trans>
      {name} ending in {last4}
    </Trans>
  ) : (
    <Trans>Card ending in {last4}</Trans>
  );
}

function CardAtRisk({ risks, today }: { risks: Risk[]; today: string }) {
  const format = useFormat();
  const latest = risks.reduce((a, b) => (b.date > a.date ? b : a));
  const expiry = shownExpiry(latest.expiry);
  const autoPay = risks.some((r) => r.kind === 'AUTO_PAY');
  return (
    <div className="risk-alert__card" data-testid={`payment-risk-${latest.methodId}`}>
      <p className="card__text">
        {expiresBefore(latest.expiry, today) ? (
          <Trans>
            Your <CardName risk={latest} /> expired at the end of {expiry}. These payments on it will fail:
          </Trans>
        ) : (
          <Trans>
            Your <CardName risk={latest} /> expires at the end of {expiry}, before:
          </Trans>
        )}
      </p>
      <ul className="risk-alert__list">
        {risks.map((risk) => {
          const date = format.date(risk.date, 'medium');
          const amount = risk.amount === null ? '' : format.money(risk.amount);
          return (
            <li key={`${risk.kind}-${risk.paymentId ?? 'ap'}`} data-testid={`risk-${risk.kind === 'AUTO_PAY' ? 'autopay' : 'scheduled'}`}>
              {risk.kind === 'AUTO_PAY' ? (
                <Trans>your next Auto Pay payment, on {date}</Trans>
              ) : (
                <Trans>
                  your scheduled payment of {amount}, on {date}
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
      <ExpiryFix risk={latest} today={today} autoPay={autoPay} />
    </div>
  );
}

function ExpiryFix({ risk, today, autoPay }: { risk: PaymentRisk; today: string; autoPay: boolean }) {
  const { t } = useLingui();
  const fieldId = useId();
  const { snapshot, send } = useFlow(cardExpiryFix, { risk, today });
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const other = autoPay ? (
    <Link to="/billing/pay-bill" search={{ open: 'ap' }} className="button" data-testid="risk-other-method">
      <Trans>Choose another method</Trans>
    </Link>
  ) : (
    <Link to="/billing" hash="scheduled-payments" className="button" data-testid="risk-other-method">
      <Trans>Cancel and schedule again</Trans>
    </Link>
  );
  if (snapshot.status === 'done') {
    const output = snapshot.output!;
    const expiry = shownExpiry(output.expiry);
    return output.outcome === 'updated' ? (
      <div className="notice notice--success" role="status" data-testid="risk-fixed">
        <p className="notice__text">
          <Trans>Card updated: it now expires at the end of {expiry}, after the payment. Nothing else to do.</Trans>
        </p>
      </div>
    ) : (
      <div className="notice notice--error" role="alert" data-testid="risk-fix-failure">
        <p className="notice__text">{t(RISK_ERRORS.cardUpdate)}</p>
        <div className="balance__actions">{other}</div>
      </div>
    );
  }
  if (screen === 'alert') {
    return (
      <div className="balance__actions">
        <button type="button" className="button button--primary" data-testid="risk-update-expiry" onClick={() => send({ type: 'edit' })}>
          <Trans>Update expiration date</Trans>
        </button>
        {other}
      </div>
    );
  }
  return <ExpiryForm risk={risk} snapshot={snapshot} send={send} fieldId={fieldId} busy={busy} />;
}

type FixFlow = ReturnType<typeof useFlow<typeof cardExpiryFix>>;

/** The one field: the focus goes to it when the form opens (the user asked for it). */
function ExpiryForm({
  risk,
  snapshot,
  send,
  fieldId,
  busy,
}: {
  risk: PaymentRisk;
  snapshot: FixFlow['snapshot'];
  send: FixFlow['send'];
  fieldId: string;
  busy: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const { issue } = snapshot.context;
  return (
    <StepForm className="risk-alert__form" onSubmit={() => send({ type: 'save' })}>
      <div className={`field${issue ? ' field--error' : ''}`}>
        <label htmlFor={fieldId} className="field__label">
          <Trans>New expiration date (MMYY)</Trans>
        </label>
        <input
          id={fieldId}
          className="field__input risk-alert__input"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={4}
          ref={input}
          value={snapshot.context.expiry}
          onChange={(e) => send({ type: 'expiry.change', expiry: e.target.value })}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${fieldId}-error` : undefined}
          data-testid="risk-expiry"
        />
        {issue ? (
          <p id={`${fieldId}-error`} className="field__error" role="alert" data-testid="risk-expiry-error">
            <IssueText issue={issue} date={risk.date} />
          </p>
        ) : null}
      </div>
      <div className="balance__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined} data-testid="risk-save">
          {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'cancel' })} aria-disabled={busy || undefined}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </StepForm>
  );
}

function IssueText({ issue, date }: { issue: RiskFixIssue; date: string }) {
  const format = useFormat();
  const day = format.date(date, 'medium');
  switch (issue) {
    case 'expiry.format':
      return <Trans>Enter the expiration date as MMYY, for example 0829.</Trans>;
    case 'expiry.past':
      return <Trans>This date has already passed.</Trans>;
    case 'expiry.tooFar':
      return <Trans>The expiration date can be at most 20 years from now.</Trans>;
    // spec billing §5: a card that expires before the payment date asks for a different method
    case 'expiry.beforePaymentDate':
      return <Trans>This card would still expire before the payment on {day}. Please use a different payment method.</Trans>;
  }
}
