/**
 * The session probe that index.html starts while the app's code is still downloading:
 * a signed-in page waits for it before its loader may ask for the page's data; started by the
 * page's own first script, so it does not wait for the code (scripts/vite-early-probe.ts
 * writes that script from these names). The app takes it once, on its first probe, if it is
 * fresh; every other probe is a request of its own.
 */
export const SESSION_PATH = '/api/pub/sbnetloginedge/v1/sbnet/session';

/**
 * The cookie that says a session may exist: the XSRF token's (XSRF_COOKIE of src/domain/session.ts,
 * held equal by tests/unit/early-session-probe.test.ts). Named here too because the build's config
 * reads this file, and the domain's modules are not written for Vite's config loader.
 */
export const SESSION_MARKER_COOKIE = 'XSRF-TOKEN';

/** Where the page's script leaves the request it started, and when it started it. */
export const EARLY_PROBE_GLOBAL = '__portalSessionProbe';

/**
 * An answer older than this (a page left open before its first probe) is asked again; the page's
 * first reads (src/api/first-reads.ts) keep the same rule.
 */
export const EARLY_ANSWER_FRESH_MS = 10_000;

interface EarlyProbe {
  at: number;
  response: Promise<Response>;
}
declare global {
  interface Window {
    [EARLY_PROBE_GLOBAL]?: EarlyProbe;
  }
}

/** The request index.html started, once, while fresh; undefined outside a page or when there is none. */
export function takeEarlyProbe(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window[EARLY_PROBE_GLOBAL];
  delete window[EARLY_PROBE_GLOBAL];
  return started && performance.now() - started.at < EARLY_ANSWER_FRESH_MS ? started.response : undefined;
}
