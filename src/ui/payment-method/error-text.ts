import { useLingui } from '@lingui/react/macro';
import { restrictionText } from '../flow-steps/restriction-text';
import type { PaymentInfo } from '../../../machines/payment/one-time-payment.checks';
import { amountRangeOf } from '../../domain/payment';
import { formatUsDate } from '../../domain/payment-date';
import { useFormat } from '../../i18n/format';

/**
 * The words for the rule codes of src/domain (and the server's refusals, which carry the same
 * codes). The bounds come from the account's billing (or, for a payment of a balance the user
 * chose, that balance's range), never from a number written here.
 */
export function useErrorText(info: PaymentInfo, range = amountRangeOf(info.billing)) {
  const { t } = useLingui();
  const format = useFormat();
  const { billing } = info;
  const min = format.money(range.min);
  const max = format.money(range.max);
  const lastDate = formatUsDate(billing.limits.lastFutureDate);
  const maxScheduled = billing.limits.maxScheduled;

  return (code: string, field = ''): string => {
    switch (code) {
      // spec billing §5 "Payment amount"
      case 'amount.invalid':
        return t`Please enter a valid payment amount.`;
      case 'amount.range':
        return t`Please enter a payment amount between ${min} and ${max}.`;
      case 'amount.overpayNotConfirmed':
        return t`This amount is more than the amount due. Please confirm it to continue.`;
      // spec billing §5 "Payment date"
      case 'date.invalid':
        return t`Please enter a valid date as MM/DD/YY.`;
      case 'date.past':
        return t`The payment date can't be in the past.`;
      case 'date.tooFar':
        return t`Please choose a date no later than ${lastDate}.`;
      case 'date.afterCutoff':
        return t`It is too late today to schedule a payment for tomorrow. Please pay today or choose a later date.`;
      case 'date.maxScheduled':
        return t`You already have ${maxScheduled} scheduled payments, the most allowed. Please pay today instead.`;
      case 'date.mustPayToday':
        return t`Because your account has a past-due balance or is not active, the payment must be made today.`;
      case 'date.pendingCoversPastDue':
        return t`A payment in progress already covers your past-due balance, so a later date can't be scheduled. You can pay today.`;
      case 'expiry.beforePaymentDate':
        return t`This card expires before the payment date. Please choose a different payment method.`;
      // the method
      case 'method.required':
        return t`Please choose a payment method.`;
      case 'method.expired':
        return t`This card has expired. Please choose a different payment method.`;
      case 'method.restricted':
        return t(restrictionText(billing.restrictions.type));
      case 'method.notFound':
        return t`This payment method is no longer available. Please choose another one.`;
      case 'method.linkedBankNotFound':
        return t`The connection to your bank has expired. Please link your bank again.`;
      case 'method.prepaid':
        return t`Prepaid and gift cards can't be used for Auto Pay.`;
      case 'cvv.required':
        return t`Please enter the card's security code (CVV).`;
      case 'cvv.amex':
        return t`American Express security codes are 4 digits.`;
      case 'cvv.other':
        return t`The security code is 3 digits.`;
      case 'cvv.format':
        return t`Please enter the security code using numbers only.`;
      // a new card (spec billing §3 card fields, §5 edit card)
      case 'number.invalid':
        return t`Please enter a valid card number.`;
      case 'number.brandNotAccepted':
        return t`We accept Visa, Mastercard, American Express and Discover.`;
      case 'name.required':
        return field.startsWith('bank.') ? t`Please enter the name on the account.` : t`Please enter the name as it appears on the card.`;
      case 'name.tooLong':
        return t`The name can be at most 60 characters long.`;
      // src/domain/text.ts: control and invisible characters in a name (pasted, usually)
      case 'text.characters':
        return t`Please use letters, numbers and punctuation only. Invisible and control characters can't be used.`;
      case 'expiry.format':
        return t`Please enter the expiration date as MMYY, for example 0830.`;
      case 'expiry.past':
        return t`This card has expired.`;
      case 'expiry.tooFar':
        return t`The expiration date can be at most 20 years from now.`;
      case 'zip.format':
        return t`Please enter a 5-digit ZIP code.`;
      // a bank account
      case 'routing.invalid':
        return t`Please enter a valid 9-digit routing number.`;
      case 'bankAccount.invalid':
        return t`Please enter a valid account number of 4 to 17 digits.`;
      // linking a bank
      case 'bankLink.institutionRequired':
        return t`Please choose your bank.`;
      case 'bankLink.usernameRequired':
        return t`Please enter your online banking username.`;
      case 'bankLink.passwordRequired':
      case 'bankLink.passwordTooShort':
        return t`Please enter your online banking password.`;
      default:
        return t`Please check this field.`;
    }
  };
}

/** Where a field of the payment request lives in the form (the server reports request paths). */
export function fieldOfServerPath(path: string): string {
  if (path === 'paymentDate') return 'date';
  if (path.startsWith('method.card.')) return path.slice('method.'.length);
  if (path.startsWith('method.bank.')) return path.slice('method.'.length);
  if (path.startsWith('method')) return 'method';
  return path;
}
