import { describe, expect, it } from 'vitest';
import { EARLY_PROBE_GLOBAL, SESSION_MARKER_COOKIE, SESSION_PATH } from '../../src/api/early-session-probe';
import {
  BILLING_HOME_QUERY,
  MOBILE_DEVICES_QUERY,
  RECENT_TRANSACTIONS_QUERY,
  SCHEDULED_COUNT_QUERY,
  STREAMING_QUERY,
} from '../../src/api/first-read-documents/billing-home';
import { FIRST_READS } from '../../src/api/first-read-documents/by-page';
import { PAYMENT_INFO_QUERY } from '../../src/api/first-read-documents/pay-bill';
import { FIRST_READS_GLOBAL, graphBody, XSRF_HEADER_NAME } from '../../src/api/first-reads';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/session';
import { earlySessionProbe } from '../../scripts/vite-early-probe';

/** index.html's script, written for this API base, run against a page at `href` with `cookie`. */
function runScript(cookie: string, href: string) {
  const plugin = earlySessionProbe();
  (plugin.configResolved as (c: unknown) => void)({ env: { VITE_API_BASE_URL: 'https://api.example/' } });
  const [tag] = (plugin.transformIndexHtml as () => { tag: string; children: string; injectTo: string }[])();
  const fetched: { url: string; init: RequestInit | undefined }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init?: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const location = new URL(href);
  new Function('document', 'window', 'fetch', 'performance', 'location', tag!.children)({ cookie }, window, fetch, { now: () => 0 }, location);
  return { tag: tag!, fetched, window };
}

describe("index.html's early session probe", () => {
  it('looks for the session marker the app itself reads', () => {
    expect(SESSION_MARKER_COOKIE).toBe(XSRF_COOKIE);
  });

  it('writes a script that asks for the session, against the configured API base, only with the marker', () => {
    const { tag } = runScript('', 'https://portal.example/billing');
    // before the stylesheet's link, which would hold a classic script until it arrived
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head-prepend' });
    expect(tag.children).toContain(`fetch("https://api.example${SESSION_PATH}"`);
    expect(tag.children).toContain(`window.${EARLY_PROBE_GLOBAL} =`);
    // the script runs: with the marker it starts one request, without it none
    for (const [cookie, calls] of [
      ['a=1; XSRF-TOKEN=abc', 1],
      ['a=1; NOT-XSRF-TOKEN=abc', 0],
      ['', 0],
    ] as const) {
      const { fetched, window } = runScript(cookie, 'https://portal.example/login');
      expect(fetched).toHaveLength(calls);
      expect(EARLY_PROBE_GLOBAL in window).toBe(calls === 1);
      expect(FIRST_READS_GLOBAL in window).toBe(false);
    }
  });

  it("echoes the XSRF cookie in the header the app's transport uses", () => {
    expect(XSRF_HEADER_NAME).toBe(XSRF_HEADER);
  });

  it("starts the opened page's own reads with the probe, as the app's transport would send them", () => {
    const { fetched, window } = runScript('a=1; XSRF-TOKEN=t%2Bk', 'https://portal.example/billing');
    expect(fetched.map((f) => f.url)).toEqual([`https://api.example${SESSION_PATH}`, ...Array(5).fill('https://api.example/selfservice/graph')]);
    const reads = fetched.slice(1);
    // the loader's two, then the cards' own
    expect(reads.map((f) => f.init?.body)).toEqual(
      [BILLING_HOME_QUERY, SCHEDULED_COUNT_QUERY, RECENT_TRANSACTIONS_QUERY, STREAMING_QUERY, MOBILE_DEVICES_QUERY].map((d) => graphBody(d)),
    );
    for (const { init } of reads) {
      expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', [XSRF_HEADER]: 't+k' });
    }
    const started = window[FIRST_READS_GLOBAL] as { reads: { url: string; body: string }[] };
    expect(started.reads.map((r) => r.body)).toEqual(FIRST_READS['/billing']!.map((d) => graphBody(d)));
    // signed out: no reads; a page without first reads: the probe alone
    expect(runScript('', 'https://portal.example/billing').fetched).toHaveLength(0);
    expect(runScript('XSRF-TOKEN=t', 'https://portal.example/billing/statements').fetched).toHaveLength(1);
  });

  it('finds the reads by the address opened, its search included', () => {
    const bodies = (href: string) =>
      runScript('XSRF-TOKEN=t', href)
        .fetched.slice(1)
        .map((f) => f.init?.body);
    // the payment page opens the one-time payment by default and when asked; Auto Pay reads other things
    expect(bodies('https://portal.example/billing/pay-bill')).toEqual([graphBody(PAYMENT_INFO_QUERY)]);
    expect(bodies('https://portal.example/billing/pay-bill?open=otp')).toEqual([graphBody(PAYMENT_INFO_QUERY)]);
    expect(bodies('https://portal.example/billing/pay-bill?open=ap')).toEqual([]);
    // an address the page would not read as is (a search no route takes) starts nothing
    expect(bodies('https://portal.example/billing?x=1')).toEqual([]);
  });
});
