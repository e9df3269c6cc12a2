import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDocumentTitle } from '../../shell/use-document-title';
import { PaymentFlowView } from './payment-flow';

const route = getRouteApi('/auth/billing/pay-bill');

/**
 * /billing/pay-bill?open=otp (a one-time payment) or open=fdp (a future-dated one, starting on
 * the date). "Try another payment" mounts a fresh flow, with a new idempotency key.
 */
export function PayBillPage() {
  const { t } = useLingui();
  const { open } = route.useSearch();
  const { profile } = route.useRouteContext();
  const mode = open === 'fdp' ? 'fdp' : 'otp';
  const [run, setRun] = useState(0);
  const title = mode === 'fdp' ? t`Schedule a payment` : t`Pay your bill`;
  useDocumentTitle(title);

  return (
    <div className="page pay-bill">
      <header className="page__header">
        <p className="page__eyebrow">
          <Trans>Billing</Trans>
        </p>
        <h1 className="page__title">{title}</h1>
      </header>
      {profile.billingSuppressed ? (
        <section className="card" aria-labelledby="moved-title">
          <h2 id="moved-title" className="card__title">
            <Trans>Billing Has Moved</Trans>
          </h2>
          <p className="card__text">
            <Trans>Bills for this account are now managed on our enterprise site, not in this portal.</Trans>
          </p>
          <div className="step-actions">
            <Link to="/account-summary" className="button">
              <Trans>Back to Account Summary</Trans>
            </Link>
          </div>
        </section>
      ) : (
        <PaymentFlowView key={`${mode}-${run}`} mode={mode} onAgain={() => setRun((n) => n + 1)} />
      )}
    </div>
  );
}
