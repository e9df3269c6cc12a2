import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentRestrictionType } from '../../domain/billing';

/** What a payment restriction of the account (spec billing §5) means to the user, for a refused method. */
export function restrictionText(restriction: PaymentRestrictionType): MessageDescriptor {
  switch (restriction) {
    case 'NO_CARDS':
      return msg`This account does not accept card payments. Please use a bank account.`;
    case 'NO_BANK':
      return msg`This account does not accept bank account payments. Please use a card.`;
    case 'NO_CARDS_NO_BANK':
      return msg`This account accepts cash payments at a store only.`;
    case 'NO_ONLINE':
      return msg`This account does not accept online payments.`;
    default:
      return msg`This payment method is not accepted on this account.`;
  }
}
