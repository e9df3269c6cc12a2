import { z } from 'zod/mini';
import { ActivityFilter, activityFilterIssue, selectActivity, showsRunningBalance, withRunningBalance } from '../../domain/account-activity';
import { PaymentHistoryFilter, historyFilterIssue, listedPayments, selectHistory, type HistoryPayment } from '../../domain/payment-history';
import { paymentLifecycle } from '../../domain/payment-lifecycle';
import { ApiError } from '../errors';
import type { AccountRecord, PaymentRecord, Store } from '../store/records';
import { balancesOf, paymentOf, settleDaysOf, transactionsOf } from './billing';

// The payment history and the account activity: the rules of src/domain applied to
// the caller's records on the server's business day.

/** A payment with where it is on its way on `today` (src/domain/payment-lifecycle.ts). */
export function historyPaymentOf(store: Readonly<Store>, p: PaymentRecord, today: string): HistoryPayment {
  return { ...paymentOf(p), lifecycle: paymentLifecycle(p, today, settleDaysOf(store)), failureReason: p.failureReason ?? null };
}

/** A filter the form would refuse answers VALIDATION_FAILED with the domain's code. */
function parseFilter<T>(schema: z.ZodMiniType<T>, input: unknown, issueOf: (f: T) => string | null): T {
  const parsed = z.safeParse(schema, input);
  const issue = parsed.success ? issueOf(parsed.data) : 'filter.invalid';
  if (!parsed.success || issue)
    throw new ApiError('VALIDATION_FAILED', 'The filter is not usable', [{ path: ['filter'], code: 'custom', message: issue ?? 'filter.invalid' }]);
  return parsed.data;
}

/** The account's listed payments (src/domain/payment-history.ts `listedPayments`), as the filter narrows them. */
export function paymentHistoryOf(
  store: Readonly<Store>,
  accountId: string,
  today: string,
  input: Partial<PaymentHistoryFilter> | null | undefined,
): HistoryPayment[] {
  const filter = parseFilter(PaymentHistoryFilter, { from: null, to: null, status: null, method: null, channel: null, ...input }, historyFilterIssue);
  const listed = listedPayments(store.payments.filter((p) => p.accountId === accountId)).map((p) => historyPaymentOf(store, p, today));
  return selectHistory(listed, filter);
}

/**
 * The activity, newest first, each row with the balance it left (computed on the whole list,
 * then filtered; none when the filter narrows the type or the service, src/domain/account-activity.ts
 * `showsRunningBalance`) and, for a payment, the stage it has reached.
 */
export function activityOf(store: Readonly<Store>, account: AccountRecord, today: string, input: Partial<ActivityFilter> | null | undefined) {
  const filter = parseFilter(ActivityFilter, { from: null, to: null, kind: 'ALL', service: null, ...input }, activityFilterIssue);
  // the newest row left what the account owes today less its pending payments (src/domain/balance.ts)
  const balances = balancesOf(store, account, today);
  const rows = withRunningBalance(transactionsOf(store, account.id, today), balances.currentBalance - balances.pendingPaymentAmount);
  const selected = selectActivity(rows, filter);
  return showsRunningBalance(filter) ? selected : selected.map((row) => ({ ...row, balanceAfter: null }));
}
