import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Code, tests, scripts and configs say the rule they keep (a spec section, the behaviour), never a
// ticket number: a reader of the repository has no tracker to look it up in. The README and docs/
// speak of the product in prose and are kept true by their own tests; the catalogs are generated.
const root = new URL('../../', import.meta.url);
const TRACKED = ['src', 'machines', 'tests', 'scripts', '.ci', '*.ts', '*.js', '*.mjs', '*.json', '*.html'];
// Built from parts so that this file does not name what it looks for.
const TICKET = new RegExp(['\\bissues?', '\\s*#?\\d'].join(''), 'i');

const trackedFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--', ...TRACKED], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && !path.endsWith('.po'));

describe('tracked code names no ticket', () => {
  it('finds the code it reads', () => {
    const files = trackedFiles();
    expect(files).toContain('package.json');
    expect(files.some((path) => path.startsWith('src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('machines/'))).toBe(true);
    expect(files.some((path) => path.startsWith('tests/'))).toBe(true);
  });

  it('has no "issue N" in code, tests, scripts or configs', () => {
    const hits: string[] = [];
    for (const path of trackedFiles()) {
      const lines = readFileSync(new URL(path, root), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (TICKET.test(line)) hits.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
