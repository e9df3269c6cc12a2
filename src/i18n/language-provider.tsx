import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

type Shown = { locale: string; context: I18nContext };

const shown = (): Shown => ({ locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Lingui's context, renewed on a change of language only. Lingui's own I18nProvider renews it on
 * every change event, and each catalog loaded is one: a page's areas load as its code arrives,
 * and /billing rendered its whole tree again (374 components) when one arrived after its first
 * paint, a long task on a phone. An area brings ids no shown component renders yet
 * (`withArea` holds the code until its words are in, and the explorer re-renders on its own
 * merge), so only activating a language changes a word on screen.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState(shown);
  useEffect(() => {
    const renew = () => setCurrent((was) => (was.locale === i18n.locale ? was : shown()));
    renew();
    return i18n.on('change', renew);
  }, []);
  return <LinguiContext.Provider value={current.context}>{children}</LinguiContext.Provider>;
}
