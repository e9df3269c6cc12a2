import type { z } from 'zod';
import { expiryLastDay } from '../../src/domain/card';
import { addDays, addMonths, daysBetween } from '../../src/domain/dates';
import { actionsAfter } from '../../src/domain/delinquency';
import type { DelinquencyScheduleRecord, PaymentMethodRecord, PaymentRecord, StatementRecord } from '../../src/server/store/records';
import { chargesFor, sum } from './charges';
import type { Ids } from './ids';
import { ANCHOR, at, type AccountPlan, type MethodUse, type PaymentPlan } from './plan';
import { alnum, int, type Rng } from './prng';

// Plays an account's billing history forward: each statement carries the previous total, the
// payments that posted since, and this month's charges; each planned payment pays what is
// outstanding at that moment unless it names an amount. The balance, past-due amount and
// delinquency of the account are then read off the result, so they always agree.

export const STATEMENT_COUNT = 7;
const pad = (n: number): string => String(n).padStart(2, '0');

/** Statement dates, oldest first, the last one the latest before the anchor. */
export function statementDates(day: number): string[] {
  let latest = `${ANCHOR.slice(0, 8)}${pad(day)}`;
  if (latest >= ANCHOR) latest = addMonths(latest, -1);
  return Array.from({ length: STATEMENT_COUNT }, (_, i) => addMonths(latest, i - (STATEMENT_COUNT - 1)));
}

/** The first date after the statement that falls on the due day. */
export function dueDateOf(statementDate: string, dueDay: number): string {
  const sameMonth = `${statementDate.slice(0, 8)}${pad(dueDay)}`;
  return sameMonth > statementDate ? sameMonth : addMonths(sameMonth, 1);
}

export interface BillingContext {
  accountId: string;
  ids: Ids;
  rng: Rng;
  /** saved methods of the account by their plan key */
  methods: Map<string, PaymentMethodRecord>;
  userIds: Map<string, string>;
  confirmations: Set<string>;
}

type DelinquentStatement = z.infer<typeof DelinquencyScheduleRecord>['statements'][number];

export interface Billing {
  statements: StatementRecord[];
  payments: PaymentRecord[];
  currentBalance: number;
  pastDueAmount: number;
  dueDate: string;
  delinquentStatements: DelinquentStatement[];
}

