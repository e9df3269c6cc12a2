import { lazy, Suspense } from 'react';
import { withArea } from '../i18n/locale';
import { ScheduledPaymentsCard } from '../features/scheduled-payments/scheduled-payments-card';
import { BillPayOptionsPage } from '../features/wallet/bill-pay-options-page';

// The Auto Pay change of method is shown only when the wallet's roadblock opens it (a method Auto
// Pay uses is being deleted): its views come in their own chunk then, with Auto Pay's words, not
// with the page.
const ChangeMethodFlowView = lazy(() =>
  withArea('autopay', () => import('../features/autopay/change-method/change-method-flow')).then((m) => ({ default: m.ChangeMethodFlowView })),
);

/**
 * /billing/bill-pay-options (spec billing §2): the wallet's page, given what other features show
 * in it: the Auto Pay change of method the roadblock opens (§4), and the scheduled payments (list
 * and cancel, src/features/scheduled-payments).
 */
export function BillPayOptionsScreen() {
  return (
    <BillPayOptionsPage
      changeAutoPay={(actor) => (
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <ChangeMethodFlowView actor={actor} />
        </Suspense>
      )}
      scheduled={<ScheduledPaymentsCard />}
    />
  );
}
