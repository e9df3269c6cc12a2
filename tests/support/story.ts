import { defaultDebitDay, draftDateInMonth, isSelectableDebitDay } from '../../src/domain/autopay-debit-day';
import { expiryLastDay } from '../../src/domain/card';
import { expiryClass } from '../../src/domain/card-expiry-move';
import { addDays, addMonths, dateInZone, daysBetween, wallClockInZone } from '../../src/domain/dates';
import { paymentRisks } from '../../src/domain/payment-risk';
import { paidInsteadOf } from '../../src/server/store/rebase';
import type { Store } from '../../src/server/store/records';

/**
 * What the demo store says on a day, as relations to that day and its instant, not as dates:
 * "due in 14 days", "expires soon but after the last future date", "debits on the default day
 * for its due date, still ahead". A store moved to another day must tell the same story as the
 * seed on its anchor day (README "Dates on any day"); comparing two stories is that check.
 */
export function storyOf(store: Store, now: Date) {
  const { timeZone, payment } = store.config;
  const today = dateInZone(now, timeZone);
  return {
    accounts: store.accounts.map((account) => accountStory(store, account.id, today)),
    // every date and instant anywhere in the store, relative to today (and, for instants, to now)
    dates: datesOf(store, today, now, timeZone),
    futureDays: payment.futureDays,
  };
}

type Account = Store['accounts'][number];

function accountStory(store: Store, accountId: string, today: string) {
  const account = store.accounts.find((a) => a.id === accountId)!;
  const { futureDays, maxScheduled } = store.config.payment;
  const payments = store.payments.filter((p) => p.accountId === accountId);
  const methods = store.paymentMethods.filter((m) => m.accountId === accountId);
  const statements = store.statements.filter((s) => s.accountId === accountId).sort((a, b) => a.statementDate.localeCompare(b.statementDate));
  const latest = statements.at(-1)!;
  const schedule = store.delinquencySchedules.find((d) => d.accountId === accountId)!;
  const scheduled = payments.filter((p) => p.status === 'SCHEDULED');
  const soft = schedule.softDisconnectDate;
  return {
    id: accountId,
    dueInDays: daysBetween(today, account.dueDate),
    delinquency: {
      pastDue: account.pastDueAmount > 0,
      tier: account.delinquencyTier,
      // the tier is the one its oldest past-due statement has reached (core30: 30+ days)
      tierReached:
        account.delinquencyTier === null ||
        Math.max(0, ...schedule.statements.map((s) => daysBetween(s.startDate, today))) >= Number(account.delinquencyTier.slice(4)),
      statements: schedule.statements.map((s) => ({
        daysLate: daysBetween(s.startDate, today),
        agreesWithRecord: daysBetween(s.startDate, today) === s.delinquencyDays,
      })),
      softDisconnected: account.softDisconnected,
      softDisconnectPassed: soft === null ? null : soft < today,
    },
    cards: methods
      .filter((m) => m.expiry)
      .map((m) => {
        const uses = payments.filter((p) => p.methodId === m.id);
        return {
          id: m.id,
          class: expiryClass(m.expiry!, today, futureDays),
          // a card was used only while valid, and only once saved
          // (a payment that failed, or is still to come, may fall after its last day: Auto Pay at risk)
          usedWhileValid: uses.map((p) => p.status === 'FAILED' || p.status === 'SCHEDULED' || p.paymentDate <= expiryLastDay(m.expiry!)),
          savedBeforeUse: uses.every((p) => dateInZone(new Date(m.createdAt), store.config.timeZone) <= p.paymentDate),
        };
      }),
    autoPay: autoPayStory(account, today),
    // the Auto Pay payments of the history: on the debit day the billing states, each in the
    // window of the statement it paid, in the order they were made among all the account's payments
    autoPayPayments: payments
      .filter((p) => p.channel === 'AUTO_PAY' && p.status !== 'SCHEDULED')
      .map((p) => ({
        id: p.id,
        onDebitDay: account.autoPay.debitDay !== null && p.paymentDate === draftDateInMonth(p.paymentDate, account.autoPay.debitDay),
        afterStatement: statements.findLastIndex((s) => s.statementDate < p.paymentDate),
        paidInstead: paidInsteadOf(p, payments).map((q) => ({ id: q.id, daysAfter: daysBetween(p.paymentDate, q.paymentDate) })),
      })),
    paymentOrder: [...payments].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.createdAt.localeCompare(b.createdAt)).map((p) => p.id),
    // Auto Pay at risk (issue 14): which payments set up on a card would fail because it expires first
    atRisk: paymentRisks({ today, autoPay: account.autoPay, methods, scheduled })
      .map((r) => `${r.kind}:${r.methodId}:${r.paymentId ?? ''}`)
      .sort(),
    scheduled: {
      count: scheduled.length,
      withinLimit: scheduled.length <= maxScheduled,
      payments: scheduled.map((p) => ({
        inDays: daysBetween(today, p.paymentDate),
        onOrBeforeLastFutureDate: p.paymentDate <= addDays(today, futureDays),
        beforeDue: p.paymentDate <= account.dueDate,
      })),
    },
    otherPaymentsInPast: payments.filter((p) => p.status !== 'SCHEDULED').every((p) => p.paymentDate <= today),
    statements: {
      count: statements.length,
      latestDaysAgo: daysBetween(latest.statementDate, today),
      latestIsTheAccountsBill: latest.dueDate === account.dueDate,
      // what the account view shows as the next cycle date
      nextCycleAhead: addMonths(latest.statementDate, 1) > today,
      allIssued: statements.every((s) => s.statementDate <= today),
    },
    appointments: store.appointments.filter((a) => a.accountId === accountId).map((a) => ({ status: a.status, ahead: a.date > today })),
  };
}

