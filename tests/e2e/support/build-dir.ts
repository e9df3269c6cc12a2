import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The front end built once for a whole browser-test run (tests/e2e/support/global-setup.ts) and
 * served by every worker's portal. Outside dist/, which `npm start` (start-command.spec) empties;
 * one directory per run, so two runs side by side do not rebuild each other's files. The
 * configuration names it in the environment, which the workers inherit.
 */
export function e2eBuildDir(): string {
  const dir = process.env.E2E_BUILD_DIR;
  if (!dir) throw new Error('E2E_BUILD_DIR is not set: run the browser tests through playwright.config.ts');
  return resolve(root, dir);
}
