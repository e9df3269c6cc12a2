import type { Locator, Page } from '@playwright/test';
import { expect, signIn, signInCall } from './fixtures';
import { LOCALE_STORAGE_KEY } from '../../../src/i18n/initial-locale';

export type Lang = 'en' | 'es';
export const LANGS: Lang[] = ['en', 'es'];

/** Money as the page shows it in that language (es-US also writes $1,234.56). */
export const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Signs in (the sign-in page is English) and, for Spanish, switches with the header's language switch. */
export async function signInWithLanguage(page: Page, username: string, lang: Lang): Promise<void> {
  await signIn(page, username);
  if (lang === 'es') {
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de cuenta');
  }
}

/**
 * Signed in as `username`, in `lang`, with no page loaded yet: the next `goto` opens the page the
 * test is about, straight in that language. The language is the one the header's switch keeps in
 * the browser (src/i18n/locale.ts), as a returning Spanish-speaking user has it; set before the
 * first page's scripts run, and only while nothing has chosen another (a test may still switch).
 */
export async function signedIn(page: Page, username: string, lang: Lang): Promise<void> {
  await signInCall(page, username);
  if (lang === 'es')
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, 'es');
    }, LOCALE_STORAGE_KEY);
}

/** A spec's sign-in that hands back its words (one table per language) in the language it signed in with; no page loaded yet (`signedIn`). */
export const signInWithWords =
  <W>(words: Record<Lang, W>) =>
  async (page: Page, username: string, lang: Lang): Promise<W> => {
    await signedIn(page, username, lang);
    return words[lang];
  };

/** Signs in as `username` in `lang` and opens `path` (no stop at the summary on the way). */
export async function signInAt(page: Page, username: string, path: string, lang: Lang = 'en'): Promise<void> {
  await signedIn(page, username, lang);
  await page.goto(path);
}

/**
 * Signs in as `username` in `lang` and opens `path`, a page whose heading is `title`; once its
 * flow's card (`cardTestId`) shows `state` (its data-state), the card.
 */
export async function openFlowCard(
  page: Page,
  lang: Lang,
  where: { username: string; path: string; title: string; cardTestId: string; state: string },
): Promise<Locator> {
  await signInAt(page, where.username, where.path, lang);
  await expect(page.getByRole('heading', { level: 1, name: where.title })).toBeVisible();
  const card = page.getByTestId(where.cardTestId);
  await expect(card).toHaveAttribute('data-state', JSON.stringify(where.state));
  return card;
}
