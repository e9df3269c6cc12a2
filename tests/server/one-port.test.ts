import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import type { ConnectionOptions, TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/session';
import { startBackend, storeOnDisk, type Backend } from '../support/backend';
import { Client, DEMO_PASSWORD } from '../support/client';

// One port, two ways in (src/server/listen.ts): plain HTTP/1.1, and TLS with HTTP/2 (or
// HTTP/1.1 for a client that offers no h2), on the real server process as npm start runs it
// (TLS_SELF_SIGNED=1). What HTTP/2 carries reaches the same app, with the same rules: cookies,
// XSRF, errors, bodies, the test controls' loopback check.

interface H2Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let backend: Backend;
let port: number;
let session: ClientHttp2Session;
beforeAll(async () => {
  backend = await startBackend({ env: { TLS_SELF_SIGNED: '1', PORTAL_QUIET: '1' } });
  port = Number(new URL(backend.url).port);
  session = await h2Session(`https://localhost:${port}`);
});
afterAll(async () => {
  session?.close();
  await backend?.stop();
  backend?.cleanup();
});

function h2Session(origin: string): Promise<ClientHttp2Session> {
  return new Promise((done, fail) => {
    // the certificate is self-signed: its names are checked below, its issuer cannot be
    const opened = connect(origin, { rejectUnauthorized: false });
    opened.once('connect', () => done(opened));
    opened.once('error', fail);
  });
}

function h2(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, on: ClientHttp2Session = session): Promise<H2Reply> {
  return new Promise((done, fail) => {
    const stream = on.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (headers = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => done({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }));
    stream.on('error', fail);
    stream.end(init.body);
  });
}

/** A GET of a public read over TLS offering HTTP/1.1 only, with what the handshake gave. */
function overTls(host: string): Promise<{ status: number; alpn: string | false | null; certificate: Buffer; body: string }> {
  const options: RequestOptions & ConnectionOptions = { host, port, path: '/api/pub/ref/stores', rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] };
  return new Promise((done, fail) => {
    const req = httpsRequest(options, (res) => {
      const socket = res.socket as TLSSocket;
      const alpn = socket.alpnProtocol;
      const certificate = socket.getPeerCertificate(true).raw;
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, alpn, certificate, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const cookiesOf = (headers: IncomingHttpHeaders): string[] => (headers['set-cookie'] as string[] | undefined) ?? [];
const valueOf = (lines: string[], name: string) =>
  lines
    .find((l) => l.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);

describe('npm start on one port: http:// and https://', () => {
  it('says both addresses when it is ready, and offers HTTP/2 by ALPN', async () => {
    expect(backend.output()).toContain(`listening on http://127.0.0.1:${port} and https://127.0.0.1:${port} (HTTP/2;`);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('serves a certificate for the names a browser on this machine uses', async () => {
    const cert = new X509Certificate((await overTls('127.0.0.1')).certificate);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkIP('::1')).toBe('::1');
    expect(Date.parse(cert.validTo)).toBeGreaterThan(Date.now() + 86_400_000);
  });

  it('signs in over HTTP/2 with Secure cookies, reads with the XSRF header, refuses without it', async () => {
    const login = await h2('/api/pub/sbnetloginedge/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@acme.example', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const set = cookiesOf(login.headers);
    // the app sees the request as https (X-Forwarded-Proto from the loopback forward)
    for (const name of [SESSION_COOKIE, XSRF_COOKIE])
      expect(
        set.find((l) => l.startsWith(`${name}=`)),
        name,
      ).toMatch(/;\s*Secure/i);
    const cookie = `${SESSION_COOKIE}=${valueOf(set, SESSION_COOKIE)}; ${XSRF_COOKIE}=${valueOf(set, XSRF_COOKIE)}`;
    const xsrf = decodeURIComponent(valueOf(set, XSRF_COOKIE)!);

    const query = JSON.stringify({ query: '{ account { isDelinquent fdpAllowed } }' });
    const read = await h2('/selfservice/graph', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, [XSRF_HEADER.toLowerCase()]: xsrf },
      body: query,
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body.toString()).data.account).toEqual({ isDelinquent: expect.any(Boolean), fdpAllowed: expect.any(Boolean) });

    const before = storeOnDisk(backend.dbFile);
    const refused = await h2('/selfservice/graph', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation { updatePaperless(input: { enrolled: true }) { enrolled } }' }),
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ errorCode: expect.any(String) });
    expect(storeOnDisk(backend.dbFile)).toBe(before);
  });

  it('passes large bodies and the app answers whole (a body over the limit refused, the next request fine)', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(3_000_000), password: 'y' });
    const refused = await h2('/api/pub/sbnetloginedge/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const page = await h2('/api/pub/ref/stores');
    expect(page.status).toBe(200);
    expect(Array.isArray(JSON.parse(page.body.toString()))).toBe(true);
  });

  it('serves the same precompressed files and caching over HTTP/2 as over HTTP/1.1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-one-port-'));
    const page = '<!doctype html><div id="root"></div>';
    try {
      writeFileSync(join(dir, 'index.html'), page);
      // the variant carries a marker, so the test knows the precompressed file was the one sent
      writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(`${page}<!--br-->`));
      const withApp = await startBackend({ env: { TLS_SELF_SIGNED: '1', PORTAL_QUIET: '1', STATIC_DIR: dir } });
      try {
        const s = await h2Session(`https://localhost:${new URL(withApp.url).port}`);
        try {
          const reply = await h2('/billing', { headers: { 'accept-encoding': 'br' } }, s);
          expect(reply.status).toBe(200);
          expect(reply.headers['cache-control']).toBe('no-cache');
          expect(reply.headers['content-encoding']).toBe('br');
          expect(reply.headers.vary).toBe('Accept-Encoding');
          expect(brotliDecompressSync(reply.body).toString()).toBe(`${page}<!--br-->`);
          // no HTTP/1.1 hop-by-hop header crosses into HTTP/2 (a browser refuses the stream)
          expect(reply.headers.connection).toBeUndefined();
          expect(reply.headers['keep-alive']).toBeUndefined();
          expect(reply.headers['transfer-encoding']).toBeUndefined();
        } finally {
          s.close();
        }
      } finally {
        await withApp.stop();
        withApp.cleanup();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers HTTP/1.1 over TLS for a client without h2, and plain HTTP on the same port', async () => {
    const reply = await overTls('localhost');
    expect(reply.alpn).toBe('http/1.1');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual(expect.any(Array));
    const plain = await new Client(backend.url).request('GET', '/api/pub/ref/stores');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(JSON.parse(reply.body));
  });

  it('keeps the test controls to loopback callers: the forward names the real caller, never one the caller claims', async () => {
    // over HTTP/2 a claimed address is replaced by the real one (loopback here): allowed
    const viaH2 = await h2('/__control/clock', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaH2.status).toBe(200);
    // the app reads the caller from X-Forwarded-For only when a loopback proxy sends it: a
    // request through one for a distant caller is refused
    const proxied = await new Client(backend.url).request('GET', '/__control/clock', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
  });
});

describe('the HTTPS side when it is not asked for, or cannot be had', () => {
  it('npm run backend speaks plain HTTP only: a TLS handshake gets no certificate', async () => {
    const plainOnly = await startBackend({ env: { PORTAL_QUIET: '1' } });
    try {
      expect(plainOnly.output()).not.toContain('https://');
      const error = await new Promise<Error | null>((done) => {
        const req = httpsRequest({ host: '127.0.0.1', port: new URL(plainOnly.url).port, path: '/', rejectUnauthorized: false, timeout: 5000 }, () =>
          done(null),
        );
        req.on('error', done);
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.end();
      });
      expect(error).toBeInstanceOf(Error);
      expect((await new Client(plainOnly.url).request('GET', '/api/pub/ref/stores')).status).toBe(200);
    } finally {
      await plainOnly.stop();
      plainOnly.cleanup();
    }
  });

  it('a certificate named by half (TLS_CERT without TLS_KEY) is said, and plain HTTP still serves', async () => {
    const half = await startBackend({ env: { PORTAL_QUIET: '1', TLS_CERT: '/nonexistent.crt' } });
    try {
      expect(half.output()).toContain('No HTTPS side: TLS_CERT and TLS_KEY must be set together');
      expect(half.output()).not.toContain('https://');
      expect((await new Client(half.url).request('GET', '/api/pub/ref/stores')).status).toBe(200);
    } finally {
      await half.stop();
      half.cleanup();
    }
  });
});
