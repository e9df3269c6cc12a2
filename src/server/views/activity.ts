import { z } from 'zod/mini';
import { ActivityFilter, activityFilterIssue, selectActivity, withRunningBalance } from '../../domain/account-activity';
import { PaymentHistoryFilter, historyFilterIssue, inHistory, selectHistory, type HistoryPayment } from '../../domain/payment-history';
import { BANK_SETTLE_BUSINESS_DAYS, paymentLifecycle } from '../../domain/payment-lifecycle';
import { ApiError } from '../errors';
import type { PaymentRecord, Store } from '../store/records';
import { paymentOf, pendingAmount, transactionsOf } from './billing';

// The payment history and the account activity (issue 15): the rules of src/domain applied to
// the caller's records on the server's business day.

export const settleDaysOf = (store: Readonly<Store>) => store.config.bankSettleBusinessDays ?? BANK_SETTLE_BUSINESS_DAYS;

/** A payment with where it is on its way on `today` (src/domain/payment-lifecycle.ts). */
export function historyPaymentOf(store: Readonly<Store>, p: PaymentRecord, today: string): HistoryPayment {
  return { ...paymentOf(p), lifecycle: paymentLifecycle(p, today, settleDaysOf(store)) };
}

/** A filter the form would refuse answers VALIDATION_FAILED with the domain's code. */
function parseFilter<T>(schema: z.ZodMiniType<T>, input: unknown, issueOf: (f: T) => string | null): T {
  const parsed = z.safeParse(schema, input);
  const issue = parsed.success ? issueOf(parsed.data) : 'filter.invalid';
  if (!parsed.success || issue)
    throw new ApiError('VALIDATION_FAILED', 'The filter is not usable', [{ path: ['filter'], code: 'custom', message: issue ?? 'filter.invalid' }]);
  return parsed.data;
}

/** Every payment the account made, newest first, as the filter narrows it. */
export function paymentHistoryOf(
  store: Readonly<Store>,
  accountId: string,
  today: string,
  input: Partial<PaymentHistoryFilter> | null | undefined,
): HistoryPayment[] {
  const filter = parseFilter(PaymentHistoryFilter, { from: null, to: null, status: null, method: null, channel: null, ...input }, historyFilterIssue);
  const made = store.payments
    .filter((p) => p.accountId === accountId && inHistory(p.status))
    .sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.createdAt.localeCompare(a.createdAt))
    .map((p) => historyPaymentOf(store, p, today));
  return selectHistory(made, filter);
}

/**
 * The activity, newest first, each row with the balance it left (computed on the whole list,
 * then filtered) and, for a payment, the stage it has reached.
 */
export function activityOf(
  store: Readonly<Store>,
  account: { id: string; currentBalance: number },
  today: string,
  input: Partial<ActivityFilter> | null | undefined,
) {
  const filter = parseFilter(ActivityFilter, { from: null, to: null, kind: 'ALL', service: null, ...input }, activityFilterIssue);
  const payments = new Map(store.payments.filter((p) => p.accountId === account.id).map((p) => [p.id, p]));
  const rows = withRunningBalance(transactionsOf(store, account.id), account.currentBalance - pendingAmount(store, account.id)).map((t) => {
    const payment = t.kind === 'PAYMENT' ? payments.get(t.id) : undefined;
    return { ...t, stage: payment ? (paymentLifecycle(payment, today, settleDaysOf(store))?.stage ?? null) : null };
  });
  return selectActivity(rows, filter);
}