export function playBilling(plan: AccountPlan, ctx: BillingContext): Billing {
  const dates = statementDates(plan.statementDay);
  const statementDate = (k: number): string => (k < 0 ? addMonths(dates[0]!, -1) : dates[k]!);
  const windowEnd = (k: number): string => (k + 1 < STATEMENT_COUNT ? dates[k + 1]! : ANCHOR);

  const statements: StatementRecord[] = [];
  const payments: PaymentRecord[] = [];
  // the month before the first statement was billed like the others and paid in window -1
  let owed = sum(chargesFor(plan, -1));
  let postedInWindow = 0;

  for (let k = -1; k < STATEMENT_COUNT; k += 1) {
    if (k >= 0) {
      const lineItems = chargesFor(plan, k).map((c) => ({ id: ctx.ids.next('lineItems'), ...c }));
      if (lineItems.length < 4 || lineItems.length > 10) throw new Error(`${plan.key}: statement ${k} has ${lineItems.length} line items`);
      const currentCharges = sum(lineItems);
      const totalDue = owed - postedInWindow + currentCharges;
      statements.push({
        id: ctx.ids.next('statements'),
        accountId: ctx.accountId,
        statementDate: dates[k]!,
        servicePeriodFrom: addDays(dates[k]!, 1),
        servicePeriodThru: addMonths(dates[k]!, 1),
        dueDate: dueDateOf(dates[k]!, plan.dueDay),
        previousBalance: owed,
        paymentsReceived: postedInWindow,
        currentCharges,
        totalDue,
        lineItems,
      });
      owed = totalDue;
      postedInWindow = 0;
    }
    const planned = plan.payments
      .filter((p) => p.after === k)
      .map((p) => ({ p, date: p.day === 'due' ? dueDateOf(statementDate(k), plan.dueDay) : addDays(statementDate(k), p.day) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    for (const { p, date } of planned) {
      checkDate(plan, p, date, statementDate(k), windowEnd(k));
      const amount = p.amount ?? owed - postedInWindow;
      if (amount <= 0) throw new Error(`${plan.key}: payment on ${date} has nothing to pay`);
      payments.push(paymentRecord(plan, ctx, p, date, amount));
      if (p.status === 'SUCCESS') postedInWindow += amount;
    }
  }

  const latest = statements.at(-1)!;
  const currentBalance = latest.totalDue - postedInWindow;
  const { pastDueAmount, delinquentStatements } = pastDue(plan, statements, payments);
  return { statements, payments, currentBalance, pastDueAmount, dueDate: latest.dueDate, delinquentStatements };
}

function checkDate(plan: AccountPlan, p: PaymentPlan, date: string, from: string, to: string): void {
  if (p.status === 'SCHEDULED') {
    // config.payment.futureDays: a scheduled payment lies within the next 30 days
    if (date <= ANCHOR || date > addDays(ANCHOR, 30)) throw new Error(`${plan.key}: scheduled payment on ${date} is not in the next 30 days`);
  } else if (date <= from || date > to) {
    throw new Error(`${plan.key}: payment on ${date} falls outside ${from}..${to}`);
  }
  if (p.channel === 'ONLINE' ? !p.by : p.by) throw new Error(`${plan.key}: only online payments name the user who made them (${date})`);
}

function paymentRecord(plan: AccountPlan, ctx: BillingContext, p: PaymentPlan, date: string, amount: number): PaymentRecord {
  let confirmationNumber = `CNF${alnum(ctx.rng, 10)}`;
  while (ctx.confirmations.has(confirmationNumber)) confirmationNumber = `CNF${alnum(ctx.rng, 10)}`;
  ctx.confirmations.add(confirmationNumber);

  const createdOn = addDays(date, -(p.createdDaysBefore ?? 0));
  const time = p.channel === 'AUTO_PAY' ? `10:${pad(int(ctx.rng, 0, 59))}` : `${pad(int(ctx.rng, 13, 22))}:${pad(int(ctx.rng, 0, 59))}`;
  const userId = p.by ? ctx.userIds.get(p.by) : null;
  if (userId === undefined) throw new Error(`${plan.key}: ${p.by} is not a user of this account`);
  return {
    id: ctx.ids.next('payments'),
    accountId: ctx.accountId,
    confirmationNumber,
    amount,
    paymentDate: date,
    ...methodFields(plan, ctx, p.method, date, p.status),
    channel: p.channel,
    status: p.status,
    createdAt: at(createdOn, time),
    userId,
  };
}

function methodFields(
  plan: AccountPlan,
  ctx: BillingContext,
  use: MethodUse,
  date: string,
  status: PaymentRecord['status'],
): Pick<PaymentRecord, 'methodType' | 'brand' | 'last4' | 'methodId'> {
  if ('cash' in use) return { methodType: 'CASH', brand: null, last4: null, methodId: null };
  if ('card' in use) return { methodType: 'CARD', brand: use.card, last4: use.last4, methodId: null };
  if ('bank' in use) return { methodType: 'BANK', brand: null, last4: use.bank, methodId: null };
  const method = ctx.methods.get(use.saved);
  if (!method) throw new Error(`${plan.key}: no saved method "${use.saved}"`);
  // the story must hold: a card is used only while valid and only once it was saved; a payment
  // that failed, or is still to come, may fall after the card's last day (Auto Pay at risk)
  const mayBeAfterExpiry = status === 'FAILED' || status === 'SCHEDULED';
  if (method.expiry && expiryLastDay(method.expiry) < date && !mayBeAfterExpiry) throw new Error(`${plan.key}: ${use.saved} used after expiry on ${date}`);
  if (method.createdAt.slice(0, 10) > date) throw new Error(`${plan.key}: ${use.saved} used on ${date} before it was saved`);
  return { methodType: method.type, brand: method.brand, last4: method.last4, methodId: method.id };
}

/**
 * Past due = what is left of the latest statement whose due date has passed, after the
 * payments posted since it. It is spread over the statements it came from, newest first,
 * each up to its own charges; days are counted from each statement's due date.
 */
function pastDue(plan: AccountPlan, statements: StatementRecord[], payments: PaymentRecord[]): Pick<Billing, 'pastDueAmount' | 'delinquentStatements'> {
  const lastDue = statements.findLastIndex((s) => s.dueDate < ANCHOR);
  if (lastDue < 0) return { pastDueAmount: 0, delinquentStatements: [] };
  const since = statements[lastDue]!.statementDate;
  const posted = sum(payments.filter((p) => p.status === 'SUCCESS' && p.paymentDate > since && p.paymentDate <= ANCHOR));
  const pastDueAmount = Math.max(0, statements[lastDue]!.totalDue - posted);

  const delinquentStatements: DelinquentStatement[] = [];
  let left = pastDueAmount;
  for (let i = lastDue; i >= 0 && left > 0; i -= 1) {
    const s = statements[i]!;
    const amount = i === 0 ? left : Math.min(left, Math.max(0, s.currentCharges));
    if (amount === 0) continue;
    left -= amount;
    const delinquencyDays = daysBetween(s.dueDate, ANCHOR);
    const actions = actionsAfter(delinquencyDays, plan.softDisconnected);
    delinquentStatements.unshift({ statementId: s.id, delinquencyDays, amount, startDate: s.dueDate, actions });
  }
  return { pastDueAmount, delinquentStatements };
}
