import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { forwardHttp2 } from './http2-forward';
import type { Certificate } from './tls-certificate';

/**
 * One port, two ways in.
 *
 * - Plain HTTP/1.1 (`http://host:port`): what a browser on this machine opens, the tests and
 *   the API's other clients use.
 * - TLS (`https://host:port`, when there is a certificate): HTTP/2 by ALPN, HTTP/1.1 over TLS
 *   for a client that does not offer h2. This is how a phone meets the portal in production:
 *   over HTTP/2 its page's 20-30 files share one connection and need no round trip each, where
 *   HTTP/1.1 queues them on six connections, a round trip per file (measured on the
 *   same build: largest contentful paint on Lighthouse's slow 4G 2.5-2.6 s over HTTP/1.1,
 *   1.7-2.0 s over HTTP/2).
 *
 * The first byte a client sends tells them apart: a TLS connection opens with a handshake record
 * (0x16), a plain HTTP request with a method's letter.
 *
 * The API is an Express 4 app (json-server's), which cannot take HTTP/2's request objects. An
 * HTTP/2 request is forwarded to the same app through a loopback port of this process
 * (http2-forward.ts), marked with the caller's address and `https`; HTTP/1.1 over TLS reaches the
 * app directly.
 */
export interface Listening {
  port: number;
  /** true when the HTTPS side is on */
  tls: boolean;
  /** stops taking connections and ends the idle ones; resolves when every server has closed */
  close(): Promise<void>;
}

export interface ListenOptions {
  host: string;
  port: number;
  certificate: Certificate | null;
  /** how long an idle keep-alive connection is kept (see main.ts) */
  keepAliveMs: number;
}

/** A client that connects and says nothing is let go after this long. */
const FIRST_BYTE_TIMEOUT_MS = 30_000;
const TLS_HANDSHAKE = 0x16;

export async function listenOnOnePort(app: RequestListener, options: ListenOptions): Promise<Listening> {
  const plain = createHttpServer(app);
  plain.keepAliveTimeout = options.keepAliveMs;
  plain.headersTimeout = options.keepAliveMs + 1000;
  // Its own loopback port, never printed: the door HTTP/2 requests are forwarded through. Listening
  // also starts its connection tracking (timeouts, closeIdleConnections) for every connection the
  // front hands it.
  const door = await listen(plain, '127.0.0.1', 0);

  let secure: Http2SecureServer | null = null;
  const sessions = new Set<Http2Session>();
  if (options.certificate) {
    const forward = forwardHttp2(door);
    secure = createSecureServer({ key: options.certificate.key, cert: options.certificate.cert, allowHTTP1: true }, (req, res) => {
      // HTTP/1.1 over TLS arrives as Node's own HTTP/1 objects, which the app takes as they are
      if (req.httpVersionMajor === 2) forward(req, res);
      else app(req as never, res as never);
    });
    secure.setTimeout(options.keepAliveMs);
    secure.on('session', (session: Http2Session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
  }

  const front = createNetServer((socket) => {
    socket.setTimeout(FIRST_BYTE_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(first);
      ((secure && first[0] === TLS_HANDSHAKE ? secure : plain) as NetServer).emit('connection', socket);
      // on the next tick: resumed at once, the raw socket would read what TLS now owns (the
      // handshake stalled)
      process.nextTick(() => socket.resume());
    });
  });
  const port = await listen(front, options.host, options.port);

  return {
    port,
    tls: secure !== null,
    close: () => {
      const closed = (server: NetServer) => new Promise<void>((done) => server.close(() => done()));
      const waits = [closed(front), closed(plain)];
      plain.closeIdleConnections(); // keep-alive sockets would hold close() open
      for (const session of sessions) session.close(); // lets streams in flight finish
      return Promise.all(waits).then(() => undefined);
    },
  };
}

function listen(server: NetServer, host: string, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}
