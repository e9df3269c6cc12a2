import { addDays, daysBetween } from '../../domain/dates';
import type { Store } from './records';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The seed is written for one day (meta.anchorDate). So that the demo looks right on any day,
 * every calendar date and instant is moved by the same number of days as lie between the
 * anchor and today, and card expiries (MMYY) move with their last valid day. Relations are
 * kept: a bill due in 14 days is still due in 14 days, a card expiring soon still expires soon.
 * The anchor then becomes today, so rebasing twice on one day changes nothing.
 */
export function rebaseStore(store: Store, today: string): Store {
  const offset = daysBetween(store.meta.anchorDate, today);
  if (offset === 0) return store;
  const shifted = shiftDates(store, offset) as Store;
  for (const method of shifted.paymentMethods) {
    if (method.expiry) method.expiry = shiftExpiry(method.expiry, offset);
  }
  shifted.meta.anchorDate = today;
  return shifted;
}

function shiftDates(value: unknown, days: number): unknown {
  if (typeof value === 'string') {
    if (DATE.test(value)) return addDays(value, days);
    if (INSTANT.test(value)) return new Date(new Date(value).getTime() + days * DAY_MS).toISOString();
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDates(item, days)]));
  }
  return value;
}

function shiftExpiry(expiry: string, days: number): string {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const moved = addDays(lastDay, days);
  return `${moved.slice(5, 7)}${moved.slice(2, 4)}`;
}
