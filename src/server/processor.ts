import { randomBytes } from 'node:crypto';
import { detectBrand, last4, type CardBrand, type NewCard } from '../domain/card';
import type { NewBankAccount } from '../domain/bank';

/**
 * The simulated payment processor (the provider's PCI vault). It receives the full number once,
 * answers with an opaque token and the displayable facts, and keeps nothing: the number and
 * CVV go no further than this function's arguments. A real vault would also tell prepaid
 * cards from their BIN; these issuer BINs are the simulated prepaid/gift ranges (docs/decisions/015-prepaid-cards.md).
 */
const PREPAID_BINS = ['404100', '531260', '601182'] as const;

export interface Tokenized {
  token: string;
  brand: CardBrand | null;
  last4: string;
  prepaid: boolean;
  routingLast4: string | null;
}

export function tokenizeCard(card: NewCard): Tokenized {
  return {
    token: newToken(),
    brand: detectBrand(card.number),
    last4: last4(card.number),
    prepaid: PREPAID_BINS.some((bin) => card.number.startsWith(bin)),
    routingLast4: null,
  };
}

export function tokenizeBank(bank: NewBankAccount): Tokenized {
  return { token: newToken(), brand: null, last4: last4(bank.accountNumber), prepaid: false, routingLast4: last4(bank.routingNumber) };
}

const newToken = () => `tok_${randomBytes(12).toString('hex')}`;

export type ChargeStatus = 'SUCCESS' | 'PENDING' | 'SCHEDULED';

/**
 * What the simulated processor does with a payment (docs/decisions/017-payment-statuses-by-method.md): a card paid today is authorised
 * and settled at once (SUCCESS); a bank debit today is an ACH entry that takes days to clear
 * (PENDING, counted in pendingPaymentAmount); any later day is held until then (SCHEDULED).
 */
export function chargeStatus(methodType: 'CARD' | 'BANK', paymentDate: string, today: string): ChargeStatus {
  if (paymentDate > today) return 'SCHEDULED';
  return methodType === 'CARD' ? 'SUCCESS' : 'PENDING';
}

const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read out over the phone

/** CNF + 10 characters, like the seeded history. */
export function newConfirmationNumber(): string {
  return `CNF${[...randomBytes(10)].map((b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join('')}`;
}
