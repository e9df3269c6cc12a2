// The backend as one JavaScript file: src/server/main.ts and the project's own modules bundled by
// esbuild into build/server/main.mjs, the npm packages left as imports (node loads them from
// node_modules as before). `npm start`, `npm run backend`, the server tests and the browser tests
// all run this file, built anew from the sources each time (~0.3 s).
//
// Why: running the TypeScript through tsx's loader cost each start ~1.4 s of CPU more (the loader's
// thread, resolving and transforming ~150 modules one by one), and the tests start the backend
// ~70 times.
//
// Usage: `node scripts/build-server.mjs` (`npm run build:server`), or `buildServer()` from code.
import { copyFileSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '..');
/**
 * Two folders below the root, as src/server/main.ts is: the paths the server takes from its own
 * place (`new URL('../..', import.meta.url)` for the project root) come out the same.
 */
export const SERVER_DIR = join(ROOT, 'build/server');
export const SERVER_BUNDLE = join(SERVER_DIR, 'main.mjs');

/**
 * Builds build/server/main.mjs and copies the GraphQL schema files beside it (the handler reads
 * them next to itself). Each file is written under a temporary name and renamed into place, so a
 * server starting while another run builds reads either the old file or the new one, never half.
 */
export async function buildServer() {
  mkdirSync(SERVER_DIR, { recursive: true });
  const result = await build({
    entryPoints: [join(ROOT, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_BUNDLE,
    write: false,
    logLevel: 'warning',
  });
  const unique = `${process.pid}-${Date.now()}`;
  const place = (path, write) => {
    const temporary = `${path}.${unique}.tmp`;
    write(temporary);
    renameSync(temporary, path);
  };
  const graphqlDir = join(ROOT, 'src/server/graphql');
  for (const file of readdirSync(graphqlDir).filter((name) => name.endsWith('.graphql'))) {
    place(join(SERVER_DIR, file), (temporary) => copyFileSync(join(graphqlDir, file), temporary));
  }
  for (const output of result.outputFiles) place(output.path, (temporary) => writeFileSync(temporary, output.contents));
  return SERVER_BUNDLE;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await buildServer();
}
