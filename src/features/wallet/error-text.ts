import { useLingui } from '@lingui/react/macro';
import type { WalletInfo } from '../../../machines/wallet/wallet.checks';
import type { FailureCode } from '../../domain/errors';
import { useErrorText } from '../../ui/payment-method/error-text';

/**
 * The words for the wallet's rule codes: the payment form's (the same card and bank rules), and
 * the edit-card rules of its own (spec billing §5: a card expiring before a scheduled payment; issue
 * 14: or before the next Auto Pay draft it pays).
 */
export function useWalletFieldText(info: WalletInfo) {
  const { t } = useLingui();
  const paymentText = useErrorText({ billing: info.billing, methods: info.methods, scheduledCount: 0, time: info.billing.limits.time });
  return (code: string, field = ''): string => {
    switch (code) {
      case 'expiry.beforeScheduledPayment':
        return t`This card would expire before a scheduled payment it pays. Please choose a different payment method for that payment.`;
      case 'expiry.beforeAutoPayDraft':
        return t`This card would expire before your next Auto Pay payment. Please enter a later expiration date, or choose another payment method for Auto Pay.`;
      case 'method.notEditable':
        return t`Only a card's expiration date, ZIP code and security code can be changed.`;
      default:
        return paymentText(code, field);
    }
  };
}

/**
 * A save the backend refused (spec billing §8): the card could not be verified or added (the
 * processor's refusal: try again), a rule's code (the form's words), or the save failing.
 */
export function useSaveRefusalText(info: WalletInfo) {
  const { t } = useLingui();
  const fieldText = useWalletFieldText(info);
  return (code: string): string => {
    if (code === 'PAYMENT_DECLINED' || code === 'CVV_AUTH_FAILED') return t`We couldn't verify or add this card. Please try again.`;
    if (code === 'RESTRICTED') return fieldText('method.restricted');
    if (code.includes('.')) return fieldText(code);
    return t`We couldn't save this payment method. Please try again.`;
  };
}

/** spec billing §8: "payment method delete fails", and the conflicts the server may still find. */
export function useDeleteFailureText() {
  const { t } = useLingui();
  return (code: FailureCode | null): string =>
    code === 'CONFLICT'
      ? t`This payment method is used for Auto Pay or a scheduled payment, so it can't be deleted. Please choose another method for those first.`
      : t`We couldn't delete this payment method. Please try again.`;
}
