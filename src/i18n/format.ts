import { useLingui } from '@lingui/react';
import { formatCents, formatClockTime, formatDataMb, formatIsoDate } from '../domain/display-format';
import { BUSINESS_TIME_ZONE, timeInZone } from '../domain/dates';

// the formatting itself is in src/domain, shared with the statement PDF
export { formatIsoDate };

/** Formatters bound to the active locale; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return {
    money: (cents: number) => formatCents(cents, locale),
    date: (isoDate: string, style?: 'long' | 'medium') => formatIsoDate(isoDate, locale, style),
    data: (mb: number) => formatDataMb(mb, locale),
    /** an instant's time of day in the business time zone: 2:10 pm */
    time: (instant: string) => formatClockTime(timeInZone(new Date(instant), BUSINESS_TIME_ZONE), locale),
  };
}
