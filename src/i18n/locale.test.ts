import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, LOCALES } from './locale';

// lingui.config.ts writes one catalog per area; `withArea` finds an area's words by its name: the
// two lists must name the same catalogs, or a page would load no words (or a catalog none loads).
const LOADED_OTHERWISE = ['messages', 'explorer']; // the portal's own catalog, and the explorer's (bundled with it)

describe('area catalogs', () => {
  it.each(LOCALES)('every catalog of locales/%s is an area, and every area has its catalog', (locale) => {
    const catalogs = readdirSync(new URL(`../../locales/${locale}/`, import.meta.url))
      .filter((file) => file.endsWith('.po'))
      .map((file) => file.slice(0, -'.po'.length))
      .filter((name) => !LOADED_OTHERWISE.includes(name));
    expect([...catalogs].sort()).toEqual([...AREAS].sort());
  });
});

// Every catalog a page loads is merged into the one set of messages of its language (`withArea`,
// the explorer's own merge), and a message's id is its text and context: one message with two
// translations in two catalogs shows whichever was loaded last (the statements' "Change", the
// noun "Cambio", read "Cambiar" once the profile's button was loaded). A word that means two
// things (a noun and a verb, a service and a phone type) takes a context of its own.
/** A .po file's entries (blocks apart by a blank line): context, id and translation, each field's quoted lines joined. */
function poEntries(text: string): { msgctxt: string | null; msgid: string; msgstr: string }[] {
  return text.split(/\n\s*\n/).flatMap((block) => {
    const fields: Record<string, string> = {};
    let field: string | null = null;
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) fields[(field = start[1]!)] = JSON.parse(start[2]!) as string;
      else if (line.startsWith('"') && field) fields[field] += JSON.parse(line) as string;
    }
    return fields.msgid ? [{ msgctxt: fields.msgctxt ?? null, msgid: fields.msgid, msgstr: fields.msgstr ?? '' }] : [];
  });
}

describe('merged catalogs', () => {
  it.each(LOCALES)('give each message of locales/%s one translation', (locale) => {
    const seen = new Map<string, { catalog: string; text: string }>();
    const clashes: string[] = [];
    const dir = new URL(`../../locales/${locale}/`, import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      for (const item of poEntries(readFileSync(new URL(file, dir), 'utf8'))) {
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const text = item.msgstr;
        const first = seen.get(key);
        if (!first) seen.set(key, { catalog: file, text });
        else if (first.text !== text)
          clashes.push(`"${item.msgid}"${item.msgctxt ? ` (${item.msgctxt})` : ''}: ${first.catalog} "${first.text}", ${file} "${text}"`);
      }
    }
    expect(clashes).toEqual([]);
  });
});
