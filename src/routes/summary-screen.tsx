import { lazy, Suspense } from 'react';
import { SummaryPage } from '../features/account-summary/summary-page';
import { withArea } from '../i18n/locale';

// The account summary with the at-risk alert of its own feature, loaded only when there is a risk
// to show (features do not import one another; the summary stays as light as it was).
const PaymentRiskAlert = lazy(() =>
  withArea('payment-risk', () => import('../features/payment-risk/payment-risk-alert')).then((m) => ({ default: m.PaymentRiskAlert })),
);

/** /account-summary (spec platform §2), with Auto Pay at risk. */
export function SummaryScreen() {
  return (
    <SummaryPage
      riskAlert={({ risks, today }) =>
        risks.length > 0 ? (
          <Suspense fallback={null}>
            <PaymentRiskAlert risks={risks} today={today} testId="summary-payment-risk" />
          </Suspense>
        ) : null
      }
    />
  );
}
