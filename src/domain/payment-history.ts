import { z } from 'zod/mini';
import { Payment, PaymentChannel } from './billing';
import { dateRangeIssue, inDateRange, type DateRangeIssue } from './date-range';
import { HistoryStatus, historyStatusOf, PaymentLifecycle, SUBMISSION_FAILURES, wasSubmitted } from './payment-lifecycle';

/**
 * Payment history (spec billing §2, §3 Payment, §4 statuses): every payment the
 * account made, newest first, filtered by a date range, its status, its method and its channel,
 * and the CSV an accountant asks for, written from the very rows shown.
 */
export const HistoryMethod = z.enum(['CARD', 'BANK', 'CASH']);
export type HistoryMethod = z.infer<typeof HistoryMethod>;

export const PaymentHistoryFilter = z.object({
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  status: z.nullable(HistoryStatus),
  method: z.nullable(HistoryMethod),
  channel: z.nullable(PaymentChannel),
});
export type PaymentHistoryFilter = z.infer<typeof PaymentHistoryFilter>;

export const NO_HISTORY_FILTER: PaymentHistoryFilter = { from: null, to: null, status: null, method: null, channel: null };

export type PaymentHistoryIssue = DateRangeIssue;
/** What makes a filter unusable (the form refuses it, the server answers VALIDATION_FAILED). */
export const historyFilterIssue = (filter: PaymentHistoryFilter): PaymentHistoryIssue | null => dateRangeIssue(filter);

/** Why a scheduled payment was not made on its day (src/domain/scheduled-payment.ts), as the history reads it. */
const HistoryFailure = z.enum(SUBMISSION_FAILURES);

/**
 * A payment as the history lists it: with its lifecycle (null when refused when made) and, for a
 * scheduled payment that failed on its day, why, so the user knows what to fix before paying again.
 */
export const HistoryPayment = z.extend(Payment, { lifecycle: z.nullable(PaymentLifecycle), failureReason: z.nullable(HistoryFailure) });
export type HistoryPayment = z.infer<typeof HistoryPayment>;

/**
 * Which payments are listed, in the payment history and the summary's recent payments alike
 * (spec billing §3 Payment, §4): every payment of the account but one still scheduled, which the
 * scheduled payments' list shows (§2): made, refused, or cancelled before its day.
 */
export const inHistory = (status: Payment['status']) => wasSubmitted(status) || status === 'FAILED' || status === 'CANCELLED';

/** The listed order: newest first by the day paid, then by when it was made. */
export const newestFirst = (a: Pick<Payment, 'paymentDate' | 'createdAt'>, b: Pick<Payment, 'paymentDate' | 'createdAt'>) =>
  b.paymentDate.localeCompare(a.paymentDate) || b.createdAt.localeCompare(a.createdAt);

/** The account's listed payments, newest first: the one list the history filters and the summary takes its latest from. */
export const listedPayments = <P extends Pick<Payment, 'status' | 'paymentDate' | 'createdAt'>>(payments: readonly P[]): P[] =>
  payments.filter((p) => inHistory(p.status)).sort(newestFirst);

export function selectHistory<P extends Pick<HistoryPayment, 'paymentDate' | 'methodType' | 'channel' | 'status' | 'lifecycle'>>(
  payments: readonly P[],
  filter: PaymentHistoryFilter,
): P[] {
  return payments.filter(
    (p) =>
      inDateRange(p.paymentDate, filter) &&
      (filter.status === null || historyStatusOf(p) === filter.status) &&
      (filter.method === null || p.methodType === filter.method) &&
      (filter.channel === null || p.channel === filter.channel),
  );
}

/** Integer cents as a plain dollar figure for a spreadsheet: 41253 → "412.53", -500 → "-5.00". */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe; numbers (and numeric text such as -5.00) are written as they are.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

/** The words of the file, in the user's language (the domain names no word itself). */
export interface HistoryCsvWords {
  header: { date: string; amount: string; method: string; last4: string; channel: string; confirmation: string; status: string };
  method: (p: HistoryPayment) => string;
  channel: (channel: HistoryPayment['channel']) => string;
  status: (status: HistoryStatus) => string;
}

/** The history's rows as a CSV file's text: a header, then one line per payment, CRLF line ends. */
export function paymentHistoryCsv(rows: readonly HistoryPayment[], words: HistoryCsvWords): string {
  const { header: h } = words;
  const lines = [
    csvRow([h.date, h.amount, h.method, h.last4, h.channel, h.confirmation, h.status]),
    ...rows.map((p) =>
      csvRow([
        p.paymentDate,
        dollarsOf(p.amount),
        words.method(p),
        p.last4 ?? '',
        words.channel(p.channel),
        p.confirmationNumber,
        words.status(historyStatusOf(p)),
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name: the account and the range it covers. */
export const historyCsvName = (accountNumber: string, filter: PaymentHistoryFilter) =>
  `payments-${accountNumber.replace(/\W+/g, '')}${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}.csv`;
