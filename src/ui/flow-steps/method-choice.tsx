import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/billing';
import { SavedMethodBadges, SavedMethodDetails } from './saved-method';

/**
 * One saved method as a radio choice, in the payment and the Auto Pay method steps: its name,
 * details (expiry or account type) and state badges (`badges` adds the flow's own before
 * them), and below the row what the flow adds (why it cannot be chosen, a CVV field).
 */
export function MethodChoice({
  id,
  group,
  method,
  name,
  checked,
  unavailable,
  describedBy,
  testId,
  onChoose,
  badges,
  children,
}: {
  id: string;
  /** the radio group's name */
  group: string;
  method: PaymentMethod;
  name: ReactNode;
  checked: boolean;
  unavailable: boolean;
  describedBy: string;
  testId: string;
  onChoose: () => void;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={`choice${checked ? ' choice--checked' : ''}${unavailable ? ' choice--disabled' : ''}`} data-testid={testId}>
      <div className="choice__row">
        <input
          id={id}
          type="radio"
          name={group}
          value={method.id}
          checked={checked}
          disabled={unavailable}
          onChange={onChoose}
          aria-describedby={describedBy}
        />
        <label htmlFor={id} className="choice__label">
          <span className="choice__title">{name}</span>
          <SavedMethodDetails method={method} />
        </label>
        <span id={`${id}-state`} className="choice__badges">
          {badges}
          <SavedMethodBadges method={method} />
        </span>
      </div>
      {children}
    </li>
  );
}
