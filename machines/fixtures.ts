import type { Billing, PaymentMethod } from '../src/domain/billing';
import { addDays, dateInZone } from '../src/domain/dates';

/**
 * The seed's demo accounts as the flows load them, for the models' done events. The runners
 * check that the machines follow the real answers, so a fixture that drifts from db.json shows
 * up as a path that diverges.
 */
export const today = dateInZone(new Date(), 'America/New_York');

export const savedMethod = (id: string, type: 'CARD' | 'BANK', brand: PaymentMethod['brand'], flags: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id, type, brand, last4: '0000', expiry: type === 'CARD' ? '0829' : null, nameOnCard: null, zip: null, bankAccountType: type === 'BANK' ? 'CHECKING' : null,
  nickname: null, prepaid: false, expired: false, expiringSoon: false, restricted: false, usedForAutoPay: false, ...flags,
});

const base: Billing = {
  amountDue: 41253, pastDueAmount: 0, pendingPaymentAmount: 0, dueDate: addDays(today, 14), currentBalance: 41253, creditBalance: 0,
  accountStatus: 'ACTIVE', delinquencyTier: null, softDisconnected: false, billingSuppressed: false,
  restrictions: { type: 'NONE', cardsAccepted: true, bankAccepted: true, onlineAccepted: true },
  discountEligible: true, paperless: false, autoPay: { enrolled: false, methodId: null, debitDay: null, services: [], discountCents: 500 },
  limits: { today, time: '12:00', minAmount: 100, maxAmount: 2_500_000, lastFutureDate: addDays(today, 30), cutoffTime: '17:00', maxScheduled: 2 },
};

/** Acme (owner@acme): $412.53 due, Auto Pay off; a Visa, an expiring Mastercard, an expired Amex, a prepaid Visa, checking. */
export const acme = {
  billing: base,
  methods: [
    savedMethod('pm_1', 'CARD', 'VISA'),
    savedMethod('pm_2', 'CARD', 'MASTERCARD', { expiringSoon: true }),
    savedMethod('pm_3', 'CARD', 'AMEX', { expired: true }),
    savedMethod('pm_4', 'CARD', 'VISA', { prepaid: true }),
    savedMethod('pm_5', 'BANK', null),
  ],
};

/** A card whose last valid day is at most 60 days away: it expires at the end of next month. */
export function expiringSoonExpiry(day: string = today): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  // the end of next month can be more than 60 days away only late in a 31-day month; then use this month
  const lastOfNext = new Date(Date.UTC(next.y, next.m, 0)).toISOString().slice(0, 10);
  const useNext = (Date.parse(lastOfNext) - Date.parse(day)) / 86_400_000 <= 60;
  const month = useNext ? next : { y, m };
  return `${String(month.m).padStart(2, '0')}${String(month.y).slice(2)}`;
}

/** Brightline (autopay@brightline): Auto Pay on its Visa pm_6 on the 3rd, a checking account pm_7, a balance due. */
export const brightline = {
  billing: { ...base, amountDue: 33597, currentBalance: 33597, paperless: true, autoPay: { enrolled: true, methodId: 'pm_6', debitDay: 3, services: ['CORE' as const], discountCents: 500 } },
  methods: [savedMethod('pm_6', 'CARD', 'VISA', { usedForAutoPay: true }), savedMethod('pm_7', 'BANK', null)],
  debitDayRanges: [{ start: 1, end: 10 }, { start: 18, end: 28 }],
};
