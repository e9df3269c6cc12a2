import { i18n } from '@lingui/core';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'portal.locale';

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The saved choice (the switch persists across reloads), else the browser's language, else English. */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked (private modes); the browser language still applies.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((l) => l.toLowerCase().startsWith('es')) ? 'es' : 'en';
}

// Vite turns this into one chunk per catalog; the plugin compiles the .po file at build time.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

/** Loads and activates a catalog, then records the choice and the document language. */
export async function activateLocale(locale: Locale, { persist = false } = {}): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.loadAndActivate>[0]['messages'] });
  document.documentElement.lang = locale;
  if (persist) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Not persisted; the choice still holds for this visit.
    }
  }
}

/** Intl locale for formatting: US English or US Spanish (dollars, US dates). */
export const intlLocale = (locale: string): string => (locale === 'es' ? 'es-US' : 'en-US');
