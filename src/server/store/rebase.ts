import { debitDayAfterDueDateMoved, draftDateFor } from '../../domain/autopay-debit-day';
import { movedExpiry } from '../../domain/card-expiry-move';
import { addDays, addDaysInZone, dateInZone, daysBetween } from '../../domain/dates';
import type { AuditValue } from '../../domain/audit';
import type { PaymentRecord, Store } from './records';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The seed is written for one day (meta.anchorDate). So that the demo tells the same story on
 * any day (docs/decisions/006-dates-on-any-day.md), the store is moved to today:
 * - calendar dates by the days between the anchor and today (a bill due in 14 days still is);
 * - instants by as many calendar days in the business time zone, keeping their wall-clock time
 *   (a voicemail left at 09:12 yesterday still was, across a DST change or near midnight);
 * - card expiries, whole months, to the month that keeps what the card means (src/domain/card-expiry-move);
 * - an Auto Pay debit day that was the default for the due date, to the default for the moved one;
 *   and the account's past Auto Pay payments with it:
 *   each drafted on the debit day (its month's last day when the month has none) next to its
 *   moved date (src/domain/autopay-debit-day.ts `draftDateFor`), so the history says the day the billing says;
 * - the audit trail's dates as the rest, and what it says of a moved card expiry or debit day with them.
 * The anchor then becomes today, so moving again on the same day changes nothing. The store
 * given is left as it was.
 */
export function rebaseStore(store: Store, today: string): Store {
  const from = store.meta.anchorDate;
  const offset = daysBetween(from, today);
  if (offset === 0) return store;
  const { timeZone, payment } = store.config;
  const moved = shiftDates(store, offset, timeZone) as Store;
  // the trail says what the records said (src/server/audit.ts): a card's expiry as MM/YY
  const trailExpiry = (expiry: string) => `${expiry.slice(0, 2)}/${expiry.slice(2)}`;
  for (const method of moved.paymentMethods) {
    if (!method.expiry) continue;
    const was = method.expiry;
    method.expiry = movedExpiry(was, from, today, payment.futureDays);
    trailValues(moved, (e) => e.recordId === method.id, 'expiry', trailExpiry(was), trailExpiry(method.expiry));
  }
  for (const account of moved.accounts) {
    const before = store.accounts.find((a) => a.id === account.id)!;
    if (before.autoPay.debitDay === null) continue;
    const debitDay = debitDayAfterDueDateMoved(before.autoPay.debitDay, before.dueDate, account.dueDate, account.debitDayRanges);
    account.autoPay.debitDay = debitDay;
    trailValues(moved, (e) => e.accountId === account.id && e.kind.startsWith('AUTO_PAY_'), 'debitDay', before.autoPay.debitDay, debitDay);
    const own = moved.payments.filter((p) => p.accountId === account.id);
    for (const draft of own) {
      if (draft.channel !== 'AUTO_PAY' || draft.paymentDate > today) continue;
      const days = daysBetween(draft.paymentDate, draftDateFor(draft.paymentDate, debitDay, today));
      if (days === 0) continue;
      for (const p of [draft, ...paidInsteadOf(draft, own)]) {
        p.paymentDate = addDays(p.paymentDate, days);
        p.createdAt = addDaysInZone(new Date(p.createdAt), days, timeZone).toISOString();
        // its entries in the trail, when a person made it, move with it
        for (const e of moved.auditEntries.filter((a) => a.recordId === p.id)) {
          e.at = addDaysInZone(new Date(e.at), days, timeZone).toISOString();
          for (const c of e.changes) if (c.field === 'paymentDate' && typeof c.after === 'string') c.after = p.paymentDate;
        }
      }
    }
  }
  moved.meta.anchorDate = today;
  return moved;
}

/** The trail's entries chosen by `which` that say `was` of `field` (before or after) say `now` instead. */
function trailValues(store: Store, which: (e: Store['auditEntries'][number]) => boolean, field: string, was: AuditValue, now: AuditValue): void {
  if (was === now) return;
  for (const e of store.auditEntries) {
    if (!which(e)) continue;
    for (const c of e.changes) {
      if (c.field !== field) continue;
      if (c.before === was) c.before = now;
      if (c.after === was) c.after = now;
    }
  }
}

/**
 * The payments made in place of a declined Auto Pay draft: another way, within the week after it
 * (by phone two days later). They were made because of it, so they keep their distance from it.
 */
export function paidInsteadOf<P extends Pick<PaymentRecord, 'channel' | 'status' | 'paymentDate'>>(draft: P, accountPayments: readonly P[]): P[] {
  if (draft.channel !== 'AUTO_PAY' || draft.status !== 'FAILED') return [];
  return accountPayments.filter(
    (p) => p.channel !== 'AUTO_PAY' && p.paymentDate > draft.paymentDate && daysBetween(draft.paymentDate, p.paymentDate) <= RETRY_DAYS,
  );
}
const RETRY_DAYS = 7;

/** The store moved to the business day of `now` in its own time zone: what the server does on load and reset. */
export const rebaseStoreAt = (store: Store, now: Date): Store => rebaseStore(store, dateInZone(now, store.config.timeZone));

function shiftDates(value: unknown, days: number, timeZone: string): unknown {
  if (typeof value === 'string') {
    if (DATE.test(value)) return addDays(value, days);
    if (INSTANT.test(value)) return addDaysInZone(new Date(value), days, timeZone).toISOString();
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days, timeZone));
  if (value && typeof value === 'object') {
    // a plain loop: much faster than fromEntries(entries()) on a store of a few thousand records
    const copy: Record<string, unknown> = {};
    for (const key in value) copy[key] = shiftDates((value as Record<string, unknown>)[key], days, timeZone);
    return copy;
  }
  return value;
}
