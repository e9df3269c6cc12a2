import type { Billing, Payment, PaymentMethod } from '../../src/domain/billing';
import { defaultDebitDay } from '../../src/domain/autopay-debit-day';
import { addDays, addMonths, daysBetween } from '../../src/domain/dates';
import type { ErrorCode } from '../../src/domain/errors';
import type { PaymentStore } from '../../src/domain/payment-store';
import type { NewMethodDraft } from '../autopay/auto-pay.checks';
import type { CardDraft } from '../payment/one-time-payment.checks';
import { cardNumber } from './test-cards';

/**
 * The seed's demo accounts as the flows load them on a business day, for the models' done
 * events. The runners check that the machines follow the real answers, so a fixture that drifts
 * from db.json shows up as a path that diverges. Every date is relative to the day the models
 * are built for (machines/index.ts `flowsOn`): the model runner builds them on the test server's
 * day, so nothing here reads the machine's clock.
 */

/** Who each world signs in, at noon business time: Acme (not enrolled), Brightline (Auto Pay on), Southside (no online payment). */
export const ACME_AT_NOON = { username: 'owner@acme.example', time: '12:00' };
export const BRIGHTLINE_AT_NOON = { username: 'autopay@brightline.example', time: '12:00' };
export const SOUTHSIDE_AT_NOON = { username: 'cashonly@southside.example', time: '12:00' };

const mmyy = (isoDate: string): string => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

/** A card expiry (MMYY) some years after `day`: valid, and not soon, whatever the day. */
export const expiryYearsAfter = (day: string, years: number): string => mmyy(addMonths(day, years * 12));

/**
 * A card expiring soon (its last valid day at most 60 days after `day`) that still covers the
 * last future date (30 days, config.payment.futureDays), as the seed's expiring-soon cards do:
 * the first month ending 30 days or more after `day`. Some month ends in any 31 days, so that
 * one ends by day 60.
 */
export function expiringSoonExpiry(day: string): string {
  let month = `${day.slice(0, 8)}01`;
  while (daysBetween(day, addDays(addMonths(month, 1), -1)) < 30) month = addMonths(month, 1);
  return mmyy(month);
}

export const savedMethod = (
  today: string,
  id: string,
  type: 'CARD' | 'BANK',
  brand: PaymentMethod['brand'],
  flags: Partial<PaymentMethod> = {},
): PaymentMethod => ({
  id,
  type,
  brand,
  last4: '0000',
  expiry: type === 'CARD' ? expiryYearsAfter(today, 3) : null,
  nameOnCard: null,
  zip: null,
  bankAccountType: type === 'BANK' ? 'CHECKING' : null,
  nickname: null,
  prepaid: false,
  expired: false,
  expiringSoon: false,
  restricted: false,
  usedForAutoPay: false,
  ...flags,
});

/** Acme's bill at noon on `today`: $412.53 due in 14 days (the seed's story). */
export const billingOn = (today: string): Billing => ({
  amountDue: 41253,
  pastDueAmount: 0,
  pendingPaymentAmount: 0,
  dueDate: addDays(today, 14),
  currentBalance: 41253,
  creditBalance: 0,
  accountStatus: 'ACTIVE',
  delinquencyTier: null,
  softDisconnected: false,
  billingSuppressed: false,
  restrictions: { type: 'NONE', cardsAccepted: true, bankAccepted: true, onlineAccepted: true },
  discountEligible: true,
  paperless: false,
  autoPay: { enrolled: false, methodId: null, debitDay: null, services: [], discountCents: 500 },
  limits: { today, time: '12:00', minAmount: 100, maxAmount: 2_500_000, lastFutureDate: addDays(today, 30), cutoffTime: '17:00', maxScheduled: 2 },
});

/**
 * Fleet Courier (mobile@fleet): core services with $336.24 due and a mobile balance of $156.78,
 * both due in 3 days; Auto Pay on its Mastercard pm_15 for both, and a checking account pm_16.
 * Its one-time payment asks what to pay first (spec billing §2 dual balance).
 */
export const FLEET_AT_NOON = { username: 'mobile@fleet.example', time: '12:00' };
export const fleetOn = (today: string) => ({
  billing: {
    ...billingOn(today),
    amountDue: 33624,
    currentBalance: 33624,
    dueDate: addDays(today, 3),
    paperless: true,
    autoPay: { enrolled: true, methodId: 'pm_15', debitDay: 24, services: ['CORE' as const, 'MOBILE' as const], discountCents: 500 },
  },
  methods: [savedMethod(today, 'pm_15', 'CARD', 'MASTERCARD', { usedForAutoPay: true }), savedMethod(today, 'pm_16', 'BANK', null)],
  mobile: { amountDue: 15678, pastDue: 0, dueDate: addDays(today, 3), minAmount: 100 },
});

