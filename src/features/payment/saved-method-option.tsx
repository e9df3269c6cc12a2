import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/billing';
import { MethodChoice } from '../../ui/flow-steps/method-choice';
import { MethodName } from './method-name';

/**
 * One saved method in the radio group: brand, last four, expiry and its state (spec billing
 * §4: an expired card blocks selection, one expiring soon is marked; restricted methods are
 * marked and cannot be chosen; prepaid cards are marked, they cannot back Auto Pay).
 */
export function SavedMethodOption({
  method,
  checked,
  onChoose,
  children,
}: {
  method: PaymentMethod;
  checked: boolean;
  onChoose: () => void;
  children?: ReactNode;
}) {
  const id = `pay-saved-${method.id}`;
  return (
    <MethodChoice
      id={id}
      group="payment-method"
      method={method}
      name={<MethodName type={method.type} brand={method.brand} last4={method.last4} />}
      checked={checked}
      unavailable={method.expired || method.restricted}
      describedBy={`${id}-state`}
      testId={`saved-method-${method.id}`}
      onChoose={onChoose}
    >
      {children}
    </MethodChoice>
  );
}