/** Auto Pay's draft: on the default day for the due date (README), selectable, and the draft for this bill not yet past. */
function autoPayStory(account: Account, today: string) {
  const { enrolled, debitDay } = account.autoPay;
  if (!enrolled || debitDay === null) return { enrolled };
  const dueDay = Number(account.dueDate.slice(8, 10));
  const dueMonth = `${account.dueDate.slice(0, 8)}01`;
  // the debit for this bill: in the due date's month, or the month before when the day lies after the due day
  const draftMonth = debitDay <= dueDay ? dueMonth : addMonths(dueMonth, -1);
  const draftDate = `${draftMonth.slice(0, 8)}${String(debitDay).padStart(2, '0')}`;
  return {
    enrolled,
    isDefaultForDueDate: debitDay === defaultDebitDay(account.dueDate, account.debitDayRanges),
    selectable: isSelectableDebitDay(debitDay, account.debitDayRanges),
    draftNotPast: draftDate >= today,
    draftBeforeOrOnDue: draftDate <= account.dueDate,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Every calendar date as days from today; every instant as its business day from today, its wall time, and whether it is past. */
function datesOf(store: Store, today: string, now: Date, timeZone: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  // an Auto Pay payment is drafted on the debit day, which moves with the due date (README "Dates
  // on any day"): its date is told by its relations (accountStory's autoPayPayments), not its distance
  // (and so is a payment made in place of a declined draft, which keeps its distance from it)
  const drafts = store.payments.filter((p) => p.channel === 'AUTO_PAY' && p.status !== 'SCHEDULED');
  const withDraft = new Set([
    ...drafts,
    ...drafts.flatMap((d) =>
      paidInsteadOf(
        d,
        store.payments.filter((p) => p.accountId === d.accountId),
      ),
    ),
  ]);
  const autoPayDates = new Set(store.payments.flatMap((p, i) => (withDraft.has(p) ? [`.payments[${i}].paymentDate`, `.payments[${i}].createdAt`] : [])));
  const walk = (value: unknown, path: string): void => {
    if (autoPayDates.has(path)) return;
    if (typeof value === 'string') {
      if (DATE.test(value)) found[path] = daysBetween(today, value);
      else if (INSTANT.test(value)) {
        const wall = wallClockInZone(new Date(value), timeZone);
        found[path] = { days: daysBetween(today, wall.date), wallTime: wall.time, past: Date.parse(value) < now.getTime() };
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const key in value) walk((value as Record<string, unknown>)[key], `${path}.${key}`);
  };
  walk(store, '');
  return found;
}
