import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, so the server (src/server/static-files.ts) sends the smallest encoding the client
 * accepts without compressing per request. A variant no smaller than its original is not written.
 * Dotfiles (.vite/manifest.json) are never served and are skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.split('/').some((part) => part.startsWith('.')));
      await Promise.all(files.map((name) => compressFile(join(dir, name))));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  if ((await stat(path)).size < MIN_BYTES) return;
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  const writes: Promise<void>[] = [];
  if (br.length < source.length) writes.push(writeFile(`${path}.br`, br));
  if (gzipped.length < source.length) writes.push(writeFile(`${path}.gz`, gzipped));
  await Promise.all(writes);
}
