import { XSRF_COOKIE } from '../domain/session';
import { API_BASE_URL } from './config';
import type { ApiRequestError } from './errors';
import { noteAnswer, readCookie } from './http';
import { createTransport, type Transport } from './transport';

/**
 * The transport flow actors use in the browser: the page's origin (or the configured base URL),
 * the session cookie sent by the browser, the XSRF cookie echoed in the header.
 */
export function browserTransport(onError?: (error: ApiRequestError) => void): Transport {
  return createTransport({
    baseUrl: API_BASE_URL || window.location.origin,
    fetch: (input, init) => window.fetch(input, init),
    xsrfToken: () => readCookie(XSRF_COOKIE),
    onAnswer: noteAnswer,
    ...(onError ? { onError } : {}),
  });
}
