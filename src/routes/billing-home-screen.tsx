import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BillingHomePage } from '../features/billing-home/billing-home-page';
import { withArea } from '../i18n/locale';

// The billing home with the cards of other features (features do not import one another). Each
// runs a flow, so it comes in its own chunk: the page paints without xstate, and the at-risk
// alert loads only when there is a risk to show.
const PaymentRiskAlert = lazy(() =>
  withArea('payment-risk', () => import('../features/payment-risk/payment-risk-alert')).then((m) => ({ default: m.PaymentRiskAlert })),
);
const BillingNotices = lazy(() =>
  withArea('billing-notices', () => import('../features/billing-notices/billing-notices')).then((m) => ({ default: m.BillingNotices })),
);
const ScheduledPaymentsCard = lazy(() =>
  withArea('scheduled-payments', () => import('../features/scheduled-payments/scheduled-payments-card')).then((m) => ({ default: m.ScheduledPaymentsCard })),
);

// spec billing §2: the billing home offers both dialogs
const BILLING_HOME_NOTICES = ['billingNews', 'billingDisclosures'] as const;

/** /billing (spec billing §2): status, Auto Pay, scheduled payments and settings cards, and the at-risk alert. */
export function BillingHomeScreen() {
  // /billing?scheduled=pay_N points at a payment (the billing-stub routes have no search: none)
  const { scheduled } = useSearch({ strict: false });
  return (
    <BillingHomePage
      slots={{
        riskAlert: (risks, today) =>
          risks.length > 0 ? (
            <Suspense fallback={null}>
              <PaymentRiskAlert risks={risks} today={today} testId="billing-payment-risk" />
            </Suspense>
          ) : null,
        notices: (discountCents) => (
          <Suspense fallback={null}>
            <BillingNotices notices={BILLING_HOME_NOTICES} discountCents={discountCents} />
          </Suspense>
        ),
        scheduledPayments: (
          <Suspense fallback={<section className="card" aria-busy="true" />}>
            <ScheduledPaymentsCard highlight={scheduled ?? null} />
          </Suspense>
        ),
      }}
    />
  );
}
