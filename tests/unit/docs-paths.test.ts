import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/ name files and commands a reader will open and run: every repository path
 * they name in backticks must be on disk (a glob must match something), and every `npm run X` or
 * `npm X` they show must be a script of package.json (or npm's own command). A doc that names a
 * file since moved or a script since renamed fails here, not in a newcomer's terminal.
 */

const root = new URL('../../', import.meta.url).pathname;

/** Folders that are generated, installed or kept out of the repository: a doc may name what they hold. */
const OUTSIDE = ['node_modules', '.git', 'dist', 'build', '.e2e-build', 'coverage', 'test-results', 'playwright-report', 'scratch', '.data'];

/** Extensions that make a bare name a file of the repository. */
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|po|sh|graphql|html|css|yml|yaml)$/;

/** npm's own commands, which need no script. */
const NPM_COMMANDS = new Set(['ci', 'install', 'exec', 'run']);

function walk(dir: string, found: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (OUTSIDE.includes(entry.name)) continue;
    const path = join(dir, entry.name);
    found.push(`${relative(root, path)}${entry.isDirectory() ? '/' : ''}`);
    if (entry.isDirectory()) walk(path, found);
  }
  return found;
}
const files = walk(root, []);
const topLevel = new Set(readdirSync(root).filter((name) => !OUTSIDE.includes(name)));
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

const docs = ['README.md', ...files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))];

/** The text a doc shows as code: backticked spans and fenced blocks. */
function codeOf(markdown: string): { spans: string[]; blocks: string[] } {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return { spans, blocks };
}

/** A repository path a span names, as a glob (`<name>` stands for any part), or null for anything else. */
export function pathIn(span: string): string | null {
  const text = span.replace(/[.,:;)]+$/, '');
  // commands, code, URLs and routes (/billing, /__control/reset) are not files of the repository
  if (/\s|:\/\/|^[/@.~$-]|[?=(){}"'|]/.test(text)) return null;
  const glob = text.replace(/<[^>]+>/g, '*');
  const first = glob.split('/')[0]!;
  if (OUTSIDE.includes(first.replace(/\/$/, ''))) return null;
  if (topLevel.has(first) && glob !== first) return glob;
  if (EXTENSIONS.test(glob)) return glob;
  if (topLevel.has(first)) return glob;
  // a/b without a known extension outside the repository's folders: a package specifier (zod/mini)
  return null;
}

// A glob as a regex: two stars and a slash are any folders (or none), two stars anything, one star
// anything within one folder.
function globRegex(glob: string): RegExp {
  const parts = glob.split(/(\*\*\/|\*\*|\*)/).map((part) => {
    if (part === '**/') return '(.*/)?';
    if (part === '**') return '.*';
    if (part === '*') return '[^/]*';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}/?$`);
}

/** Whether a path or glob names something on disk: from the root, or a bare file name anywhere. */
export function onDisk(glob: string): boolean {
  if (!glob.includes('*') && existsSync(join(root, glob))) return true;
  const pattern = globRegex(glob.replace(/\/$/, ''));
  if (files.some((f) => pattern.test(f))) return true;
  // a bare name (`draft.ts`, `payment.spec.ts`) names a file the text around it places
  return !glob.includes('/') && files.some((f) => pattern.test(basename(f)));
}

/** The repository paths a doc's links lead to (`[text](path#part)`), from the doc's folder; web links left out. */
function linksOf(doc: string, markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
    .map((target) => normalize(join(dirname(doc), target)));
}

/** The npm commands a piece of code shows: `npm run X` as X, `npm X` as X. */
export function npmCommandsIn(code: string): string[] {
  return [...code.matchAll(/\bnpm (?:run (?:--silent )?)?([a-z][\w:.-]*)/g)].map((m) => m[1]!);
}

const knownCommand = (name: string) => NPM_COMMANDS.has(name) || Object.hasOwn(scripts, name);

describe('paths and commands named in README.md and docs/', () => {
  it('reads README.md and the docs', () => {
    expect(docs).toContain('README.md');
    expect(docs.filter((d) => d.startsWith('docs/')).length).toBeGreaterThan(5);
  });

  it('tells paths from what is not one', () => {
    expect(pathIn('src/server/store/draft.ts')).toBe('src/server/store/draft.ts');
    expect(pathIn('machines/<flow>.ts')).toBe('machines/*.ts');
    expect(pathIn('draft.ts')).toBe('draft.ts');
    expect(pathIn('zod/mini')).toBeNull();
    expect(pathIn('/billing/pay-bill?open=otp')).toBeNull();
    expect(pathIn('POST /__control/reset')).toBeNull();
    expect(pathIn('build/server/main.mjs')).toBeNull();
    expect(onDisk('src/server/store/draft.ts')).toBe(true);
    expect(onDisk('locales/*/*.po')).toBe(true);
    expect(onDisk('machines/**/*.test.ts')).toBe(true);
    expect(onDisk('src/server/store/drafts.ts')).toBe(false);
    expect(onDisk('no-such-file.ts')).toBe(false);
    expect(npmCommandsIn('npm ci && npm start; npm run paths -- --summary')).toEqual(['ci', 'start', 'paths']);
    expect(knownCommand('paths')).toBe(true);
    expect(knownCommand('pathz')).toBe(false);
    expect(linksOf('docs/a.md', '[x](b.md#part) [y](../README.md) [z](https://example.com/)')).toEqual(['docs/b.md', 'README.md']);
  });

  for (const doc of docs) {
    const markdown = readFileSync(join(root, doc), 'utf8');
    const { spans, blocks } = codeOf(markdown);
    it(`${doc}: every path it names exists`, () => {
      const missing = spans.map(pathIn).filter((glob): glob is string => glob !== null && !onDisk(glob));
      expect(missing, `${doc} names what is not on disk`).toEqual([]);
    });
    it(`${doc}: every link to a file of the repository leads to one`, () => {
      const broken = linksOf(doc, markdown).filter((target) => !existsSync(join(root, target)));
      expect(broken, `${doc} links to what is not on disk`).toEqual([]);
    });
    it(`${doc}: every npm command it shows is a script of package.json`, () => {
      const unknown = [...spans, ...blocks].flatMap(npmCommandsIn).filter((name) => !knownCommand(name));
      expect(unknown, `${doc} shows npm commands package.json does not have`).toEqual([]);
    });
  }
});
