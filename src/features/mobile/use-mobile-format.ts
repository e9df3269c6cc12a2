import { useLingui } from '@lingui/react';
import { formatDataMb } from '../../domain/mobile-display-format';
import { useFormat } from '../../i18n/format';

/** The portal's formatters, and data amounts (MB or GB), in the page's language. */
export function useMobileFormat() {
  const { i18n } = useLingui();
  const format = useFormat();
  return { ...format, data: (mb: number) => formatDataMb(mb, i18n.locale) };
}
