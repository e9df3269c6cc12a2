import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { withArea } from '../i18n/locale';

// Each screen of /billing/pay-bill is its own chunk, loaded when its `open` is asked for.
const OneTimePayment = lazyRouteComponent(() => withArea(['payment', 'payment-forms'], () => import('../features/payment/pay-bill-page')), 'PayBillPage');
const AutoPay = lazyRouteComponent(() => withArea(['autopay', 'payment-forms'], () => import('../features/autopay/auto-pay-page')), 'AutoPayPage');
const BillingNotices = lazy(() =>
  withArea('billing-notices', () => import('../features/billing-notices/billing-notices')).then((m) => ({ default: m.BillingNotices })),
);
// the Auto Pay page offers the billing disclosures (its discount terms are among them)
const AUTO_PAY_NOTICES = ['billingDisclosures'] as const;
const autoPayNotices = (discountCents: number) => (
  <Suspense fallback={null}>
    <BillingNotices notices={AUTO_PAY_NOTICES} discountCents={discountCents} />
  </Suspense>
);
const BillDelivery = lazyRouteComponent(() => withArea('bill-delivery', () => import('../features/bill-delivery/bill-delivery-page')), 'BillDeliveryPage');

const route = getRouteApi('/auth/billing/pay-bill');

/** spec billing §2: `open` picks the screen: otp and fdp the one-time payment, ap Auto Pay, bd bill delivery. */
export function PayBillScreen() {
  const { open } = route.useSearch();
  return open === 'ap' ? <AutoPay notices={autoPayNotices} /> : open === 'bd' ? <BillDelivery /> : <OneTimePayment />;
}
