import { z } from 'zod/mini';
import type { Transaction } from './billing';
import { dateRangeIssue, inDateRange, type DateRangeIssue } from './date-range';

/**
 * Account activity (spec billing §2 "payments and charges tables") and the mobile
 * transactions (§2: All, Payments, Credits): the account's payments, charges and credits,
 * filtered by a date range, a type and a service, each with the balance it left.
 */
export const ActivityKind = z.enum(['ALL', 'PAYMENTS', 'CHARGES', 'CREDITS']);
export type ActivityKind = z.infer<typeof ActivityKind>;
export const ActivityService = z.enum(['CORE', 'MOBILE']);
export type ActivityService = z.infer<typeof ActivityService>;

export const ActivityFilter = z.object({
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  kind: ActivityKind,
  service: z.nullable(ActivityService),
});
export type ActivityFilter = z.infer<typeof ActivityFilter>;

export const ALL_ACTIVITY: ActivityFilter = { from: null, to: null, kind: 'ALL', service: null };
/** spec billing §2: the mobile transactions' filters (the mobile service's activity). */
export const MOBILE_KINDS = ['ALL', 'PAYMENTS', 'CREDITS'] as const satisfies readonly ActivityKind[];
export const MOBILE_ACTIVITY: ActivityFilter = { ...ALL_ACTIVITY, service: 'MOBILE' };

export type ActivityIssue = DateRangeIssue;
export const activityFilterIssue = (filter: ActivityFilter): ActivityIssue | null => dateRangeIssue(filter);

const KINDS: Record<ActivityKind, readonly Transaction['kind'][]> = {
  ALL: ['PAYMENT', 'CHARGE', 'CREDIT'],
  PAYMENTS: ['PAYMENT'],
  CHARGES: ['CHARGE'],
  CREDITS: ['CREDIT'],
};

export function selectActivity<T extends Pick<Transaction, 'date' | 'kind' | 'service'>>(rows: readonly T[], filter: ActivityFilter): T[] {
  return rows.filter((t) => KINDS[filter.kind].includes(t.kind) && (filter.service === null || t.service === filter.service) && inDateRange(t.date, filter));
}

/**
 * Whether a list of the activity shows each row's running balance: only when it lists the whole
 * activity of its dates (every type, every service). A running balance is read row by row, each
 * the one below it plus the row's amount; narrowed to credits, say, or to the mobile service, the
 * rows skip what happened between them and the balances jump by amounts the list does not show.
 * Statements and bank sites do the same: a filtered list of transactions carries no balance
 * column, since recomputing one over the shown rows alone would be a balance the account never had.
 */
export const showsRunningBalance = (filter: ActivityFilter): boolean => filter.kind === 'ALL' && filter.service === null;

/**
 * Each row with the balance it left (`balanceAfter`), from the whole activity newest first and
 * the balance now (current balance − pending payments, as the activity counts pending payments):
 * the newest row left today's balance, each older one that less what came after it. Computed on
 * the whole list; a list narrowed by type or service shows none (`showsRunningBalance`).
 */
export function withRunningBalance<T extends Pick<Transaction, 'amount'>>(newestFirst: readonly T[], balanceNow: number): (T & { balanceAfter: number })[] {
  let balance = balanceNow;
  return newestFirst.map((row) => {
    const withBalance = { ...row, balanceAfter: balance };
    balance -= row.amount;
    return withBalance;
  });
}
