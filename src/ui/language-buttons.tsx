import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../i18n/locale';

/**
 * The two languages as pressed buttons, each named in itself (a reader of either finds their
 * own): the portal's header switch and the explorer's, which differ in what choosing does.
 */
export function LanguageButtons({ current, busy = false, onChoose }: { current: string; busy?: boolean; onChoose: (locale: Locale) => void }) {
  const { t } = useLingui();
  const names: Record<Locale, string> = {
    en: t({ message: 'English', comment: 'The English language named in English; keep it in English in every catalog.' }),
    es: t({ message: 'Español', comment: 'The Spanish language named in Spanish; keep it as "Español" in every catalog.' }),
  };
  return (
    <div className="language-switch" role="group" aria-label={t`Language`}>
      {(Object.keys(names) as Locale[]).map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={locale === current}
          disabled={busy}
          onClick={() => onChoose(locale)}
        >
          {names[locale]}
        </button>
      ))}
    </div>
  );
}
