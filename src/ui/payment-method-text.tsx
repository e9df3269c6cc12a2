import { useLingui } from '@lingui/react/macro';
import type { Payment } from '../domain/billing';
import { BRAND_NAMES } from './labels';

type Paid = Pick<Payment, 'methodType' | 'brand' | 'last4'>;

/** How a payment was (or will be) paid, as words in the active language (the payment history's CSV too). */
export function usePaymentMethodName(): (payment: Paid) => string {
  const { t } = useLingui();
  return ({ methodType, brand: code, last4 }) => {
    if (methodType === 'CASH') return t`Cash`;
    if (methodType === 'BANK') return last4 ? t`Bank account ending in ${last4}` : t`Bank account`;
    const brand = code ? BRAND_NAMES[code] : null;
    if (!last4) return t`Card`;
    return brand ? t`${brand} ending in ${last4}` : t`Card ending in ${last4}`;
  };
}

/** How a payment was (or will be) paid: "Visa ending in 1881", "Bank account ending in 2290", "Cash" (recent payments, scheduled payments). */
export function PaymentMethodText({ payment }: { payment: Paid }) {
  return <>{usePaymentMethodName()(payment)}</>;
}
