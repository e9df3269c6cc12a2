import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pushPageAlert } from './page-alerts-store';
import { sharedMessages } from '../i18n/shared-messages';
import { activateLocale, LOCALES, type Locale } from '../i18n/locale';

/** Switches the language of the whole portal and remembers the choice across reloads. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const current = i18n.locale;
  // Each language is named in itself in both catalogs, so a reader of either finds their own.
  const names: Record<Locale, string> = {
    en: t({ message: 'English', comment: 'The English language named in English; keep it in English in every catalog.' }),
    es: t({ message: 'Español', comment: 'The Spanish language named in Spanish; keep it as "Español" in every catalog.' }),
  };

  async function choose(locale: Locale) {
    if (locale === current || busy) return;
    setBusy(true);
    try {
      await activateLocale(locale, { persist: true });
    } catch {
      pushPageAlert({ kind: 'error', message: sharedMessages.generic });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="language-switch" role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={locale === current}
          disabled={busy}
          onClick={() => void choose(locale)}
        >
          {names[locale]}
        </button>
      ))}
    </div>
  );
}
