import { Trans } from '@lingui/react/macro';
import type { Payment } from '../domain/billing';
import { BRAND_NAMES } from './labels';

/** How a payment was (or will be) paid: "Visa ending in 1881", "Bank account ending in 2290", "Cash" (recent payments, scheduled payments). */
export function PaymentMethodText({ payment }: { payment: Pick<Payment, 'methodType' | 'brand' | 'last4'> }) {
  const last4 = payment.last4;
  if (payment.methodType === 'CASH') return <Trans>Cash</Trans>;
  if (payment.methodType === 'BANK') return last4 ? <Trans>Bank account ending in {last4}</Trans> : <Trans>Bank account</Trans>;
  const brand = payment.brand ? BRAND_NAMES[payment.brand] : null;
  if (!last4) return <Trans>Card</Trans>;
  return brand ? (
    <Trans>
      {brand} ending in {last4}
    </Trans>
  ) : (
    <Trans>Card ending in {last4}</Trans>
  );
}
