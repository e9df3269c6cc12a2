import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { screenMeta } from '../../../machines/screen';
import { useDocumentTitle } from '../../shell/use-document-title';
import { NotPaidScreen, PaidScreen } from './outcome-screens';
import { PaymentFlowView } from './payment-flow';
import { usePayBill, type PaymentMode } from './use-payment-flow';

const route = getRouteApi('/auth/billing/pay-bill');

/**
 * /billing/pay-bill?open=otp (a one-time payment) or open=fdp (a future-dated one, starting on
 * the date). The page is a flow (machines/pay-bill.ts) that runs one payment at a time; "Try
 * another payment" is its `again`, which starts a fresh payment with new idempotency keys.
 */
export function PayBillPage() {
  const { t } = useLingui();
  const { open } = route.useSearch();
  const { profile } = route.useRouteContext();
  const mode = open === 'fdp' ? 'fdp' : 'otp';
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
        // a payment and a scheduled one are two flows: the link between them mounts the other
        <PayBillFlow key={mode} mode={mode} user={profile.username} />
      )}
    </div>
  );
}

function PayBillFlow({ mode, user }: { mode: PaymentMode; user: string }) {
  const { snapshot, send } = usePayBill(mode, user);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = screenMeta(snapshot).screen;
  const { last } = snapshot.context;
  const payment = snapshot.children.payment;

  // the outcome's heading takes the focus, as each step's does
  useEffect(() => {
    if (screen !== 'paying') heading.current?.focus();
  }, [screen]);
  const cancelled = last?.outcome === 'cancelled';
  useEffect(() => {
    if (cancelled) void navigate({ to: '/account-summary' });
  }, [cancelled, navigate]);

  if (screen === 'paying' && payment) return <PaymentFlowView actor={payment} />;
  return (
    <div className="payment" data-testid="payment-flow" data-state={JSON.stringify(snapshot.value)}>
      {last?.outcome === 'success' || last?.outcome === 'partial' ? (
        <PaidScreen answer={last.payment} failed={last.failed} headingRef={heading} />
      ) : last?.outcome === 'failure' ? (
        <NotPaidScreen reason={last.reason} onAgain={() => send({ type: 'again' })} headingRef={heading} />
      ) : null}
    </div>
  );
}
