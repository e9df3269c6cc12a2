import { Trans } from '@lingui/react/macro';
import type { PaymentMethod } from '../../domain/billing';

/** MMYY as the card shows it, MM/YY. */
export const expiryShown = (expiry: string): string => `${expiry.slice(0, 2)}/${expiry.slice(2, 4)}`;

/** Under a saved method's name: its nickname, and its expiry (a card) or account type (a bank account). */
export function SavedMethodDetails({ method }: { method: PaymentMethod }) {
  const expires = method.expiry ? expiryShown(method.expiry) : null;
  return (
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
  );
}

/**
 * A saved method's state (spec billing §4): expired or expiring soon, not accepted on this
 * account, prepaid. The payment and the Auto Pay steps mark methods alike.
 */
export function SavedMethodBadges({ method }: { method: PaymentMethod }) {
  return (
    <>
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
    </>
  );
}
