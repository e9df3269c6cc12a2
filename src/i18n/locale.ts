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

type Messages = Parameters<typeof i18n.load>[1];

/**
 * The catalogs of an area of the portal (lingui.config.ts): the billing flows' screens carry many
 * words the first page does not show, so they come with the area's code (`withArea`), not with
 * the portal's own catalog. Vite makes one chunk per catalog and language.
 */
const AREAS = {
  billing: { en: () => import('../../locales/en/billing.po'), es: () => import('../../locales/es/billing.po') },
  profile: { en: () => import('../../locales/en/profile.po'), es: () => import('../../locales/es/profile.po') },
  equipment: { en: () => import('../../locales/en/equipment.po'), es: () => import('../../locales/es/equipment.po') },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Record<string, unknown> }>>>;
export type Area = keyof typeof AREAS;

/** The areas a page has asked for: their words are loaded for the active language, and for the next one on a switch. */
const areasWanted = new Set<Area>();
const areaLocales = new Set<string>();

async function loadArea(area: Area, locale: Locale): Promise<void> {
  if (areaLocales.has(`${area}:${locale}`)) return;
  const { messages } = await AREAS[area][locale]();
  // merged into the language's messages (Lingui's load adds to what is there)
  i18n.load(locale, messages as Messages);
  areaLocales.add(`${area}:${locale}`);
}

// a route's code may be preloaded before the first language is active (src/main.tsx)
let languageActive: () => void = () => undefined;
const firstLanguage = new Promise<void>((resolve) => (languageActive = resolve));

/**
 * An area's code, loaded once its words are in the active language: what it renders never shows
 * a message id. For lazy routes and components (`lazyRouteComponent(() => withArea('billing',
 * () => import(...)))`).
 */
export async function withArea<T>(area: Area, load: () => Promise<T>): Promise<T> {
  areasWanted.add(area);
  const words = firstLanguage.then(() => loadArea(area, isLocale(i18n.locale) ? i18n.locale : 'en'));
  const [, module] = await Promise.all([words, load()]);
  return module;
}

/** Loads and activates a catalog, then records the choice and the document language. */
export async function activateLocale(locale: Locale, { persist = false } = {}): Promise<void> {
  const { messages } = await catalogs[locale]();
  // added to what is loaded (loadAndActivate would replace the areas' words), and the areas
  // already shown come along in the new language, before it is activated
  i18n.load(locale, messages as Messages);
  await Promise.all([...areasWanted].map((area) => loadArea(area, locale)));
  i18n.activate(locale);
  languageActive();
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
