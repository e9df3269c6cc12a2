import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The certificate of the portal's HTTPS side (src/server/listen.ts), from the environment:
 *
 * - `TLS_CERT` and `TLS_KEY`: PEM files of a real certificate (a company CA's, a public one, or
 *   mkcert's for a browser that trusts it). What a deployment sets.
 * - `TLS_SELF_SIGNED=1` (npm start sets it): a self-signed certificate for localhost, 127.0.0.1
 *   and ::1, made once with the system's `openssl` and kept in `dir` (build/tls), made anew when
 *   it is missing or expires within a day. A browser warns about it before the first page; the
 *   plain `http://` address on the same port needs no certificate.
 * - neither: no HTTPS side (npm run backend and the tests' servers speak plain HTTP only).
 *
 * null with a reason when HTTPS was asked for but cannot be had (no openssl, unreadable files):
 * the portal still serves plain HTTP and says why the other side is missing.
 */
export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** where it came from, for the start line */
  origin: 'configured' | 'self-signed';
}

export type CertificateChoice = { certificate: Certificate } | { certificate: null; reason: string | null };

export function certificateFromEnv(env: NodeJS.ProcessEnv, dir: string): CertificateChoice {
  if (env.TLS_CERT || env.TLS_KEY) {
    if (!env.TLS_CERT || !env.TLS_KEY) return { certificate: null, reason: 'TLS_CERT and TLS_KEY must be set together' };
    try {
      return { certificate: { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY), origin: 'configured' } };
    } catch (error) {
      return { certificate: null, reason: `cannot read the certificate: ${(error as Error).message}` };
    }
  }
  if (env.TLS_SELF_SIGNED !== '1') return { certificate: null, reason: null };
  try {
    return { certificate: { ...selfSigned(dir), origin: 'self-signed' } };
  } catch (error) {
    return { certificate: null, reason: `could not make a self-signed certificate with openssl: ${(error as Error).message.split('\n')[0]}` };
  }
}

const DAY_MS = 86_400_000;

/**
 * A kept pair is used again while it is whole and valid for another day. Validity is read on the
 * machine's clock, which browsers check it against (not the portal's business clock, which tests
 * move); a clock set back before the certificate was made gets a new one too. Two portals making
 * a pair at once can leave one's key beside the other's certificate (each renames its two files
 * in turn), so the key must be the certificate's.
 */
function usable({ cert, key }: { cert: Buffer; key: Buffer }): boolean {
  try {
    const x509 = new X509Certificate(cert);
    const now = Date.now();
    return Date.parse(x509.validFrom) <= now && Date.parse(x509.validTo) - now > DAY_MS && x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    return false; // unreadable: made anew
  }
}

/** build/tls/localhost.{crt,key}: reused while usable, else made anew. */
function selfSigned(dir: string): { key: Buffer; cert: Buffer } {
  const certFile = join(dir, 'localhost.crt');
  const keyFile = join(dir, 'localhost.key');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const pair = { cert: readFileSync(certFile), key: readFileSync(keyFile) };
    if (usable(pair)) return pair;
  }
  mkdirSync(dir, { recursive: true });
  // made under temporary names and renamed into place: two portals starting at once each read a
  // whole pair, never one's key with the other's certificate half written
  const stamp = `${process.pid}-${Date.now()}`;
  const tmpCert = `${certFile}.${stamp}.tmp`;
  const tmpKey = `${keyFile}.${stamp}.tmp`;
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        tmpKey,
        '-out',
        tmpCert,
        '-days',
        '365',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const pair = { cert: readFileSync(tmpCert), key: readFileSync(tmpKey) };
    renameSync(tmpKey, keyFile);
    renameSync(tmpCert, certFile);
    return pair;
  } finally {
    rmSync(tmpCert, { force: true });
    rmSync(tmpKey, { force: true });
  }
}