/** Acme (owner@acme): $412.53 due, Auto Pay off; a Visa, an expiring Mastercard, an expired Amex, a prepaid Visa, checking. */
export const acmeOn = (today: string) => ({
  billing: billingOn(today),
  methods: [
    savedMethod(today, 'pm_1', 'CARD', 'VISA'),
    savedMethod(today, 'pm_2', 'CARD', 'MASTERCARD', { expiry: expiringSoonExpiry(today), expiringSoon: true }),
    savedMethod(today, 'pm_3', 'CARD', 'AMEX', { expiry: mmyy(addMonths(today, -2)), expired: true }),
    savedMethod(today, 'pm_4', 'CARD', 'VISA', { prepaid: true }),
    savedMethod(today, 'pm_5', 'BANK', null),
  ],
});

/**
 * Brightline (autopay@brightline): Auto Pay on its Visa pm_6, a checking account pm_7, $335.97
 * due in 12 days, debited on the default day for that due date (docs/decisions/006-dates-on-any-day.md).
 */
export const brightlineOn = (today: string) => {
  const debitDayRanges = [
    { start: 1, end: 10 },
    { start: 18, end: 28 },
  ];
  const dueDate = addDays(today, 12);
  const autoPay = { enrolled: true, methodId: 'pm_6', debitDay: defaultDebitDay(dueDate, debitDayRanges), services: ['CORE' as const], discountCents: 500 };
  return {
    billing: { ...billingOn(today), amountDue: 33597, currentBalance: 33597, dueDate, paperless: true, autoPay },
    methods: [savedMethod(today, 'pm_6', 'CARD', 'VISA', { usedForAutoPay: true }), savedMethod(today, 'pm_7', 'BANK', null)],
    debitDayRanges,
  };
};

/**
 * A card as the store keeps it (db.json paymentMethods), for a model's patch at the reset: what a
 * stood-in flow "saved" is then really in the account's wallet.
 */
export const cardRecord = (id: string, accountId: string, card: { brand: string; last4: string; expiry: string; nameOnCard: string; token?: string }) => ({
  id,
  accountId,
  token: card.token ?? `tok_model${id}`,
  type: 'CARD',
  brand: card.brand,
  last4: card.last4,
  expiry: card.expiry,
  nameOnCard: card.nameOnCard,
  zip: '30301',
  prepaid: false,
  bankAccountType: null,
  routingLast4: null,
  nickname: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** What a payment made today at noon answers (the one-time payment's `pay` call): the payment, nothing saved. */
export const paymentAnswerOn = (today: string, method: Pick<Payment, 'methodType' | 'brand' | 'last4'>, saveError: ErrorCode | null = null) => {
  const payment = {
    id: 'pay_x',
    confirmationNumber: 'CNF',
    amount: 5000,
    paymentDate: today,
    ...method,
    channel: 'ONLINE' as const,
    status: 'SUCCESS' as const,
    createdAt: `${today}T17:00:00.000Z`,
  };
  return { payment, parts: [{ service: 'CORE' as const, payment }], savedMethod: null, saveError, serviceRestoresAt: null };
};

/** What Pat Owner types in "Add a payment method", to be saved: a Visa valid for years (unless `card` says otherwise). */
export const newCard = (today: string, card: Partial<CardDraft> = {}): NewMethodDraft => ({
  kind: 'card',
  card: { number: cardNumber('4', 16), nameOnCard: 'Pat Owner', expiry: expiryYearsAfter(today, 4), zip: '30301', cvv: '123', save: true, ...card },
});

/** ... or a checking account, to be saved. */
export const newCheckingAccount: NewMethodDraft = {
  kind: 'bank',
  bank: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Pat Owner', save: true },
};

/** The seed's first payment center (db.json `stores`), as the public list gives it: what the paths of the flows that load the list need. */
export const DOWNTOWN_BROOKLYN: PaymentStore = {
  id: 'store_1',
  kind: 'PAYMENT_CENTER',
  name: 'Downtown Brooklyn',
  address: { addressLine1: '350 Fulton St', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11201' },
  phone: '7185550100',
  hours: [
    { from: 'MON', to: 'FRI', opens: '09:00', closes: '19:00' },
    { from: 'SAT', to: 'SAT', opens: '10:00', closes: '17:00' },
  ],
  acceptsCash: true,
};
