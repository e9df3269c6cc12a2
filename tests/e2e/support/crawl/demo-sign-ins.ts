import { readFileSync } from 'node:fs';

/**
 * The demo sign-ins, as README.md's "Demo sign-ins" table lists them (the seed's primaries and
 * the other users of scripts/seed/accounts): a sign-in added there is crawled without a change here.
 */
export function demoSignIns(): string[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = /^## Demo sign-ins\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "Demo sign-ins" section');
  const usernames = [...section.matchAll(/^\| ([^\s|]+@[^\s|]+) \|/gm)].map((row) => row[1]!);
  if (usernames.length === 0) throw new Error('README.md "Demo sign-ins" lists no username');
  return usernames;
}
