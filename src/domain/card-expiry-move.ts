import { expiryLastDay, expiryStatus } from './card';
import { addDays, addMonths, daysBetween } from './dates';

/**
 * Card expiries when the demo store is moved to another day (docs/decisions/006-dates-on-any-day.md).
 * An expiry is a whole month (MMYY), so it cannot move by a number of days like a due date:
 * moving the last valid day and taking its month turns a card that expires in 40 days into one
 * that expires in 70 after a few weeks, and "expiring soon" is lost. What must hold is what the
 * card means on that day.
 */

/**
 * What a saved card means on a business day, finer than `expiryStatus`: among expiring-soon
 * cards, whether it lasts to the last day a payment can be scheduled for (spec billing §5: the
 * card must still be valid on the payment date), which decides whether a future-dated payment
 * with it is accepted.
 */
export type ExpiryClass = 'expired' | 'expiresBeforeLastFutureDate' | 'expiringSoon' | 'valid';

export function expiryClass(expiry: string, today: string, futureDays: number): ExpiryClass {
  const status = expiryStatus(expiry, today);
  if (status === 'expiringSoon' && expiryLastDay(expiry) < addDays(today, futureDays)) return 'expiresBeforeLastFutureDate';
  return status;
}

const mmyy = (isoDate: string): string => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

/** How far the search for a month of the same class goes; every class but the shortest is found within one. */
const SEARCH_MONTHS = 24;

/**
 * The expiry a card gets when its store moves from `fromDay` to `toDay`: the month its last
 * valid day falls in once moved by the days in between, unless the card would then mean
 * something else on `toDay` (an expiring-soon card no longer soon, an expired one valid again);
 * then the nearest month that keeps its class (earlier before later). Keeping the moved month
 * when it fits keeps every past use of the card inside its validity. A class no month can have
 * on `toDay` (a window shorter than a month with no month's end in it) keeps the moved month.
 */
export function movedExpiry(expiry: string, fromDay: string, toDay: string, futureDays: number): string {
  const shifted = addDays(expiryLastDay(expiry), daysBetween(fromDay, toDay));
  const wanted = expiryClass(expiry, fromDay, futureDays);
  const firstOfMonth = `${shifted.slice(0, 8)}01`;
  for (let distance = 0; distance <= SEARCH_MONTHS; distance += 1) {
    for (const step of distance === 0 ? [0] : [-distance, distance]) {
      const candidate = mmyy(addMonths(firstOfMonth, step));
      if (expiryClass(candidate, toDay, futureDays) === wanted) return candidate;
    }
  }
  return mmyy(shifted);
}
