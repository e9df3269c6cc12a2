import { readdirSync, readFileSync } from 'node:fs';

/** One message of a catalog: its source (the English) and its translation in that catalog's language. */
interface Entry {
  id: string;
  context: string | undefined;
  es: string;
}

/** A .po string value: its quoted lines joined (a long message continues on the following lines). */
function field(entry: string, name: string): string | undefined {
  const found = new RegExp(`^${name} ("[^\\n]*")((?:\\n"[^\\n]*")*)`, 'm').exec(entry);
  if (!found) return undefined;
  return [found[1]!, ...found[2]!.split('\n').filter(Boolean)].map((line) => JSON.parse(line) as string).join('');
}

function entries(locale: string): Map<string, Entry> {
  const dir = new URL(`../../../../locales/${locale}/`, import.meta.url);
  const all = new Map<string, Entry>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po')))
    for (const text of readFileSync(new URL(file, dir), 'utf8').split(/\n\s*\n/)) {
      const id = field(text, 'msgid');
      if (!id) continue;
      const context = field(text, 'msgctxt');
      all.set(`${context ?? ''}\u0004${id}`, { id, context, es: field(text, 'msgstr') ?? '' });
    }
  return all;
}

/** The words a Spanish page must not show: English sources whose Spanish differs. */
export interface EnglishSources {
  /** the whole source, where it has no placeholder */
  exact: string[];
  /** sources with placeholders, as [English pattern, Spanish pattern] (regular expressions' sources) */
  patterns: [string, string][];
}

const PLACEHOLDER = /\{[A-Za-z0-9_]+\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with plain placeholders as a pattern of the whole text; null for plurals, selects and tags. */
function pattern(message: string): string | null {
  if (/[{][^}]*[,<]|<\d+>|<\/\d+>/.test(message) || /\{[^}]*\{/.test(message)) return null;
  return `^${message.split(PLACEHOLDER).map(escape).join('.+?')}$`;
}
/** Enough letters of its own for a source with placeholders to tell English text from data. */
const ownLetters = (message: string) => message.replace(PLACEHOLDER, '').replace(/[^\p{L}]/gu, '').length;

/**
 * Every English source of locales/en/*.po whose Spanish (locales/es/*.po) differs in every context
 * it has: a message that is the same in both languages in one context ("Total", "Email") may be
 * that one on a Spanish page.
 */
export function englishSources(): EnglishSources {
  const spanishOf = new Map<string, string[]>();
  for (const { id, es } of entries('es').values()) spanishOf.set(id, [...(spanishOf.get(id) ?? []), es]);
  const byId = new Map<string, { same: boolean; es: string[] }>();
  for (const { id } of entries('en').values()) {
    const translations = spanishOf.get(id) ?? [];
    const known = byId.get(id) ?? { same: false, es: [] };
    known.same ||= translations.length === 0 || translations.some((t) => t === '' || t === id);
    known.es.push(...translations);
    byId.set(id, known);
  }
  const exact: string[] = [];
  const patterns: [string, string][] = [];
  for (const [id, { same, es: spanish }] of byId) {
    if (same) continue;
    if (!PLACEHOLDER.test(id)) {
      if (!/[<>{}]/.test(id)) exact.push(id.replace(/\s+/g, ' ').trim());
    } else if (ownLetters(id) >= 4) {
      const english = pattern(id);
      const spanishPattern = pattern(spanish[0] ?? '');
      if (english && spanishPattern) patterns.push([english, spanishPattern]);
    }
    PLACEHOLDER.lastIndex = 0;
  }
  return { exact, patterns };
}
