import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite-precompress';
import { chooseEncoding } from '../../src/server/static-files';
import { startBackend, type Backend } from '../support/backend';

// npm start's serving of the built front end (src/server/static-files.ts), on the real server
// process with STATIC_DIR pointing at a small build-like folder: encodings by Accept-Encoding,
// the original's Content-Type, Vary, caching by name, the router's fallback and 404s.

const INDEX = `<!doctype html><html lang="en"><head><title>Business Portal</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('the portal '.repeat(400))};\n`;
const STYLE = `body { color: #123456; }\n${'.row { margin: 0 auto; }\n'.repeat(200)}`;
// the variants carry a marker so a test can tell which file was sent, not only how it was encoded
const variants = (text: string) => ({ br: brotliCompressSync(`${text}/*br*/`), gz: gzipSync(`${text}/*gz*/`) });

let dir: string;
let backend: Backend;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), variants(INDEX).br);
  writeFileSync(join(dir, 'index.html.gz'), variants(INDEX).gz);
  writeFileSync(join(dir, 'assets/app-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/app-Ab12Cd34.js.br'), variants(SCRIPT).br);
  writeFileSync(join(dir, 'assets/app-Ab12Cd34.js.gz'), variants(SCRIPT).gz);
  // only a gzip variant: a client that takes brotli gets gzip
  writeFileSync(join(dir, 'assets/style-Ef56Gh78.css'), STYLE);
  writeFileSync(join(dir, 'assets/style-Ef56Gh78.css.gz'), variants(STYLE).gz);
  // too small to be worth compressing: no variant at all
  writeFileSync(join(dir, 'assets/tiny-Zz99Yy88.js'), 'export {};\n');
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  backend = await startBackend({ env: { STATIC_DIR: dir, PORTAL_QUIET: '1' } });
});
afterAll(async () => {
  await backend?.stop();
  backend?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${backend.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body).toString()
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body).toString()
      : r.body.toString();

describe('built assets', () => {
  it('go out as brotli to a client that takes it, with the original type, Vary and a one-year immutable cache', async () => {
    const r = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers['content-length'])).toBe(variants(SCRIPT).br.length);
    expect(decoded(r)).toBe(`${SCRIPT}/*br*/`);
  });

  it('never go out as brotli to a client that does not accept it', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0', 'BR;Q=0, *']) {
      const r = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(r.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(r), accept).toBe(`${SCRIPT}/*gz*/`);
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
    }
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', 'zstd']) {
      const r = await get('/assets/app-Ab12Cd34.js', accept === undefined ? {} : { 'accept-encoding': accept });
      expect(r.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(r.body.toString(), String(accept)).toBe(SCRIPT);
      expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      // the answer could have been encoded for another client: caches must keep them apart
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
    }
  });

  it('fall back to gzip when there is no brotli variant, and to the file when there is none', async () => {
    const css = await get('/assets/style-Ef56Gh78.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(css)).toBe(`${STYLE}/*gz*/`);
    const tiny = await get('/assets/tiny-Zz99Yy88.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['vary']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a 404 (not the page), and neither variants nor dotfiles are addressable', async () => {
    for (const path of [
      '/assets/app-Old00000.js',
      '/assets/app-Ab12Cd34.js.br',
      '/assets/app-Ab12Cd34.js.gz',
      '/.vite/manifest.json',
      '/index.html.br',
      '/assets/%2e%2e/index.html.gz',
    ]) {
      const r = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(r.body.toString()), path).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect(r.headers['cache-control'] ?? '', path).not.toContain('immutable');
    }
  });

  it('answer HEAD with the same headers and no body', async () => {
    const r = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.body.length).toBe(0);
  });
});

describe('index.html', () => {
  it('is no-cache (revalidated by ETag before each use), compressed, and the answer to every page route', async () => {
    for (const path of ['/', '/index.html', '/login', '/billing/pay-bill?open=otp', '/no/such/page']) {
      const r = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(r.headers['content-type'], path).toMatch(/^text\/html/);
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['vary'], path).toMatch(/Accept-Encoding/i);
      expect(decoded(r), path).toBe(`${INDEX}/*br*/`);
      const again = await get(path, { 'accept-encoding': 'gzip, br', 'if-none-match': String(r.headers['etag']) });
      expect(again.status, path).toBe(304);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
  });

  it('leaves the API alone: an unknown API path is still a JSON 404, not the page', async () => {
    const r = await get('/api/no-such-route', { 'accept-encoding': 'br' });
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString())).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('chooseEncoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it('takes the highest q the client gives, brotli first on a tie, and nothing refused', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0', ['br'])).toBeNull();
    expect(chooseEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('br', [])).toBeNull();
  });
});

describe('the build plugin (scripts/vite-precompress.ts)', () => {
  it('writes .br and .gz beside text files that decode to the original, and skips small files and dotfiles', async () => {
    const out = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
    try {
      mkdirSync(join(out, 'assets'));
      mkdirSync(join(out, '.vite'));
      const files = { 'index.html': INDEX, 'assets/app.js': SCRIPT, 'assets/small.js': 'export {};', '.vite/manifest.json': JSON.stringify({ big: SCRIPT }) };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
      const plugin = precompress();
      const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
      await writeBundle.call({}, { dir: out }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));
      expect(brotliDecompressSync(readFileSync(join(out, 'assets/app.js.br'))).toString()).toBe(SCRIPT);
      expect(gunzipSync(readFileSync(join(out, 'assets/app.js.gz'))).toString()).toBe(SCRIPT);
      expect(gunzipSync(readFileSync(join(out, 'index.html.gz'))).toString()).toBe(INDEX);
      expect(readdirSync(join(out, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'small.js']);
      expect(readdirSync(join(out, '.vite'))).toEqual(['manifest.json']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
