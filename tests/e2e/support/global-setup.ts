import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { e2eBuildDir } from './build-dir';

/** Builds the front end once for every worker's portal, and removes the build after the run. */
export default async function globalSetup(): Promise<() => void> {
  const outDir = e2eBuildDir();
  await build({ root: resolve(import.meta.dirname, '../../..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return () => rmSync(outDir, { recursive: true, force: true });
}
