import type { Plugin } from 'vite';
import { EARLY_PROBE_GLOBAL, SESSION_MARKER_COOKIE, SESSION_PATH } from '../src/api/early-session-probe.ts';
import { FIRST_READS } from '../src/api/first-read-documents/by-page.ts';
import { FIRST_READS_GLOBAL, GRAPH_PATH, graphBody, XSRF_HEADER_NAME } from '../src/api/first-reads.ts';

/**
 * Writes into index.html's head a one-line script that starts the session probe as the page is
 * parsed, when the browser holds the session's marker cookie (src/api/early-session-probe.ts
 * takes it), and the opened page's own reads with it (src/api/first-reads.ts takes them). Without
 * it the probe waits for the whole first-load JavaScript, and the page's data for the probe and
 * the code. The same requests the app would make: credentials included, JSON accepted, against
 * the configured API base; the reads POSTed with the XSRF cookie echoed, bodies written by the
 * transport's own `graphBody`. A failure is left for the app to meet (marked handled here so
 * that a page which never asks does not report it).
 */
export function earlySessionProbe(): Plugin {
  let base = '';
  return {
    name: 'portal-early-session-probe',
    configResolved(config) {
      base = String(config.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
    },
    transformIndexHtml() {
      const cookie = new RegExp(`(?:^|;\\s*)${SESSION_MARKER_COOKIE}=([^;]*)`).source;
      const url = JSON.stringify(`${base}${SESSION_PATH}`);
      const graphUrl = JSON.stringify(`${base}${GRAPH_PATH}`);
      const bodies = JSON.stringify(Object.fromEntries(Object.entries(FIRST_READS).map(([page, documents]) => [page, documents.map((d) => graphBody(d))])));
      // in a block: a classic script's top-level const would be a global binding of the page
      const script =
        `{ const marker = /${cookie}/.exec(document.cookie);` +
        ` if (marker) {` +
        ` const response = fetch(${url}, { credentials: 'include', headers: { Accept: 'application/json' } });` +
        ` response.catch(() => {});` +
        ` window.${EARLY_PROBE_GLOBAL} = { at: performance.now(), response };` +
        // the page's own reads (src/api/first-reads.ts), as the app's transport sends them
        ` const bodies = ${bodies}[location.pathname + location.search];` +
        ` if (bodies) {` +
        ` const url = new URL(${graphUrl}, location.href).href;` +
        ` const headers = { Accept: 'application/json', 'Content-Type': 'application/json', '${XSRF_HEADER_NAME}': decodeURIComponent(marker[1]) };` +
        ` window.${FIRST_READS_GLOBAL} = { at: performance.now(), reads: bodies.map((body) => {` +
        ` const response = fetch(url, { method: 'POST', credentials: 'include', headers, body });` +
        ` response.catch(() => {});` +
        ` return { url, body, response };` +
        ` }) };` +
        ` }` +
        ` } }`;
      // first in the head: a classic script placed after the stylesheet waits for it to arrive
      // (the browser holds scripts until pending stylesheets load), and the probe waited with it
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
    },
  };
}
