import { useLingui } from '@lingui/react';
import { intlLocale } from './locale';

/** Money is integer cents everywhere; it becomes dollars only here, in the active locale. */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) shown as that same day wherever the browser is. */
export function formatIsoDate(isoDate: string, locale: string, style: 'long' | 'medium' = 'long'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Formatters bound to the active locale; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return {
    money: (cents: number) => formatCents(cents, locale),
    date: (isoDate: string, style?: 'long' | 'medium') => formatIsoDate(isoDate, locale, style),
  };
}
