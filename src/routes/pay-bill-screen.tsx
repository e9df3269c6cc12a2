import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router';
import { withArea } from '../i18n/locale';

// Each screen of /billing/pay-bill is its own chunk, loaded when its `open` is asked for.
const OneTimePayment = lazyRouteComponent(() => withArea('billing', () => import('../features/payment/pay-bill-page')), 'PayBillPage');
const AutoPay = lazyRouteComponent(() => withArea('billing', () => import('../features/autopay/auto-pay-page')), 'AutoPayPage');
const BillDelivery = lazyRouteComponent(() => withArea('billing', () => import('../features/bill-delivery/bill-delivery-page')), 'BillDeliveryPage');

const route = getRouteApi('/auth/billing/pay-bill');

/** spec billing §2: `open` picks the screen: otp and fdp the one-time payment, ap Auto Pay, bd bill delivery. */
export function PayBillScreen() {
  const { open } = route.useSearch();
  return open === 'ap' ? <AutoPay /> : open === 'bd' ? <BillDelivery /> : <OneTimePayment />;
}
