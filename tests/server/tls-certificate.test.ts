import { createPrivateKey, X509Certificate } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateFromEnv } from '../../src/server/tls-certificate';

// Where the HTTPS side's certificate comes from (src/server/tls-certificate.ts).
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('certificateFromEnv', () => {
  it('makes a self-signed certificate for this machine once, then reuses it', () => {
    const dir = tempDir();
    const first = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, dir);
    if (!first.certificate) throw new Error(`no certificate: ${first.reason}`);
    expect(first.certificate.origin).toBe('self-signed');
    const x509 = new X509Certificate(first.certificate.cert);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(first.certificate.key))).toBe(true);
    // kept whole under its own names, no temporary file left behind
    expect(readdirSync(dir).sort()).toEqual(['localhost.crt', 'localhost.key']);

    const again = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, dir);
    expect(again.certificate?.cert.equals(first.certificate.cert)).toBe(true);
    expect(again.certificate?.key.equals(first.certificate.key)).toBe(true);
  });

  it("makes a new pair when the kept key is not the kept certificate's (two portals made theirs at once)", () => {
    const dir = tempDir();
    const mine = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, dir).certificate!;
    const other = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, tempDir()).certificate!;
    copyFileSync(join(dirs[1]!, 'localhost.key'), join(dir, 'localhost.key'));

    const next = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, dir).certificate!;
    expect(new X509Certificate(next.cert).checkPrivateKey(createPrivateKey(next.key))).toBe(true);
    expect(next.cert.equals(mine.cert)).toBe(false);
    expect(next.key.equals(other.key)).toBe(false);
    expect(readFileSync(join(dir, 'localhost.crt')).equals(next.cert)).toBe(true);
  });

  it('takes TLS_CERT and TLS_KEY as they are, and says what is wrong when they cannot be used', () => {
    const made = certificateFromEnv({ TLS_SELF_SIGNED: '1' }, tempDir());
    if (!made.certificate) throw new Error('no certificate');
    const dir = dirs[0]!;
    const configured = certificateFromEnv({ TLS_CERT: join(dir, 'localhost.crt'), TLS_KEY: join(dir, 'localhost.key') }, tempDir());
    expect(configured.certificate?.origin).toBe('configured');
    expect(configured.certificate?.cert.equals(made.certificate.cert)).toBe(true);

    expect(certificateFromEnv({ TLS_KEY: join(dir, 'localhost.key') }, tempDir())).toEqual({
      certificate: null,
      reason: 'TLS_CERT and TLS_KEY must be set together',
    });
    const missing = certificateFromEnv({ TLS_CERT: join(dir, 'none.crt'), TLS_KEY: join(dir, 'none.key') }, tempDir());
    expect(missing.certificate).toBeNull();
    expect(missing).toMatchObject({ reason: expect.stringContaining('cannot read the certificate') });
  });

  it('asks for nothing without TLS_SELF_SIGNED or TLS_CERT: no HTTPS side, and nothing written', () => {
    const dir = tempDir();
    expect(certificateFromEnv({}, dir)).toEqual({ certificate: null, reason: null });
    expect(readdirSync(dir)).toEqual([]);
  });
});
