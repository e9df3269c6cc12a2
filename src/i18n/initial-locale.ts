/** The portal's languages. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the language switch keeps its choice (src/i18n/locale.ts `activateLocale`). */
export const LOCALE_STORAGE_KEY = 'portal.locale';

/**
 * The language of a first render: the saved choice (the switch persists across reloads), else
 * the browser's language, else English.
 *
 * It names nothing from outside but LOCALES and LOCALE_STORAGE_KEY: index.html's first-visit
 * preload script runs this same source, with those two written beside it, to fetch the words
 * in the language the app will pick (scripts/vite-first-visit-preloads.ts).
 */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if ((LOCALES as readonly unknown[]).includes(saved)) return saved as Locale;
  } catch {
    // Storage can be blocked (private modes); the browser language still applies.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((l) => l.toLowerCase().startsWith('es')) ? 'es' : 'en';
}
