import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const root = new URL('../../', import.meta.url);

/**
 * A Lingui instance with an area's catalog (locales/<locale>/<area>.po) as the portal ships it, the
 * messages compiled as they are read: a unit test of composed text reads the real translations,
 * not words of its own.
 */
export async function catalogI18n(locale: 'en' | 'es', area: string): Promise<I18n> {
  const file = `locales/${locale}/${area}.po`;
  const catalog = await formatter().parse(readFileSync(new URL(file, root), 'utf8'), { locale, sourceLocale: 'en', filename: file });
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]));
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, messages);
  i18n.activate(locale);
  return i18n;
}
