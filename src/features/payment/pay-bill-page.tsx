import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { screenMeta } from '../../../machines/parts/screen';
import { useDocumentTitle } from '../../shell/use-document-title';
import { NotPaidScreen, PaidScreen } from './outcome-screens';
import { PaymentFlowView } from './payment-flow';
import { usePayBill, type PaymentMode } from './use-payment-flow';
import { BillingMoved } from '../../ui/billing-moved';
import { PageHeader } from '../../ui/page-header';

const route = getRouteApi('/auth/billing/pay-bill');

/**
 * /billing/pay-bill?open=otp (a one-time payment) or open=fdp (a future-dated one, starting on
 * the date). The page is a flow (machines/payment/pay-bill.ts) that runs one payment at a time; "Try
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
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={title} />
      {profile.billingSuppressed ? (
        <BillingMoved />
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
