import { XSRF_COOKIE } from '../domain/session';
import { API_BASE_URL } from './config';
import type { ApiRequestError } from './errors';
import { takeFirstRead } from './first-reads';
import { noteAnswer, readCookie } from './http';
import { createTransport, type Transport } from './transport';

/**
 * The transport flow actors use in the browser: the page's origin (or the configured base URL),
 * the session cookie sent by the browser, the XSRF cookie echoed in the header. A request
 * index.html's first script already started on a first visit is answered by that one
 * (src/api/first-reads.ts), once.
 */
export function browserTransport(onError?: (error: ApiRequestError) => void): Transport {
  return createTransport({
    baseUrl: API_BASE_URL || window.location.origin,
    fetch: (input, init) => takeFirstRead(input, init) ?? window.fetch(input, init),
    xsrfToken: () => readCookie(XSRF_COOKIE),
    onAnswer: noteAnswer,
    ...(onError ? { onError } : {}),
  });
}
