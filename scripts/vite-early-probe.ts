import type { Plugin } from 'vite';
import { EARLY_PROBE_GLOBAL, SESSION_MARKER_COOKIE, SESSION_PATH } from '../src/api/early-session-probe.ts';

/**
 * Writes into index.html's head a one-line script that starts the session probe as the page is
 * parsed, when the browser holds the session's marker cookie (issue 13; src/api/early-session-probe.ts
 * takes it). Without it the probe waits for the whole first-load JavaScript, and the page's data
 * for the probe. The same request the app would make: GET, credentials included, JSON accepted,
 * against the configured API base. A failure is left for the app to meet (marked handled here so
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
      const cookie = new RegExp(`(?:^|;\\s*)${SESSION_MARKER_COOKIE}=`).source;
      const url = JSON.stringify(`${base}${SESSION_PATH}`);
      const script =
        `if (/${cookie}/.test(document.cookie)) {` +
        ` const response = fetch(${url}, { credentials: 'include', headers: { Accept: 'application/json' } });` +
        ` response.catch(() => {});` +
        ` window.${EARLY_PROBE_GLOBAL} = { at: performance.now(), response };` +
        ` }`;
      // first in the head: a classic script placed after the stylesheet waits for it to arrive
      // (the browser holds scripts until pending stylesheets load), and the probe waited with it
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
    },
  };
}
