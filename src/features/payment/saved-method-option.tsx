import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/billing';
import { MethodName } from './method-name';

/** MMYY as the card shows it, MM/YY. */
export const expiryShown = (expiry: string): string => `${expiry.slice(0, 2)}/${expiry.slice(2, 4)}`;

/**
 * One saved method in the radio group: brand, last four, expiry and its state (spec billing
 * §4: an expired card blocks selection, one expiring soon is marked; restricted methods are
 * marked and cannot be chosen; prepaid cards are marked, they cannot back Auto Pay).
 */
export function SavedMethodOption({ method, checked, onChoose, children }: { method: PaymentMethod; checked: boolean; onChoose: () => void; children?: ReactNode }) {
  const id = `pay-saved-${method.id}`;
  const unavailable = method.expired || method.restricted;
  const expires = method.expiry ? expiryShown(method.expiry) : null;
  return (
    <li className={`choice${checked ? ' choice--checked' : ''}${unavailable ? ' choice--disabled' : ''}`} data-testid={`saved-method-${method.id}`}>
      <div className="choice__row">
        <input id={id} type="radio" name="payment-method" value={method.id} checked={checked} disabled={unavailable} onChange={onChoose} aria-describedby={`${id}-state`} />
        <label htmlFor={id} className="choice__label">
          <span className="choice__title">
            <MethodName type={method.type} brand={method.brand} last4={method.last4} />
          </span>
          <span className="choice__sub">
            {method.nickname ? <span>{method.nickname}</span> : null}
            {expires ? (
              <span>
                <Trans>Expires {expires}</Trans>
              </span>
            ) : method.bankAccountType === 'SAVINGS' ? (
              <span>
                <Trans>Savings</Trans>
              </span>
            ) : method.bankAccountType === 'CHECKING' ? (
              <span>
                <Trans>Checking</Trans>
              </span>
            ) : null}
          </span>
        </label>
        <span id={`${id}-state`} className="choice__badges">
          {method.expired ? (
            <span className="badge badge--danger">
              <Trans>Expired</Trans>
            </span>
          ) : method.expiringSoon ? (
            <span className="badge badge--pending">
              <Trans>Expires soon</Trans>
            </span>
          ) : null}
          {method.restricted ? (
            <span className="badge badge--danger">
              <Trans>Not accepted on this account</Trans>
            </span>
          ) : null}
          {method.prepaid ? (
            <span className="badge">
              <Trans>Prepaid</Trans>
            </span>
          ) : null}
        </span>
      </div>
      {children}
    </li>
  );
}
