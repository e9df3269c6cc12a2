import { Trans } from '@lingui/react/macro';
import type { PaymentMethod } from '../domain/billing';
import { BRAND_NAMES } from './labels';

type Named = Pick<PaymentMethod, 'type' | 'brand' | 'last4'>;

/** "Visa ending in 1881", "Bank account ending in 2290": the words the one-time payment uses too. */
export function MethodName({ method }: { method: Named }) {
  const last4 = method.last4;
  if (method.type === 'BANK') return <Trans>Bank account ending in {last4}</Trans>;
  const name = method.brand ? BRAND_NAMES[method.brand] : null;
  return name ? (
    <Trans>
      {name} ending in {last4}
    </Trans>
  ) : (
    <Trans>Card ending in {last4}</Trans>
  );
}
