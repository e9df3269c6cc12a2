import { EARLY_ANSWER_FRESH_MS } from './early-session-probe.ts';

/**
 * A signed-in page's own reads, started by index.html's first script on a first visit, beside the
 * session probe, while the app's code downloads (which reads, for which page:
 * FIRST_READS in src/api/first-read-documents/by-page.ts; the script: scripts/vite-early-probe.ts).
 * Without it the page's loader asks for them only once the code has arrived and run and the guard
 * has seen the session: about 500 ms into an unthrottled load of /billing, and after the whole
 * first-load JavaScript on a phone. The app's transport takes each answer for the same request,
 * once, while fresh (`takeFirstRead`); the guards and the loader are unchanged and decide as
 * before. A read the page ends up not making (a guard sends the visitor elsewhere, billing that
 * has moved) is never taken: it was only a read. This module is on every first load, so the
 * documents are not in it.
 */

/** Where GraphQL is served, below the API base. */
export const GRAPH_PATH = '/selfservice/graph';

/** The body of a GraphQL request: the transport's and index.html's script's, the same text. */
export const graphBody = (document: string, variables?: Record<string, unknown>): string =>
  JSON.stringify(variables === undefined ? { query: document } : { query: document, variables });

/**
 * The header the XSRF cookie's value is echoed in (XSRF_HEADER of src/domain/session.ts, held
 * equal by tests/unit/early-session-probe.test.ts; named here for the build's config too).
 */
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Where the page's script leaves the reads it started, and when it started them. */
export const FIRST_READS_GLOBAL = '__portalFirstReads';

interface StartedRead {
  /** the request's absolute URL */
  url: string;
  body: string;
  response: Promise<Response>;
}
declare global {
  interface Window {
    [FIRST_READS_GLOBAL]?: { at: number; reads: StartedRead[] };
  }
}

/**
 * The answer index.html's script started for this very request (same URL, POST, same body),
 * once and while fresh; undefined for any other request, outside a page, or when there is none.
 */
export function takeFirstRead(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window[FIRST_READS_GLOBAL];
  if (!started || init?.method !== 'POST' || typeof init.body !== 'string') return undefined;
  if (performance.now() - started.at >= EARLY_ANSWER_FRESH_MS) {
    delete window[FIRST_READS_GLOBAL];
    return undefined;
  }
  const url = new URL(String(input), window.location.href).href;
  const index = started.reads.findIndex((read) => read.url === url && read.body === init.body);
  if (index < 0) return undefined;
  const [read] = started.reads.splice(index, 1);
  if (started.reads.length === 0) delete window[FIRST_READS_GLOBAL];
  return read!.response;
}
