import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pushPageAlert } from './page-alerts-store';
import { sharedMessages } from '../i18n/shared-messages';
import { activateLocale, type Locale } from '../i18n/locale';
import { LanguageButtons } from '../ui/language-buttons';

/** Switches the language of the whole portal and remembers the choice across reloads. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const current = i18n.locale;

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

  return <LanguageButtons current={current} busy={busy} onChoose={(locale) => void choose(locale)} />;
}
