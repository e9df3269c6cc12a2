import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SESSION_MARKER_COOKIE } from '../src/api/early-session-probe.ts';
import { initialLocale, LOCALE_STORAGE_KEY, LOCALES } from '../src/i18n/initial-locale.ts';
import { areaCatalog, FIRST_VISITS, portalCatalog } from './first-visits.ts';

/** What index.html's script preloads for one page: its path as a pattern, and the files by language. */
export interface PagePreloads {
  pattern: string;
  signedIn: boolean;
  files: string[];
  words: Record<string, string[]>;
}

/** Marks the links the script adds (tests/e2e/first-visit-preloads.spec.ts tells them from Vite's own). */
export const FIRST_VISIT_ATTRIBUTE = 'data-first-visit';

/**
 * Writes into index.html's head a script that starts, as the page is parsed, the downloads the
 * page being opened will ask for once the entry has run: its lazy code with that code's imports,
 * and its words in the language the app will pick. Without it each lazy import is found
 * only when the code before it has arrived and run: on a phone's network, one round trip and
 * download after another (the signed-in summary waited for six). Vite's own modulepreload links
 * cover only the entry's static imports.
 *
 * The pages and what they load are scripts/first-visits.ts; the files come from the build's
 * chunks, so the hashes are always the build's. The language is the app's own rule
 * (src/i18n/initial-locale.ts, run from its source), signed in is the session probe's marker
 * cookie (scripts/vite-early-probe.ts).
 */
export function firstVisitPreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal-first-visit-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const script = `<script>${preloadScript(pagePreloads(ctx.bundle, root), base)}</script>`;
        // Right after the charset, which must come in the first 1024 bytes, and before the
        // stylesheet's link: a classic script after it waits for the stylesheet to arrive.
        const charset = /<meta charset="UTF-8" \/>/;
        if (!charset.test(html)) throw new Error('first-visit preloads: index.html has no <meta charset="UTF-8" /> to follow');
        return html.replace(charset, (tag) => `${tag}\n    ${script}`);
      },
    },
  };
}

/** Each page of scripts/first-visits.ts with the built files it loads beyond the entry's. */
export function pagePreloads(bundle: Rollup.OutputBundle, root: string): PagePreloads[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [relative(root, c.facadeModuleId!), c]));
  const closure = (start: Rollup.OutputChunk[], into = new Set<string>()) => {
    const visit = (chunk: Rollup.OutputChunk) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      chunk.imports.forEach((name) => visit(byName.get(name)!));
    };
    start.forEach(visit);
    return into;
  };
  const chunkOf = (source: string) => {
    const chunk = bySource.get(source);
    if (!chunk) throw new Error(`first-visit preloads: ${source} is not a chunk of the build (renamed, or no longer loaded lazily?)`);
    return chunk;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const beyond = (files: Set<string>, loaded: Set<string>) => [...files].filter((file) => !loaded.has(file));
  return Object.entries(FIRST_VISITS).map(([path, visit]) => {
    const files = beyond(closure([...visit.page, ...(visit.withData?.page ?? [])].map(chunkOf)), entry);
    const areas = [...visit.areas, ...(visit.withData?.areas ?? [])];
    const words = Object.fromEntries(
      LOCALES.map((locale) => {
        const catalogs = [portalCatalog(locale), ...areas.map((area) => areaCatalog(locale, area))].map(chunkOf);
        return [locale, beyond(closure(catalogs), new Set([...entry, ...files]))];
      }),
    );
    return { pattern: pathPattern(path), signedIn: visit.signedIn, files, words };
  });
}

/** A route path as a pattern of the address's path: `$name` stands for one segment; a trailing slash is allowed. */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * The script: the first page whose pattern matches the address and whose sign-in state is the
 * visitor's gets a `<link rel="modulepreload">` per file. Plain ES2022, no imports: it runs
 * before anything else has loaded.
 */
export function preloadScript(pages: PagePreloads[], base: string): string {
  const marker = new RegExp(`(?:^|;\\s*)${SESSION_MARKER_COOKIE}=`).source;
  return [
    '{',
    `const LOCALES = ${JSON.stringify(LOCALES)}, LOCALE_STORAGE_KEY = ${JSON.stringify(LOCALE_STORAGE_KEY)};`,
    `const locale = (${initialLocale.toString()})();`,
    `const signedIn = /${marker}/.test(document.cookie);`,
    `const page = ${JSON.stringify(pages)}.find((p) => p.signedIn === signedIn && new RegExp(p.pattern).test(location.pathname));`,
    'if (page) for (const file of [...page.files, ...page.words[locale]]) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    `  link.href = ${JSON.stringify(base)} + file;`,
    `  link.setAttribute(${JSON.stringify(FIRST_VISIT_ATTRIBUTE)}, '');`,
    '  document.head.appendChild(link);',
    '}',
    '}',
  ].join('\n');
}
