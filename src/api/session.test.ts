import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { setSessionEndedListener } from './http';
import { SessionStore } from './session';
import { aProfile } from '../../tests/support/profiles';

const profile = aProfile();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A browser that holds the session marker (the XSRF-TOKEN cookie): the server is asked. */
const marked = () => true;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedListener(null);
});

describe('SessionStore', () => {
  it('signs in with the backend profile', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { error: 'SUCCESS', profile }));
    const store = new SessionStore(marked);
    await store.signIn({ username: 'owner@acme.example', password: 'pw' });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', profile: { role: 'PRIMARY' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/pub/sbnetloginedge/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
  });

  it('reports wrong credentials as UNAUTHENTICATED without signing anyone out app-wide', async () => {
    const ended = vi.fn();
    setSessionEndedListener(ended);
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'UNAUTHENTICATED', message: 'The username or password is incorrect' }));
    const store = new SessionStore(marked);
    const error = await store.signIn({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(isApiError(error, 'UNAUTHENTICATED')).toBe(true);
    expect(ended).not.toHaveBeenCalled();
  });

  it('calls an unreachable backend UNREACHABLE (network failure or a gateway answering for it)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const store = new SessionStore(marked);
    expect(isApiError(await store.signIn({ username: 'x', password: 'y' }).catch((e: unknown) => e), 'UNREACHABLE')).toBe(true);
    expect(isApiError(await store.signIn({ username: 'x', password: 'y' }).catch((e: unknown) => e), 'UNREACHABLE')).toBe(true);
  });

  it('refuses a profile that does not match the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { error: 'SUCCESS', profile: { ...profile, role: 'OWNER' } }));
    const error = await new SessionStore(marked).signIn({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(isApiError(error, 'BAD_RESPONSE')).toBe(true);
  });

  it('asks the backend who is signed in, once for concurrent guards', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    const store = new SessionStore(marked);
    const [a, b] = await Promise.all([store.current(), store.current()]);
    expect(a?.username).toBe('owner@acme.example');
    expect(b).toEqual(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 on the session probe as signed out, but throws IN_MAINTENANCE for the guard', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'SESSION_EXPIRED', message: 'ended' }));
    expect(await new SessionStore(marked).current()).toBeNull();
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'IN_MAINTENANCE', message: 'down' }));
    const error = await new SessionStore(marked).current().catch((e: unknown) => e);
    expect(isApiError(error, 'IN_MAINTENANCE')).toBe(true);
  });

  it('after logout the next question goes to the backend again (Back shows nothing stale)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { error: 'SUCCESS', profile }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'UNAUTHENTICATED', message: 'Please sign in' }));
    const store = new SessionStore(marked);
    await store.signIn({ username: 'x', password: 'y' });
    await store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', reason: 'loggedOut' });
    expect(await store.current()).toBeNull();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/pub/session/v1/logout');
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/pub/sbnetloginedge/v1/sbnet/session');
  });

  it('forgets the session even when logout cannot reach the backend', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { error: 'SUCCESS', profile }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = new SessionStore(marked);
    await store.signIn({ username: 'x', password: 'y' });
    await store.signOut();
    expect(store.profile).toBeNull();
  });

  it('asks nothing when the browser holds no session marker (a signed-out visitor costs no 401)', async () => {
    let marker = false;
    const store = new SessionStore(() => marker);
    expect(await store.current()).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', reason: 'none' });
    expect(fetchMock).not.toHaveBeenCalled();
    // a sign-in in another tab sets the marker: the next question goes to the server
    marker = true;
    fetchMock.mockResolvedValueOnce(json(200, profile));
    expect((await store.current())?.username).toBe('owner@acme.example');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
