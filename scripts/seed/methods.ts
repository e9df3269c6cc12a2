import { addDays } from '../../src/domain/dates';
import type { PaymentMethodRecord } from '../../src/server/store/records';
import { safeHex } from './digits';
import { ANCHOR, at, type MethodPlan } from './plan';

// Saved payment methods. Only what a processor hands back is kept: an opaque token, the brand,
// the last four, expiry, name and ZIP. No card number or CVV exists anywhere in the seed.

export function methodRecord(accountKey: string, plan: MethodPlan, id: string, accountId: string): PaymentMethodRecord {
  const isCard = plan.type === 'CARD';
  if (isCard && !(plan.brand && plan.expiry && plan.nameOnCard && plan.zip))
    throw new Error(`${accountKey}/${plan.key}: a card needs brand, expiry, name and ZIP`);
  if (!isCard && !(plan.bankAccountType && plan.routingLast4))
    throw new Error(`${accountKey}/${plan.key}: a bank account needs its type and routing last four`);
  return {
    id,
    accountId,
    token: `tok_${safeHex(`token:${accountKey}:${plan.key}`, 24)}`,
    type: plan.type,
    brand: isCard ? plan.brand! : null,
    last4: plan.last4,
    expiry: isCard ? plan.expiry! : null,
    nameOnCard: isCard ? plan.nameOnCard! : null,
    zip: isCard ? plan.zip! : null,
    prepaid: plan.prepaid ?? false,
    bankAccountType: isCard ? null : plan.bankAccountType!,
    routingLast4: isCard ? null : plan.routingLast4!,
    nickname: plan.nickname,
    createdAt: at(addDays(ANCHOR, -plan.addedDaysAgo), '16:20'),
  };
}
