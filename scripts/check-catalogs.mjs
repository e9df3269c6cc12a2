// The catalogs' check of npm test: every message of the code is in locales/*/*.po, none is left
// over, and every one has its Spanish (lingui compile --strict). The tracked catalogs are not
// written: the extraction and the compilation run on a copy in a temporary folder
// (LINGUI_CATALOGS_DIR, read by lingui.config.ts), which is then compared with them. Where a
// message differs only in where the code holds it (the `#:` lines), the catalog is current.
// `npm run i18n:compile` is what brings them up to date.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCALES = 'locales';
const copy = mkdtempSync(join(tmpdir(), 'catalogs-'));

/** A catalog as it matters to the app: its messages and translations, not the code's line numbers or the date it was written. */
const meaning = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#:') && !line.startsWith('"POT-Creation-Date:'))
    .join('\n');

function lingui(...args) {
  const run = spawnSync('npx', ['lingui', ...args], { env: { ...process.env, LINGUI_CATALOGS_DIR: copy }, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

function catalogs(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(join(dir, locale.name))
        .filter((file) => file.endsWith('.po'))
        .map((file) => join(locale.name, file)),
    );
}

let failed = false;
try {
  cpSync(LOCALES, copy, { recursive: true });
  const extracted = lingui('extract', '--clean');
  if (!extracted.ok) {
    console.error(extracted.output);
    throw new Error('lingui extract failed');
  }
  const tracked = new Set(catalogs(LOCALES));
  const current = new Set(catalogs(copy));
  const stale = [...new Set([...tracked, ...current])].filter(
    (file) =>
      !tracked.has(file) || !current.has(file) || meaning(readFileSync(join(LOCALES, file), 'utf8')) !== meaning(readFileSync(join(copy, file), 'utf8')),
  );
  if (stale.length > 0) {
    failed = true;
    console.error(`The catalogs are not current with the code (a message added, changed or removed): ${stale.join(', ')}`);
    for (const file of stale) {
      if (!tracked.has(file) || !current.has(file)) continue;
      const was = meaning(readFileSync(join(LOCALES, file), 'utf8')).split('\n');
      const is = meaning(readFileSync(join(copy, file), 'utf8')).split('\n');
      const message = (line) => /^(msgid|msgstr|msgctxt|#\.)/.test(line);
      console.error(`${join(LOCALES, file)} (- as tracked, + as the code says):`);
      console.error(
        [
          ...was.filter((line) => message(line) && !is.includes(line)).map((line) => `-${line}`),
          ...is.filter((line) => message(line) && !was.includes(line)).map((line) => `+${line}`),
        ].join('\n'),
      );
    }
    console.error('Run `npm run i18n:compile`, then give each new message its Spanish in locales/es.');
  }
  const compiled = lingui('compile', '--strict', '--verbose');
  if (!compiled.ok) {
    failed = true;
    // the compiled files' list says nothing here: the missing messages follow it
    console.error(
      compiled.output
        .split('\n')
        .filter((line) => !line.includes('⇒'))
        .join('\n'),
    );
    console.error('A message has no Spanish translation (above): write it in locales/es/<catalog>.po.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('catalogs: complete and current');
