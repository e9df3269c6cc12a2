import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/billing';
import { SavedMethodBadges, SavedMethodDetails } from '../../ui/flow-steps/saved-method';
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
  const unavailable = method.expired || method.restricted;
  return (
    <li className={`choice${checked ? ' choice--checked' : ''}${unavailable ? ' choice--disabled' : ''}`} data-testid={`saved-method-${method.id}`}>
      <div className="choice__row">
        <input
          id={id}
          type="radio"
          name="payment-method"
          value={method.id}
          checked={checked}
          disabled={unavailable}
          onChange={onChoose}
          aria-describedby={`${id}-state`}
        />
        <label htmlFor={id} className="choice__label">
          <span className="choice__title">
            <MethodName type={method.type} brand={method.brand} last4={method.last4} />
          </span>
          <SavedMethodDetails method={method} />
        </label>
        <span id={`${id}-state`} className="choice__badges">
          <SavedMethodBadges method={method} />
        </span>
      </div>
      {children}
    </li>
  );
}
