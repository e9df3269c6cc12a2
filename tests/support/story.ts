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
 * seed on its anchor day (docs/decisions/006-dates-on-any-day.md); comparing two stories is that check.
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
    // the audit trail agrees with the payments and settings the other pages show
    auditDisagreements: auditDisagreements(store, accountId),
    trailKept: store.auditEntries.some((e) => e.accountId === accountId),
    paymentOrder: [...payments].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.createdAt.localeCompare(b.createdAt)).map((p) => p.id),
    // Auto Pay at risk: which payments set up on a card would fail because it expires first
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

/** Auto Pay's draft: on the default day for the due date (docs/decisions/028-default-debit-day.md), selectable, and the draft for this bill not yet past. */
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
  // an Auto Pay payment is drafted on the debit day, which moves with the due date (docs/decisions/006-dates-on-any-day.md)
  //: its date is told by its relations (accountStory's autoPayPayments), not its distance
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
  const ids = new Set([...withDraft].map((p) => p.id));
  const autoPayDates = new Set([
    ...store.payments.flatMap((p, i) => (withDraft.has(p) ? [`.payments[${i}].paymentDate`, `.payments[${i}].createdAt`] : [])),
    // and the trail's entries of them (auditDisagreements holds them to their payments)
    ...store.auditEntries.flatMap((e, i) => (ids.has(e.recordId) ? [`.auditEntries[${i}]`] : [])),
  ]);
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

/**
 * Where the audit trail (/user-preferences/activity) and the pages disagree for an account: every
 * payment a person made has its entry, on the day it was made, for its amount and date, by that
 * person; Auto Pay's and paperless's last entries say what the billing says (Auto Pay turned on
 * before its first draft); each confirmed contact and the CPNI verification have theirs, on their
 * day, by who did it; a saved card's entry says its expiry. Empty when they agree.
 */
export function auditDisagreements(store: Store, accountId: string): string[] {
  const { timeZone } = store.config;
  const day = (instant: string) => dateInZone(new Date(instant), timeZone);
  const account = store.accounts.find((a) => a.id === accountId)!;
  const entries = store.auditEntries.filter((e) => e.accountId === accountId);
  const users = store.users.filter((u) => u.accountId === accountId);
  const methods = store.paymentMethods.filter((m) => m.accountId === accountId);
  const payments = store.payments.filter((p) => p.accountId === accountId);
  const said = (e: (typeof entries)[number], field: string) => e.changes.find((c) => c.field === field)?.after;
  const problems: string[] = [];
  const problem = (why: string) => problems.push(why);

  for (const e of entries) {
    const user = users.find((u) => u.id === e.userId);
    if (!user || `${user.firstName} ${user.lastName}` !== e.userName) problem(`${e.id}: by ${e.userName}, not a person of the account`);
  }
  for (const p of payments.filter((q) => q.userId !== null)) {
    const made = entries.filter((e) => e.recordId === p.id && (e.kind === 'PAYMENT_MADE' || e.kind === 'PAYMENT_SCHEDULED'));
    if (made.length !== 1) {
      problem(`${p.id}: ${made.length} entries`);
      continue;
    }
    const e = made[0]!;
    if (e.userId !== p.userId) problem(`${p.id}: made by ${p.userId}, the trail says ${e.userId}`);
    if (day(e.at) !== day(p.createdAt)) problem(`${p.id}: made ${day(p.createdAt)}, the trail says ${day(e.at)}`);
    if (said(e, 'amount') !== p.amount || said(e, 'paymentDate') !== p.paymentDate || said(e, 'last4') !== p.last4)
      problem(`${p.id}: ${p.amount} on ${p.paymentDate}, the trail says ${String(said(e, 'amount'))} on ${String(said(e, 'paymentDate'))}`);
    const cancelled = entries.some((c) => c.recordId === p.id && c.kind === 'SCHEDULED_PAYMENT_CANCELED');
    if (cancelled !== (p.status === 'CANCELLED')) problem(`${p.id}: ${p.status}, the trail says ${cancelled ? '' : 'not '}cancelled`);
  }
  for (const e of entries.filter((x) => x.kind.startsWith('PAYMENT_') || x.kind === 'SCHEDULED_PAYMENT_CANCELED')) {
    if (!payments.some((p) => p.id === e.recordId && p.userId !== null)) problem(`${e.id}: a payment no person of the account made`);
  }

  const autoPay = entries.filter((e) => e.kind.startsWith('AUTO_PAY_')).at(-1);
  if (account.autoPay.enrolled) {
    const method = methods.find((m) => m.id === account.autoPay.methodId);
    const firstDraft = payments
      .filter((p) => p.channel === 'AUTO_PAY')
      .map((p) => p.paymentDate)
      .sort()[0];
    if (!autoPay) problem('Auto Pay on, the trail never says who turned it on');
    else if (
      said(autoPay, 'debitDay') !== account.autoPay.debitDay ||
      said(autoPay, 'last4') !== method?.last4 ||
      said(autoPay, 'services') !== account.autoPay.services.join(', ')
    )
      problem(
        `Auto Pay: day ${account.autoPay.debitDay} on ${method?.last4}, the trail says day ${String(said(autoPay, 'debitDay'))} on ${String(said(autoPay, 'last4'))}`,
      );
    else if (firstDraft && day(autoPay.at) >= firstDraft) problem(`Auto Pay turned on ${day(autoPay.at)}, after its first draft on ${firstDraft}`);
  } else if (autoPay && said(autoPay, 'enrolled') !== false) problem('Auto Pay off, the trail says on');

  const paperless = entries.filter((e) => e.kind === 'BILL_DELIVERY_CHANGED').at(-1);
  if (paperless ? said(paperless, 'paperless') !== account.paperless : account.paperless) problem(`paperless ${account.paperless}, the trail disagrees`);

  for (const c of store.contacts.filter((x) => x.accountId === accountId && x.verified && x.dateLastConfirmed !== null)) {
    const verified = entries.filter((e) => e.recordId === c.id && e.kind === 'CONTACT_VERIFIED').at(-1);
    if (!verified) problem(`${c.id}: confirmed ${c.dateLastConfirmed}, not in the trail`);
    else if (day(verified.at) !== c.dateLastConfirmed) problem(`${c.id}: confirmed ${c.dateLastConfirmed}, the trail says ${day(verified.at)}`);
  }
  if (account.cpni) {
    const cpni = entries.filter((e) => e.kind === 'CPNI_VERIFIED').at(-1);
    if (!cpni || cpni.at !== account.cpni.verifiedAt || cpni.userId !== account.cpni.userId) problem('CPNI verification: the trail disagrees');
  }
  for (const e of entries.filter((x) => x.kind === 'WALLET_METHOD_ADDED')) {
    const m = methods.find((x) => x.id === e.recordId);
    if (m && (said(e, 'expiry') ?? null) !== (m.expiry ? `${m.expiry.slice(0, 2)}/${m.expiry.slice(2)}` : null))
      problem(`${m.id}: expires ${m.expiry}, the trail says ${String(said(e, 'expiry'))}`);
  }
  return problems;
}
