import { draftDateInMonth } from './autopay-debit-day';
import { expiryIssue, expiryLastDay } from './card';
import { addMonths } from './dates';

/**
 * Auto Pay at risk: a payment the customer has set up that will fail because the card
 * behind it expires first. The one rule ("expires before the date") is here; the server answers
 * the risks with it (`paymentRisks`), the summary and billing home show them, and the fix (a new
 * expiry) is checked against it again, in the form and on the server.
 */

/** spec billing §5 "a card that expires before the scheduled payment date": its last valid day is before the date. */
export const expiresBefore = (expiry: string, date: string): boolean => expiryLastDay(expiry) < date;

/**
 * The next day Auto Pay drafts: the debit day of this month if it is today or later, else of next
 * month; a debit day the month does not have (30 in February) is that month's last day
 * (src/domain/autopay-debit-day.ts `draftDateInMonth`).
 */
export function nextDraftDate(today: string, debitDay: number): string {
  const thisMonth = draftDateInMonth(today, debitDay);
  return thisMonth >= today ? thisMonth : draftDateInMonth(addMonths(`${today.slice(0, 8)}01`, 1), debitDay);
}

type PaymentRiskKind = 'AUTO_PAY' | 'SCHEDULED';

export interface PaymentRisk {
  kind: PaymentRiskKind;
  /** the card that expires first */
  methodId: string;
  brand: string | null;
  last4: string;
  /** MMYY */
  expiry: string;
  /** the draft's or the scheduled payment's date */
  date: string;
  /** the scheduled payment, for kind SCHEDULED */
  paymentId: string | null;
  amount: number | null;
}

interface RiskFacts {
  today: string;
  autoPay: { enrolled: boolean; methodId: string | null; debitDay: number | null };
  methods: readonly { id: string; type: string; brand: string | null; last4: string; expiry: string | null }[];
  /** the account's payments in status SCHEDULED */
  scheduled: readonly { id: string; methodId: string | null; paymentDate: string; amount: number }[];
}

/**
 * Every payment set up on a card that expires before it is made: the next Auto Pay draft, and
 * each scheduled payment, in date order. A card already expired is at risk too (its last day is
 * before any date from today on).
 */
export function paymentRisks({ today, autoPay, methods, scheduled }: RiskFacts): PaymentRisk[] {
  const card = (id: string | null) => methods.find((m) => m.id === id && m.type === 'CARD' && m.expiry !== null);
  const risks: PaymentRisk[] = [];
  if (autoPay.enrolled && autoPay.debitDay !== null) {
    const method = card(autoPay.methodId);
    const date = nextDraftDate(today, autoPay.debitDay);
    if (method?.expiry && expiresBefore(method.expiry, date)) {
      risks.push({
        kind: 'AUTO_PAY',
        methodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expiry: method.expiry,
        date,
        paymentId: null,
        amount: null,
      });
    }
  }
  for (const payment of scheduled) {
    const method = card(payment.methodId);
    if (method?.expiry && expiresBefore(method.expiry, payment.paymentDate)) {
      risks.push({
        kind: 'SCHEDULED',
        methodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expiry: method.expiry,
        date: payment.paymentDate,
        paymentId: payment.id,
        amount: payment.amount,
      });
    }
  }
  return risks.sort((a, b) => a.date.localeCompare(b.date));
}

export type RiskFixIssue = 'expiry.format' | 'expiry.past' | 'expiry.tooFar' | 'expiry.beforePaymentDate';

/**
 * The one-step fix of a payment at risk: a new expiry (MMYY, not past, at most 20 years out,
 * spec billing §5) that covers the payment's date, or the payment stays at risk.
 */
export function riskFixIssue(expiry: string, today: string, date: string): RiskFixIssue | null {
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expiry)) return 'expiry.format';
  const issue = expiryIssue(expiry, today);
  if (issue === 'expiry.past' || issue === 'expiry.tooFar') return issue;
  return expiresBefore(expiry, date) ? 'expiry.beforePaymentDate' : null;
}
