import { daysRemainingOf, debitDateOf, statementCreditsOf, type MobileStatement } from '../domain/mobile-statement';
import type { AccountRecord, StatementRecord, Store } from './store/records';

/**
 * A statement's mobile fields as read (spec platform §3 "Current statement", "Historical
 * statement"): what was billed with it (seeded), the statement credits (the payments
 * posted in its window and the credits it billed), the Auto Pay debit date and, for the current
 * statement, the days left to pay. Null for an account without mobile.
 */
export function mobileStatementOf(
  store: Readonly<Store>,
  account: AccountRecord,
  statement: StatementRecord,
  previous: StatementRecord | undefined,
  current: boolean,
  today: string,
): MobileStatement | null {
  if (!statement.mobile) return null;
  const payments = store.payments.filter((p) => p.accountId === account.id);
  return {
    ...statement.mobile,
    additionalCharges: statement.mobile.additionalCharges ?? [],
    debitDate: debitDateOf(statement.statementDate, account.autoPay),
    daysRemaining: daysRemainingOf(statement.dueDate, today, current),
    credits: statementCreditsOf(statement, previous?.statementDate ?? null, payments),
  };
}
