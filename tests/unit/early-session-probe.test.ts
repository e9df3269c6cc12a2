import { describe, expect, it } from 'vitest';
import { EARLY_PROBE_GLOBAL, SESSION_MARKER_COOKIE, SESSION_PATH } from '../../src/api/early-session-probe';
import { XSRF_COOKIE } from '../../src/domain/session';
import { earlySessionProbe } from '../../scripts/vite-early-probe';

describe("index.html's early session probe (issue 13)", () => {
  it('looks for the session marker the app itself reads', () => {
    expect(SESSION_MARKER_COOKIE).toBe(XSRF_COOKIE);
  });

  it('writes a script that asks for the session, against the configured API base, only with the marker', () => {
    const plugin = earlySessionProbe();
    (plugin.configResolved as (c: unknown) => void)({ env: { VITE_API_BASE_URL: 'https://api.example/' } });
    const [tag] = (plugin.transformIndexHtml as () => { tag: string; children: string; injectTo: string }[])();
    // before the stylesheet's link, which would hold a classic script until it arrived
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head-prepend' });
    expect(tag!.children).toContain(`fetch("https://api.example${SESSION_PATH}"`);
    expect(tag!.children).toContain(`window.${EARLY_PROBE_GLOBAL} =`);
    // the script runs: with the marker it starts one request, without it none
    for (const [cookie, calls] of [
      ['a=1; XSRF-TOKEN=abc', 1],
      ['a=1; NOT-XSRF-TOKEN=abc', 0],
      ['', 0],
    ] as const) {
      const fetched: string[] = [];
      const window: Record<string, unknown> = {};
      const fetch = (url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response('{}'));
      };
      new Function('document', 'window', 'fetch', 'performance', tag!.children)({ cookie }, window, fetch, { now: () => 0 });
      expect(fetched).toHaveLength(calls);
      expect(EARLY_PROBE_GLOBAL in window).toBe(calls === 1);
    }
  });
});
