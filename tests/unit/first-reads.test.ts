import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_READS_GLOBAL, takeFirstRead } from '../../src/api/first-reads';

const URL_OF_GRAPH = 'https://portal.example/selfservice/graph';

describe("the page's first reads, taken by the app's transport", () => {
  let now = 0;
  let page: Record<string, unknown>;
  const answer = Promise.resolve(new Response('{"data":{}}'));
  beforeEach(() => {
    now = 100;
    page = {
      location: { href: 'https://portal.example/billing' },
      [FIRST_READS_GLOBAL]: { at: 50, reads: [{ url: URL_OF_GRAPH, body: '{"query":"a"}', response: answer }] },
    };
    vi.stubGlobal('window', page);
    vi.stubGlobal('performance', { now: () => now });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the same request once, with the answer already on its way', () => {
    expect(takeFirstRead('/selfservice/graph', { method: 'POST', body: '{"query":"a"}' })).toBe(answer);
    expect(takeFirstRead('/selfservice/graph', { method: 'POST', body: '{"query":"a"}' })).toBeUndefined();
    expect(FIRST_READS_GLOBAL in page).toBe(false);
  });

  it('leaves any other request to the network', () => {
    expect(takeFirstRead(URL_OF_GRAPH, { method: 'POST', body: '{"query":"b"}' })).toBeUndefined();
    expect(takeFirstRead(URL_OF_GRAPH, { method: 'GET' })).toBeUndefined();
    expect(takeFirstRead('https://other.example/selfservice/graph', { method: 'POST', body: '{"query":"a"}' })).toBeUndefined();
    expect(takeFirstRead(URL_OF_GRAPH, { method: 'POST', body: '{"query":"a"}' })).toBe(answer);
  });

  it('does not hand over an answer started more than ten seconds before', () => {
    now = 50 + 10_000;
    expect(takeFirstRead(URL_OF_GRAPH, { method: 'POST', body: '{"query":"a"}' })).toBeUndefined();
    expect(FIRST_READS_GLOBAL in page).toBe(false);
  });
});
