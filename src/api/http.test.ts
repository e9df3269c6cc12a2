import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { apiFetch, setSessionEndedListener } from './http';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=tok%2Fen' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedListener(null);
});

describe('apiFetch', () => {
  it('sends the XSRF cookie back as X-XSRF-TOKEN on every non-GET, not on GET', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch('/selfservice/graph', { method: 'POST' });
    await apiFetch('/api/pub/sbnetloginedge/v1/sbnet/session');
    expect((fetchMock.mock.calls[0]![1].headers as Headers).get('X-XSRF-TOKEN')).toBe('tok/en');
    expect((fetchMock.mock.calls[1]![1].headers as Headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('tells the app about any 401 that ends the session, with its code', async () => {
    const ended = vi.fn();
    setSessionEndedListener(ended);
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'IN_MAINTENANCE', message: 'down' }));
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'SESSION_EXPIRED', message: 'ended' }));
    await apiFetch('/selfservice/graph', { method: 'POST' }).catch(() => undefined);
    await apiFetch('/selfservice/graph', { method: 'POST' }).catch(() => undefined);
    expect(ended.mock.calls).toEqual([['IN_MAINTENANCE'], ['SESSION_EXPIRED']]);
  });

  it('does not treat a 403 as the end of the session', async () => {
    const ended = vi.fn();
    setSessionEndedListener(ended);
    fetchMock.mockResolvedValueOnce(json(403, { errorCode: 'FORBIDDEN', message: 'no' }));
    const error = await apiFetch('/selfservice/graph', { method: 'POST' }).catch((e: unknown) => e);
    expect(isApiError(error, 'FORBIDDEN')).toBe(true);
    expect(ended).not.toHaveBeenCalled();
  });
});
