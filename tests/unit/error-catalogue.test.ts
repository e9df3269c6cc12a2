import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The error catalogue (docs/errors.md): every situation of spec billing §8 with what the
// user sees, where it is handled and the test that reaches it. The spec is not in the repository,
// so its situations are copied here, in its order and words.
const SECTION_8 = [
  'Payment info unavailable',
  'Bill pay unavailable (dependency failure)',
  'Payment cannot be processed',
  'Request cannot be completed (CVV authentication failure)',
  'Auto Pay enrollment fails',
  'Auto Pay cancel fails',
  'Auto Pay method update fails',
  'Auto Pay date change fails',
  'Auto Pay date unavailable (would be late)',
  'Scheduled payment cancel fails',
  'Payment method save fails',
  'Payment method delete fails',
  'Deleting the current Auto Pay method',
  'Payment methods unavailable',
  'Paperless enrollment fails',
  'Statement unavailable',
  'Printable statement unavailable',
  'Statement saved',
  'Transactions fail to load',
  'Billing or mobile billing info fails to load',
  'Card cannot be verified or added',
  'Payment method cannot be verified',
  'Online banking connection fails',
  'Voice statement details',
];

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Row {
  situation: string;
  messages: string[];
  handledIn: string[];
  tests: { file: string; title: string }[];
}

/** The rows of the catalogue's table, the first of the doc, up to the next heading. */
function catalogueRows(doc: string): Row[] {
  const start = doc.indexOf('\n| Situation');
  const end = doc.indexOf('\n## ', start + 1);
  const lines = doc.slice(start, end === -1 ? undefined : end).split('\n');
  return lines
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Situation') && !line.startsWith('|---'))
    .map((line) => {
      const [situation = '', seen = '', handled = '', reached = ''] = line.slice(2, -2).split(' | ');
      return {
        situation,
        messages: [...seen.matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
        handledIn: [...handled.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
        tests: [...reached.matchAll(/`([^`]+)` "([^"]+)"/g)].map((m) => ({ file: m[1]!, title: m[2]! })),
      };
    });
}

/** msgid → msgstr of every catalogue of a language (single-line entries, as Lingui writes ours). */
function catalogue(lang: 'en' | 'es'): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(new URL(`locales/${lang}/`, root)).filter((f) => f.endsWith('.po'))) {
    for (const m of read(`locales/${lang}/${file}`).matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
      if (m[1] && !entries.get(m[1])) entries.set(m[1].replace(/\\"/g, '"'), m[2]!);
    }
  }
  return entries;
}

const rows = catalogueRows(read('docs/errors.md'));
const en = catalogue('en');
const es = catalogue('es');

/** The msgid a listed message is: itself, or the one it starts ("…" ends a shortened one). */
function msgidOf(message: string): string | undefined {
  if (!message.endsWith('…')) return en.has(message) ? message : undefined;
  const start = message.slice(0, -1);
  return [...en.keys()].find((id) => id.startsWith(start));
}

describe('the error catalogue of docs/errors.md (spec billing §8)', () => {
  it('lists every §8 situation once, and nothing else', () => {
    expect(rows.map((r) => r.situation)).toEqual(SECTION_8);
  });

  for (const row of rows) {
    describe(row.situation, () => {
      it('names what the user sees: an English msgid with a Spanish translation', () => {
        expect(row.messages.length).toBeGreaterThan(0);
        for (const message of row.messages) {
          const id = msgidOf(message);
          expect(id, `"${message}" is not a msgid of locales/en`).toBeDefined();
          expect(es.get(id!), `"${id}" has no Spanish msgstr`).toBeTruthy();
        }
      });

      it('names the file that handles it, which says the message', () => {
        expect(row.handledIn.length).toBeGreaterThan(0);
        for (const file of row.handledIn) expect(existsSync(new URL(file, root)), file).toBe(true);
        const sources = row.handledIn.map(read).join('\n');
        // at least one message is written in a file named (others may come from shared parts)
        const said = row.messages.some((message) => sources.includes(message.replace(/…$/, '').slice(0, 40)));
        expect(said, `none of ${JSON.stringify(row.messages)} is in ${row.handledIn.join(', ')}`).toBe(true);
      });

      it('names a test that reaches it, whose title is in its file', () => {
        expect(row.tests.length).toBeGreaterThan(0);
        for (const { file, title } of row.tests) {
          expect(existsSync(new URL(file, root)), file).toBe(true);
          expect(read(file), `${file} has no test "${title}"`).toContain(title);
        }
      });
    });
  }
});
