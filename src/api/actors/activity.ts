import { z } from 'zod/mini';
import type { ActivityRow } from '../../../machines/billing/billing-list';
import type { ActivityFilter } from '../../domain/account-activity';
import { Transaction } from '../../domain/billing';
import { SignedCents } from '../../domain/money';
import { HistoryPayment, type PaymentHistoryFilter } from '../../domain/payment-history';
import { PaymentStage } from '../../domain/payment-lifecycle';
import type { Transport } from '../transport';

// The payment history and the account activity (docs/backend.md `paymentHistory`,
// `transactions`), zod-parsed.

/** A listed payment's fields (src/domain/payment-history.ts `HistoryPayment`): the history's and the summary's. */
export const HISTORY_PAYMENT_FIELDS =
  'id confirmationNumber amount paymentDate methodType brand last4 channel status createdAt failureReason lifecycle { stage status returnReason steps { stage date reached } }';
const HISTORY = `query PaymentHistory($filter: PaymentHistoryFilter) { paymentHistory(filter: $filter) { ${HISTORY_PAYMENT_FIELDS} } }`;
const ACTIVITY =
  'query Activity($filter: TransactionFilter) { transactions(filter: $filter) { id date kind description channel amount service balanceAfter stage } }';

const HistoryAnswer = z.object({ paymentHistory: z.array(HistoryPayment) });
const ActivityAnswer = z.object({ transactions: z.array(z.extend(Transaction, { balanceAfter: z.nullable(SignedCents), stage: z.nullable(PaymentStage) })) });

export function activityCalls(transport: Transport) {
  return {
    loadPaymentHistory: async (input: { filter: PaymentHistoryFilter }): Promise<HistoryPayment[]> =>
      (await transport.graph(HISTORY, HistoryAnswer, { filter: input.filter })).paymentHistory,
    loadActivity: async (input: { filter: ActivityFilter }): Promise<ActivityRow[]> =>
      (await transport.graph(ACTIVITY, ActivityAnswer, { filter: input.filter })).transactions,
  };
}
