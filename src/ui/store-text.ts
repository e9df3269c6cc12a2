import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale } from '../i18n/locale';
import { weekRuns, WEEKDAYS, type OpeningHours, type PaymentStore, type Weekday } from '../domain/payment-store';

// A payment center's name and hours as its reader says them, composed from the store's fields
// (src/domain/payment-store.ts): Lingui gives the sentence, Intl the weekday names and the times in
// the active language ("Mon–Fri 9:00 AM – 7:00 PM"; "lun–vie: 9:00 a.m. – 7:00 p.m.").

/** A Monday: the weekday names are read off the week that starts on it. */
const A_MONDAY = Date.UTC(2024, 0, 1);

function weekdayName(day: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
}

/** "9:00 AM – 7:00 PM" in the locale: the times are the store's wall clock, so read as UTC. */
function timeRange(opens: string, closes: string, locale: string): string {
  const at = (time: string) => Date.UTC(1970, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(opens), at(closes));
}

/** The store's hours, one phrase a run of days ("Mon–Fri 9:00 AM – 7:00 PM", "Sun closed"). */
export function storeHoursText(hours: readonly OpeningHours[], i18n: I18n): string[] {
  const locale = intlLocale(i18n.locale);
  const runs = weekRuns(hours);
  return runs.map(({ first, last, hours: open }) => {
    const times = open ? timeRange(open.opens, open.closes, locale) : null;
    if (runs.length === 1) return times ? i18n._(msg`Daily ${times}`) : i18n._(msg`Closed every day`);
    const firstDay = weekdayName(first, locale);
    const lastDay = weekdayName(last, locale);
    const days = first === last ? firstDay : i18n._(msg({ message: `${firstDay}–${lastDay}`, comment: 'a run of weekdays: "Mon–Fri"' }));
    return times
      ? i18n._(msg({ message: `${days} ${times}`, comment: 'days, then the opening times: "Mon–Fri 9:00 AM – 7:00 PM"' }))
      : i18n._(msg({ message: `${days} closed`, comment: 'the days a store is closed: "Sun closed"' }));
  });
}

const KIND_NAMES: Record<PaymentStore['kind'], (name: string) => MessageDescriptor> = {
  PAYMENT_CENTER: (name) => msg({ message: `Payment Center ${name}`, comment: 'a payment center named for its neighbourhood: "Payment Center Westshore"' }),
  SELF_SERVICE_KIOSK: (name) =>
    msg({ message: `Self-Service Kiosk ${name}`, comment: 'a kiosk named for its neighbourhood: "Self-Service Kiosk Century City"' }),
};

/** "Payment Center Westshore": the kind of place in the reader's language, its own name as it is. */
export const storeName = (store: Pick<PaymentStore, 'kind' | 'name'>, i18n: I18n): string => i18n._(KIND_NAMES[store.kind](store.name));
