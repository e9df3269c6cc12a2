import { z } from 'zod/mini';
import { Transaction } from '../domain/billing';
import { RECENT_TRANSACTIONS_QUERY } from './first-read-documents/billing-home';
import { graphQuery } from './graph';

// The billing home's recent transactions card's read (spec billing §2): the account
// activity's read (docs/backend.md `transactions`), newest first, the first few of it.
const TransactionsAnswer = z.object({ transactions: z.array(Transaction) });

/** The account's latest `count` payments, charges and credits, newest first (none: an empty list). */
export const fetchRecentTransactions = async (count: number): Promise<Transaction[]> =>
  (await graphQuery(RECENT_TRANSACTIONS_QUERY, TransactionsAnswer)).transactions.slice(0, count);
