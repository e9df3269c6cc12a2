import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_BUNDLE } from '../../scripts/build-server.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SEED = join(ROOT, 'db.json');

export interface Backend {
  url: string;
  dbFile: string;
  dir: string;
  process: ChildProcess;
  /** everything the server printed, stdout and stderr */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  cleanup: () => void;
}

export interface StartOptions {
  testMode?: boolean;
  /** run on this store file instead of a fresh temporary copy of the seed */
  dbFile?: string;
  /** the seed to copy and to reset to, instead of db.json (`seedWithoutTrail`) */
  seedFile?: string;
  env?: Record<string, string>;
}

/**
 * Starts the backend on a free port, on a temporary copy of the seed unless told otherwise: the
 * bundle of `src/server/main.ts` that `npm run backend` runs (build/server/main.mjs, built by the
 * vitest global setup tests/support/build-server.ts).
 */
export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-backend-'));
  const dbFile = options.dbFile ?? join(dir, 'db.json');
  const seed = options.seedFile ?? SEED;
  if (!options.dbFile) copyFileSync(seed, dbFile);
  // node itself, no wrapper between: a kill -9 must hit the server (the tsx CLI, say, would run it
  // in a grandchild and leave it running).
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DB_FILE: dbFile,
      SEED_FILE: seed,
      PORTAL_TEST_CONTROL: options.testMode === false ? '0' : '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const url = await new Promise<string>((done, fail) => {
    // a server that did not start in time is stopped: left running, it would never be (no test holds it)
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`backend did not start:\n${output}`));
    }, 20_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new StartFailed(code, output));
    });
  });

  return {
    url,
    dbFile,
    dir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A copy of the seed with an empty audit trail, for the tests about the entries writes leave: the
 * seed's own entries tell its accounts' story (tests/unit/seed-story.test.ts), and these tests
 * count and page through only what their writes add.
 */
export function seedWithoutTrail(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-seed-')), 'db.json');
  writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(SEED, 'utf8')) as object), auditEntries: [] }, null, 2));
  return file;
}

/**
 * Everything the store keeps on disk, as text: the snapshot `dbFile` and its journal
 * (`<dbFile>.journal`, src/server/store/journal.ts), where a running server's writes go until the
 * next compaction. For "a refused request changed nothing on disk" (the text is the same before
 * and after) and "no card number is stored" (it is in neither file).
 */
export function storeOnDisk(dbFile: string): string {
  const journal = `${dbFile}.journal`;
  return readFileSync(dbFile, 'utf8') + (existsSync(journal) ? `\n--- journal ---\n${readFileSync(journal, 'utf8')}` : '');
}

export class StartFailed extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`backend exited with ${code}: ${output}`);
  }
}
