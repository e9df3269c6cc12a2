import { i18n } from '@lingui/core';
import type { Area } from './areas';
import { LOCALE_STORAGE_KEY, LOCALES, type Locale } from './initial-locale';

export { AREAS, type Area } from './areas';

export { LOCALES, initialLocale, type Locale } from './initial-locale';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

// Vite turns this into one chunk per catalog; the plugin compiles the .po file at build time.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

type Messages = Parameters<typeof i18n.load>[1];

/**
 * The catalogs of an area of the portal (lingui.config.ts): words the first page does not show
 * come with their area's code (`withArea`), not with the portal's own catalog: the sign-in pages'
 * (the summary does not show them), the maintenance and not-found pages'. Each billing
 * feature is an area (Auto Pay's words come with Auto Pay only), the payment-method forms they
 * share are one, and so are the equipment and the profile screens.
 */
// Vite makes one chunk per catalog and language; the plugin compiles the .po file at build time.
// The portal's own catalog is loaded above, the explorer's is bundled with the explorer.
const AREA_CATALOGS = import.meta.glob<{ messages: Record<string, unknown> }>(['../../locales/*/*.po', '!**/messages.po', '!**/explorer.po']);

/** The areas a page has asked for: their words are loaded for the active language, and for the next one on a switch. */
const areasWanted = new Set<Area>();
const areaLocales = new Set<string>();

async function loadArea(area: Area, locale: Locale): Promise<void> {
  if (areaLocales.has(`${area}:${locale}`)) return;
  const load = AREA_CATALOGS[`../../locales/${locale}/${area}.po`];
  if (!load) throw new Error(`no catalog locales/${locale}/${area}.po`);
  const { messages } = await load();
  // merged into the language's messages (Lingui's load adds to what is there)
  i18n.load(locale, messages as Messages);
  areaLocales.add(`${area}:${locale}`);
}

// The language being activated (set as `activateLocale` starts) and the one active: an area's
// words load for both, so a route's code preloaded on a first visit (src/main.tsx) fetches them
// beside the portal's catalog, not after it, and a switch under way finds them loaded.
let nextLocale: Locale | null = null;
let languageActive: () => void = () => undefined;
const firstLanguage = new Promise<void>((resolve) => (languageActive = resolve));

function loadAreas(areas: readonly Area[]): Promise<unknown> {
  const locales = new Set([nextLocale, isLocale(i18n.locale) ? i18n.locale : null].filter(isLocale));
  if (locales.size === 0) return firstLanguage.then(() => loadAreas(areas));
  return Promise.all([...locales].flatMap((locale) => areas.map((area) => loadArea(area, locale))));
}

/**
 * An area's code, loaded once its words are in the active language: what it renders never shows
 * a message id. For lazy routes and components (`lazyRouteComponent(() => withArea(['autopay',
 * 'payment-forms'], () => import(...)))`): name every area whose words the code shows.
 */
export async function withArea<T>(areas: Area | readonly Area[], load: () => Promise<T>): Promise<T> {
  const list = typeof areas === 'string' ? [areas] : areas;
  list.forEach((area) => areasWanted.add(area));
  const [, module] = await Promise.all([loadAreas(list), load()]);
  return module;
}

/** Loads and activates a catalog, then records the choice and the document language. */
export async function activateLocale(locale: Locale, { persist = false } = {}): Promise<void> {
  nextLocale = locale;
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
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not persisted; the choice still holds for this visit.
    }
  }
}

/** Intl locale for formatting: US English or US Spanish (dollars, US dates). */
export const intlLocale = (locale: string): string => (locale === 'es' ? 'es-US' : 'en-US');
