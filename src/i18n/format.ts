import { useLingui } from '@lingui/react';
import { formatCents, formatIsoDate } from '../domain/display-format';

// the formatting itself is in src/domain, shared with the statement PDF
export { formatIsoDate };

/** Formatters bound to the active locale; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return {
    money: (cents: number) => formatCents(cents, locale),
    date: (isoDate: string, style?: 'long' | 'medium') => formatIsoDate(isoDate, locale, style),
  };
}
