/**
 * One portal per Playwright worker: the backend (build/server/main.mjs, the bundle of
 * src/server/main.ts that `npm start` runs, built by global-setup.ts) on a
 * temporary copy of the seed, in test mode, serving the shared test build beside the API. Each
 * worker resets, freezes the clock of and arms faults in its own store, so workers run side by
 * side without seeing one another's writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_BUNDLE } from '../../../scripts/build-server.mjs';
import { e2eBuildDir } from './build-dir';

const root = resolve(import.meta.dirname, '../../..');

export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/** The address of this worker's portal, once started: read by the test controls and store reads. */
let current: string | null = null;
function portalUrl(): string {
  if (!current) throw new Error('No portal started in this worker: use the fixtures of tests/e2e/support/fixtures.ts');
  return current;
}

/**
 * A request to this worker's test controls (`/__control/...`, docs/backend.md), on a connection
 * of its own. Node's fetch keeps connections alive, and a test worker can block its event loop
 * for longer than the server keeps an idle connection (generating every flow's paths in a
 * `beforeAll` takes seconds on a busy machine): the next request then went out on a socket the
 * server had just closed, and failed with "fetch failed" before any test step ran.
 */
export async function control(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Response> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  return fetch(`${portalUrl()}/__control${path}`, {
    method,
    headers: { Connection: 'close', ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
  });
}

export async function startPortal(): Promise<PortalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const dbFile = join(dir, 'db.json');
  copyFileSync(join(root, 'db.json'), dbFile);
  // PORT 0: the system picks a free port, read back from the server's first line
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // quiet: no request log (its lines would only fill the pipe)
    env: { ...process.env, PORT: '0', DB_FILE: dbFile, STATIC_DIR: e2eBuildDir(), PORTAL_TEST_CONTROL: '1', PORTAL_QUIET: '1' },
  });
  let log = '';
  const url = await new Promise<string>((done, fail) => {
    const listening = /Portal backend listening on (http:\/\/\S+)/;
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = listening.exec(log);
      if (!found) return;
      child.stdout!.off('data', read).resume();
      child.stderr!.off('data', read).pipe(process.stderr);
      done(found[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`The test portal exited with ${code} before listening:\n${log}`)));
  });
  current = url;
  return { url, stop: () => stop(child, dir) };
}

async function stop(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
  current = null;
}
