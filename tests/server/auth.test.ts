import { describe, expect, it } from 'vitest';
import { LoginResponse, Profile } from '../../src/domain/session';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';

const DEMO: [string, string][] = [
  ['owner@acme.example', 'PRIMARY'],
  ['admin@acme.example', 'ADMIN'],
  ['billing@acme.example', 'BILLING'],
  ['staff@acme.example', 'STANDARD'],
  ['autopay@brightline.example', 'PRIMARY'],
  ['pastdue@cornercafe.example', 'PRIMARY'],
  ['disconnected@harbor.example', 'PRIMARY'],
  ['restricted@northwind.example', 'PRIMARY'],
  ['cashonly@southside.example', 'PRIMARY'],
  ['moved@enterprise.example', 'PRIMARY'],
  ['mobile@fleet.example', 'PRIMARY'],
];

const SESSION = '/api/pub/sbnetloginedge/v1/sbnet/session';
const LOGOUT = '/api/pub/session/v1/logout';
const PAPERLESS = 'mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }';

const backend = backendPerFile();

describe('sign-in', () => {
  it.each(DEMO)('%s signs in as %s', async (username, role) => {
    const client = new Client(backend.url);
    const reply = await client.login(username);
    expect(reply.status).toBe(200);
    const body = LoginResponse.parse(reply.body);
    expect(body.error).toBe('SUCCESS');
    expect(body.profile.role).toBe(role);
    expect(body.profile.username).toBe(username);
    const session = await client.request('GET', SESSION);
    expect(session.status).toBe(200);
    expect(Profile.parse(session.body).role).toBe(role);
  });

  it('sets an httpOnly session cookie and a readable XSRF cookie', async () => {
    const client = new Client(backend.url);
    await client.login('owner@acme.example');
    const session = client.setCookieHeaders.find((c) => c.startsWith('portal_session='))!;
    const xsrf = client.setCookieHeaders.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await new Client(backend.url).login('owner@acme.example', 'Portal-demo-2');
    const unknown = await new Client(backend.url).login('nobody@acme.example', 'Portal-demo-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errorCode).toBe('UNAUTHENTICATED');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('accepts the username in any case', async () => {
    expect((await new Client(backend.url).login('OWNER@Acme.Example')).status).toBe(200);
  });

  it('gives a new session id on every sign-in (no fixation)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const first = client.cookies.get('portal_session');
    await client.login('owner@acme.example');
    expect(client.cookies.get('portal_session')).not.toBe(first);
    const stale = new Client(backend.url);
    stale.cookies.set('portal_session', first!);
    expect((await stale.request('GET', SESSION)).status).toBe(401);
  });
});

