import { readFileSync } from 'node:fs';

/** A demo sign-in: its username and its role in its account (PRIMARY, ADMIN, BILLING, STANDARD). */
export interface DemoSignIn {
  username: string;
  role: string;
}

/**
 * The demo sign-ins, as README.md's "Demo sign-ins" table lists them (the seed's primaries and
 * the other users of scripts/seed/accounts): a sign-in added there is crawled without a change here.
 */
export function demoSignIns(): DemoSignIn[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = /^## Demo sign-ins\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "Demo sign-ins" section');
  const signIns = [...section.matchAll(/^\| ([^\s|]+@[^\s|]+) \| ([A-Z]+) \|/gm)].map((row) => ({ username: row[1]!, role: row[2]! }));
  if (signIns.length === 0) throw new Error('README.md "Demo sign-ins" lists no username with its role');
  return signIns;
}
