import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { buildServer } from '../../../scripts/build-server.mjs';
import { e2eBuildDir } from './build-dir';

/**
 * Builds the backend bundle every worker's portal runs (scripts/build-server.mjs, as `npm start`
 * does) and the front end once for every worker's portal, and removes the build after the run. When
 * `npm test` has built it already (E2E_PREBUILT: scripts/test.sh builds it while types and lint
 * run, on the core they leave idle), the run uses that build and leaves its removal to the script.
 */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  await buildServer();
  const outDir = e2eBuildDir();
  if (process.env.E2E_PREBUILT) {
    if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`E2E_PREBUILT is set but ${outDir} holds no build`);
    return undefined;
  }
  await build({ root: resolve(import.meta.dirname, '../../..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return () => rmSync(outDir, { recursive: true, force: true });
}
