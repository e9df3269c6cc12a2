import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { constants, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';

/**
 * An HTTP/2 request, handed to the portal's app through its loopback port (listen.ts): the same
 * method, path, headers and body, and the answer streamed back as it comes. The app reads the
 * caller from `X-Forwarded-For` and the scheme from `X-Forwarded-Proto`, which it trusts from
 * loopback only (`trust proxy` in app.ts): both are set here, never taken from the caller, so the
 * test controls' loopback check and the cookies' Secure flag see the real caller and `https`.
 */
// Headers of one HTTP/1.1 hop, which HTTP/2 forbids in an answer (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export function forwardHttp2(port: number) {
  // a few kept connections carry every forwarded request: no handshake per request on loopback
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && name !== 'x-forwarded-for' && name !== 'x-forwarded-proto') headers[name] = value;
    }
    headers.host = req.authority;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'https';

    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (answer) => {
      if (res.stream.destroyed) return void answer.resume();
      res.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers));
      answer.once('aborted', () => res.stream.close(constants.NGHTTP2_INTERNAL_ERROR));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.stream.destroyed) return;
      // an answer broken off half-way is reset, so the caller cannot take it for a whole one
      if (res.headersSent) return void res.stream.close(constants.NGHTTP2_INTERNAL_ERROR);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errorCode: 'INTERNAL', message: 'Something went wrong' }));
    });
    // a caller that went away (a page navigated, a request cancelled) frees the app's work too
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

function answerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}
