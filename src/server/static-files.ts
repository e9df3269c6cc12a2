import { existsSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response, Router } from 'express';
import { ApiError } from './errors';

/**
 * npm start: the built front end beside the API, in one process.
 *
 * - Precompressed variants: the build writes `<file>.br` and `<file>.gz` beside each text asset
 *   (scripts/vite-precompress.ts); the one the client accepts is sent with its Content-Encoding,
 *   the original's Content-Type and `Vary: Accept-Encoding`. Nothing is compressed per request.
 * - Caching: files under /assets carry a content hash in their name, so they never change:
 *   one year, immutable. Everything else (index.html above all, which names the current
 *   hashes) is `no-cache`: the browser keeps it but asks (ETag) before each use.
 * - Unknown paths without an extension are pages of the client-side router: index.html.
 *   A missing file (an asset of an older build) is a 404, not the page: HTML served as a script
 *   only hides the cause.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Precompressed encodings, the preferred first; the suffix the build gives each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function serveBuiltApp(app: Router, dir: string): void {
  // sendFile refuses relative paths (with a 500 on every page): the caller resolves them
  if (!isAbsolute(dir)) throw new Error(`The front end directory must be an absolute path, not ${dir}`);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No built front end in ${dir}: run npm run build`);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileFor(dir, req.path);
    if (file === 'refused') return next(new ApiError('NOT_FOUND', 'No such file'));
    if (file) return sendVariant(req, res, next, file, req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // Page routes have no extension: the router's page. Anything else that is not there is a 404.
    if (/\.[a-z0-9]+$/i.test(req.path)) return next(new ApiError('NOT_FOUND', 'No such file'));
    sendVariant(req, res, next, join(dir, 'index.html'), REVALIDATE);
  });
}

/**
 * The file a URL path names inside `dir`, null when there is none, 'refused' for what is never
 * served: paths that climb out, dotfiles (.vite/manifest.json), and the precompressed variants
 * themselves (they are only ever sent as an encoding of their original).
 */
function fileFor(dir: string, urlPath: string): string | null | 'refused' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return 'refused';
  }
  if (decoded.includes('\0')) return 'refused';
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.split(/[/\\]/).some((part) => part === '..' || part.startsWith('.'))) return 'refused';
  if (ENCODINGS.some((e) => relative.endsWith(e.suffix))) return 'refused';
  if (relative === '' || relative === 'index.html') return relative === '' ? null : join(dir, 'index.html');
  const file = join(dir, relative);
  if (!file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return 'refused';
  return isFile(file) ? file : null;
}

function sendVariant(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) {
  const available = ENCODINGS.filter((e) => isFile(file + e.suffix));
  const chosen = chooseEncoding(
    req.headers['accept-encoding'],
    available.map((e) => e.name),
  );
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  // Vary whenever the answer could have differed, identity included, so no cache hands one
  // client's encoding to another.
  if (available.length > 0) headers['Vary'] = 'Accept-Encoding';
  if (chosen) headers['Content-Encoding'] = chosen;
  // the original's type: send would name a .br file application/octet-stream
  res.type(extname(file) || 'html');
  const suffix = ENCODINGS.find((e) => e.name === chosen)?.suffix ?? '';
  res.sendFile(file + suffix, { headers, cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The preferred of `available` encodings the Accept-Encoding header allows (RFC 9110 §12.5.3):
 * a listed coding with q > 0, or `*` with q > 0 for one not listed; `q=0` refuses. The highest q
 * wins, brotli before gzip on a tie. null: send the file as it is.
 */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | null {
  if (!header || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { name: string; q: number } | null = null;
  for (const name of available) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { name, q };
  }
  return best?.name ?? null;
}
