/**
 * Starts the backend for the browser tests on a temporary copy of the seed (never db.json
 * itself), in test mode, and removes the copy when Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dbFile = join(dir, 'db.json');
copyFileSync(join(root, 'db.json'), dbFile);

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_BACKEND_PORT ?? '4310', DB_FILE: dbFile, PORTAL_TEST_CONTROL: '1' },
});

const cleanUp = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