describe('session', () => {
  it('refuses calls without a session', async () => {
    const anonymous = new Client(backend.url);
    const rest = await anonymous.request('GET', SESSION);
    expect(rest.status).toBe(401);
    expect(rest.body.errorCode).toBe('UNAUTHENTICATED');
    const graph = await anonymous.gql('{ identity { username } }');
    expect(graph.status).toBe(401);
    expect(graph.body).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('keeps a session alive with pings and ends it after the idle limit', async () => {
    const start = new Date('2026-11-21T15:00:00Z');
    await control.clock(backend.url, { now: start.toISOString() });
    const client = await signedIn(backend.url, 'owner@acme.example');
    // pings every 800 s keep it alive well past one idle limit (900 s)
    for (let i = 0; i < 3; i++) {
      await control.clock(backend.url, { advanceSeconds: 800 });
      expect((await client.request('GET', SESSION)).status).toBe(200);
    }
    await control.clock(backend.url, { advanceSeconds: 901 });
    const sessionCookie = client.cookies.get('portal_session')!;
    const expired = await client.request('GET', SESSION);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('SESSION_EXPIRED');
    // the browser forgets it, marker included (spec platform §4), so its next page asks nothing
    expect(client.cookies.has('portal_session')).toBe(false);
    expect(client.cookies.has('XSRF-TOKEN')).toBe(false);
    // and it stays dead: the old cookie replayed does not bring it back
    const replay = new Client(backend.url);
    replay.cookies.set('portal_session', sessionCookie);
    expect((await replay.request('GET', SESSION)).body.errorCode).toBe('UNAUTHENTICATED');
  });

  it('a refused session clears the session marker; a call without one is a plain 401', async () => {
    const stale = new Client(backend.url);
    stale.cookies.set('portal_session', 'gone-after-a-restart');
    stale.cookies.set('XSRF-TOKEN', 'stale-marker');
    const reply = await stale.request('GET', SESSION);
    expect(reply.status).toBe(401);
    expect(reply.body.errorCode).toBe('UNAUTHENTICATED');
    expect(stale.cookies.size).toBe(0);
  });

  it('keeps a session alive at exactly the idle limit and not a second later', async () => {
    await control.clock(backend.url, { now: '2026-11-21T15:00:00Z' });
    const alive = await signedIn(backend.url, 'owner@acme.example');
    await control.clock(backend.url, { advanceSeconds: 900 });
    expect((await alive.request('GET', SESSION)).status).toBe(200);
    await control.clock(backend.url, { advanceSeconds: 901 });
    expect((await alive.request('GET', SESSION)).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const sessionCookie = client.cookies.get('portal_session')!;
    const out = await client.request('POST', LOGOUT);
    expect(out.status).toBe(204);
    expect(client.cookies.has('portal_session')).toBe(false);
    // replaying the old cookie does not work either
    const replay = new Client(backend.url);
    replay.cookies.set('portal_session', sessionCookie);
    expect((await replay.request('GET', SESSION)).status).toBe(401);
    expect((await replay.gql('{ identity { username } }')).status).toBe(401);
  });
});

describe('XSRF', () => {
  it('refuses a state change without the header, or with a wrong one', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const missing = await client.gql(PAPERLESS, { input: { enrolled: true } }, { xsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ errorCode: 'FORBIDDEN' });
    const wrong = await client.gql(PAPERLESS, { input: { enrolled: true } }, { xsrf: 'not-the-token' });
    expect(wrong.status).toBe(403);
    const logout = await client.request('POST', LOGOUT, { xsrf: false });
    expect(logout.status).toBe(403);
    const store = await control.store(backend.url);
    expect(store.accounts.find((a: any) => a.companyName.startsWith('Acme')).paperless).toBe(false);
    // with the header it goes through
    const ok = await client.gql(PAPERLESS, { input: { enrolled: true } });
    expect(ok.body.data?.updatePaperless.enrolled).toBe(true);
  });

  it('does not accept another session’s token', async () => {
    const a = await signedIn(backend.url, 'owner@acme.example');
    const b = await signedIn(backend.url, 'admin@acme.example');
    const reply = await a.gql(PAPERLESS, { input: { enrolled: true } }, { xsrf: decodeURIComponent(b.cookies.get('XSRF-TOKEN')!) });
    expect(reply.status).toBe(403);
  });
});

describe('maintenance', () => {
  it('answers every authenticated call and sign-in with 401 IN_MAINTENANCE', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await control.maintenance(backend.url, true);
    const session = await client.request('GET', SESSION);
    expect(session.status).toBe(401);
    expect(session.body.errorCode).toBe('IN_MAINTENANCE');
    const graph = await client.gql('{ account { accountNumber } }');
    expect(graph.status).toBe(401);
    expect(graph.body.errorCode).toBe('IN_MAINTENANCE');
    const rest = await client.request('GET', '/api/pub/account/v1/accounts');
    expect(rest.body.errorCode).toBe('IN_MAINTENANCE');
    const login = await new Client(backend.url).login('admin@acme.example');
    expect(login.status).toBe(401);
    expect(login.body.errorCode).toBe('IN_MAINTENANCE');
    await control.maintenance(backend.url, false);
    expect((await client.request('GET', SESSION)).status).toBe(200);
  });
});
