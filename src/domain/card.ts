import cardValidator from 'card-validator';
import { z } from 'zod/mini';
import { addMonths, daysBetween } from './dates';
import { humanText } from './text';

// spec billing §3: accepted card brands. Brand detection and Luhn come from braintree's
// card-validator (credit-card-type prefix tables), not from a table of our own.
// In its own module so the billing schemas carry no card validator.
import { CardBrand } from './card-brand';

export { CardBrand };

const BRAND_OF_LIBRARY_TYPE: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  discover: 'DISCOVER',
};

/** Digits only: people type card numbers with spaces or dashes. */
export const normalizeCardNumber = (raw: string): string => raw.replace(/[\s-]/g, '');

/** The brand a (possibly partial) number belongs to, or null when unknown or not accepted. */
export function detectBrand(number: string): CardBrand | null {
  const { card } = cardValidator.number(normalizeCardNumber(number));
  return card ? (BRAND_OF_LIBRARY_TYPE[card.type] ?? null) : null;
}

/** Where a card's CVV is and how long it is: what every form that asks for it says. */
export interface CvvPlace {
  digits: 3 | 4;
  side: 'front' | 'back';
}

/** spec billing §5: CVV is 4 digits for Amex, 3 for other cards; Amex prints it on the front, the others on the back. */
export const cvvPlace = (brand: CardBrand | null): CvvPlace => (brand === 'AMEX' ? { digits: 4, side: 'front' } : { digits: 3, side: 'back' });

export const cvvLength = (brand: CardBrand | null): number => cvvPlace(brand).digits;

export const CARD_EXPIRY_MAX_YEARS = 20; // spec billing §9
const EXPIRING_SOON_DAYS = 60;

/** MMYY → the last calendar day the card is valid. */
export function expiryLastDay(expiry: string): string {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export type ExpiryStatus = 'expired' | 'expiringSoon' | 'valid';

/** A saved card's state on a given business day (spec billing §4: expiring soon asks to confirm, expired blocks). */
export function expiryStatus(expiry: string, today: string): ExpiryStatus {
  const last = expiryLastDay(expiry);
  if (last < today) return 'expired';
  return daysBetween(today, last) <= EXPIRING_SOON_DAYS ? 'expiringSoon' : 'valid';
}

export const Expiry = z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{2}$/, 'expiry.format'));
export const Zip = z.string().check(z.regex(/^\d{5}$/, 'zip.format')); // spec billing §5: exactly 5 numeric characters
/** The name on a card or bank account, as the holder reads it (src/domain/text.ts). */
export const HolderName = humanText({ min: { length: 2, message: 'name.required' }, max: { length: 60, message: 'name.tooLong' } });

/**
 * Expiry rules that depend on the business day: not past, at most 20 years out, and, when a
 * payment date is given, not before it (spec billing §5).
 */
export function expiryIssue(expiry: string, today: string, paymentDate?: string): string | null {
  const last = expiryLastDay(expiry);
  if (last < today) return 'expiry.past';
  // counted in calendar months, not days: a card is valid through its month, so the bound is the
  // month 20 years after today's, whatever the day of the month (a count of days let one more
  // month through on a month's last day)
  if (last.slice(0, 7) > addMonths(today, CARD_EXPIRY_MAX_YEARS * 12).slice(0, 7)) return 'expiry.tooFar';
  if (paymentDate && last < paymentDate) return 'expiry.beforePaymentDate';
  return null;
}

/** A card typed in by the user, checked for a given business day. Messages are codes the UI translates. */
export function newCardSchema(today: string, paymentDate?: string) {
  return z
    .strictObject({
      number: z.pipe(z.string(), z.transform(normalizeCardNumber)),
      nameOnCard: HolderName,
      expiry: Expiry,
      zip: Zip,
      cvv: z.string().check(z.regex(/^\d{3,4}$/, 'cvv.format')),
    })
    .check(
      z.superRefine((card, ctx) => {
        const verdict = cardValidator.number(card.number);
        const brand = detectBrand(card.number);
        if (!/^\d+$/.test(card.number) || !verdict.card) {
          ctx.addIssue({ code: 'custom', path: ['number'], message: 'number.invalid' });
        } else if (!brand) {
          ctx.addIssue({ code: 'custom', path: ['number'], message: 'number.brandNotAccepted' });
        } else if (!verdict.isValid) {
          // card-validator checks length per brand and Luhn together
          ctx.addIssue({ code: 'custom', path: ['number'], message: 'number.invalid' });
        }
        if (card.cvv.length !== cvvLength(brand)) {
          ctx.addIssue({ code: 'custom', path: ['cvv'], message: brand === 'AMEX' ? 'cvv.amex' : 'cvv.other' });
        }
        if (Expiry.safeParse(card.expiry).success) {
          const issue = expiryIssue(card.expiry, today, paymentDate);
          if (issue) ctx.addIssue({ code: 'custom', path: ['expiry'], message: issue });
        }
      }),
    );
}
export type NewCard = z.output<ReturnType<typeof newCardSchema>>;

export const last4 = (digits: string): string => digits.slice(-4);
