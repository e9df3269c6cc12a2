import { useLingui } from '@lingui/react/macro';
import { restrictionText } from '../../../ui/flow-steps/restriction-text';
import type { PaymentRestrictionType } from '../../../domain/billing';

/**
 * The words for the Auto Pay rule codes (machines/autopay/auto-pay.checks, src/domain/autopay; the
 * server's refusals carry the same codes). `restriction` is the account's, for method.restricted.
 */
export function useAutoPayErrorText(restriction: PaymentRestrictionType) {
  const { t } = useLingui();
  return (code: string): string => {
    switch (code) {
      // spec billing §5: Manage Auto Pay needs at least one service selected
      case 'services.required':
        return t`Please select a service for Auto Pay to cover.`;
      case 'services.unavailable':
        return t`Auto Pay can only cover services on this account.`;
      case 'method.required':
        return t`Please choose a payment method.`;
      case 'method.sameAsCurrent':
        return t`This is already your Auto Pay payment method. Please choose a different one.`;
      case 'method.expired':
        return t`This card has expired and can't be used for Auto Pay.`;
      case 'method.prepaid':
        return t`Prepaid and gift cards can't be used for Auto Pay.`;
      // spec billing §5: Mobile Auto Pay cannot use a checking or savings account
      case 'method.mobileNoBank':
        return t`Auto Pay for Mobile can't use a bank account. Please choose a card.`;
      case 'method.restricted':
        return t(restrictionText(restriction));
      case 'method.notFound':
        return t`This payment method is no longer available. Please choose another one.`;
      // spec billing §5: the Auto Pay steps accept 3 or 4 numeric characters
      case 'cvv.required':
        return t`Please enter the card's security code (CVV).`;
      case 'cvv.format':
        return t`The security code is 3 or 4 digits.`;
      case 'cvv.notExpected':
        return t`A bank account has no security code.`;
      case 'terms.required':
        return t`Please accept the Auto Pay terms to continue.`;
      case 'debitDay.required':
        return t`Please choose a day of the month.`;
      // spec billing §5 / §8: a day outside the selectable ranges
      case 'debitDay.late':
        return t`A payment on this day would be late: it comes after your bill is due. Please choose another day.`;
      case 'debitDay.invalid':
        return t`Please choose a day between 1 and 28.`;
      case 'autopay.disconnected':
        return t`Accounts whose service is disconnected can't enroll in Auto Pay.`;
      default:
        return t`Please check this field.`;
    }
  };
}

export type AutoPayErrorText = ReturnType<typeof useAutoPayErrorText>;
