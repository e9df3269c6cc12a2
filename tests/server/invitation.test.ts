import { describe, expect, it } from 'vitest';
import { accepted } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import type { InvitationMessage } from '../../src/server/outbox';
import { Client, control, signedIn, type Reply } from '../support/client';

// Accepting an invitation (spec platform §2 /create-sub-account; src/domain/invitation.ts,
// src/domain/credentials.ts, src/server/invitations.ts): the token reaches only the outbox, opens
// the form once and until it expires on the server clock; a refused username or password is the
// error shape with nothing written; the audit entry names the person and never the password or token.

const OWNER = 'owner@acme.example';
const ANA = 'ana.reyes@acme.example';
const GOOD = 'Harbor lights 42';
const backend = backendPerFile();

const outbox = () => control.outbox(backend.url);
const users = async () =>
  (await control.store(backend.url)).users as { id: string; username: string; status?: string; passwordHash: string; invitation?: unknown }[];
const auditEntries = async () => (await control.store(backend.url)).auditEntries as { kind: string; userId: string; recordId: string }[];

/** The owner invites Ana; the answer, and the token the outbox got. */
async function invite(email = ANA) {
  const owner = await signedIn(backend.url, OWNER);
  const reply = await owner.gql('mutation($input: InvitePersonInput!) { invitePerson(input: $input) { id email status } }', {
    input: { firstName: 'Ana', lastName: 'Reyes', email, role: 'STANDARD' },
  });
  const person = accepted<{ invitePerson: { id: string } }>(reply).invitePerson;
  const sent = (await outbox()).filter((m): m is InvitationMessage => m.kind === 'invitation' && m.to === email).at(-1);
  if (!sent?.token) throw new Error('no invitation was sent');
  return { id: person.id, token: sent.token, sent, replyText: reply.text };
}

const lookup = (token: unknown) => new Client(backend.url).request('POST', '/api/pub/invitations/v1/lookup', { json: { token } });
const accept = (body: Record<string, unknown>) => new Client(backend.url).request('POST', '/api/pub/invitations/v1/accept', { json: body });
const refusedWith = (reply: Reply, status: number, errorCode: string, messages: Record<string, string>) => {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body.errorCode).toBe(errorCode);
  expect(Object.fromEntries((reply.body.issues as { path: string[]; message: string }[]).map((i) => [i.path.join('.'), i.message]))).toEqual(messages);
};

describe('the invitation', () => {
  it('is sent to the invited address only: the inviter never sees the token, the store keeps only its hash', async () => {
    const { id, token, sent, replyText } = await invite();
    expect(sent.link).toBe(`/create-sub-account?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replyText).not.toContain(token);
    const stored = JSON.stringify(await control.store(backend.url));
    expect(stored).not.toContain(token);
    expect((await users()).find((u) => u.id === id)?.invitation).toMatchObject({ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const people = await (await signedIn(backend.url, OWNER)).gql('{ people { id email status } }');
    expect(people.text).not.toContain(token);
  });

  it('is no one-time code: the code read after it is the one texted before it (tests/support/outbox.ts)', async () => {
    const owner = await signedIn(backend.url, OWNER);
    // Luis Ortega's landline (db.json ct_4), not verified yet
    accepted(await owner.gql('mutation($input: SendCodeInput!) { sendOtp(input: $input) { success } }', { input: { contactId: 'ct_4' } }));
    const texted = (await outbox()).at(-1)!;
    expect(texted.kind).toBe('code');
    await invite();
    expect((await outbox()).at(-1)!.kind).toBe('invitation');
    expect(await control.sentCode(backend.url)).toBe(texted.kind === 'code' && texted.code);
  });

  it('opens with who is invited, to which company, until when (server clock + 7 days)', async () => {
    // the server's clock held still, so the invitation's instant is known
    const now = (await control.serverClock(backend.url)).now;
    await control.clock(backend.url, { now });
    const { token } = await invite();
    const reply = await lookup(token);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      email: ANA,
      companyName: expect.any(String),
      expiresAt: new Date(Date.parse(now) + 7 * 86_400_000).toISOString(),
    });
  });
});

describe('accepting it', () => {
  it('sets the chosen username and password, makes the person ACTIVE, and they sign in with them', async () => {
    const { id, token } = await invite();
    const reply = await accept({ token, username: ' ana@reyes.example ', password: GOOD });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ username: 'ana@reyes.example' });
    const user = (await users()).find((u) => u.id === id)!;
    expect(user).toMatchObject({ username: 'ana@reyes.example', status: 'ACTIVE' });
    expect(user.invitation).toBeUndefined();
    expect((await new Client(backend.url).login('ana@reyes.example', GOOD)).status).toBe(200);
    expect((await new Client(backend.url).login(ANA, GOOD)).status).toBe(401);
  });

  it('is recorded as the person joining, without the password or the token', async () => {
    const { id, token } = await invite();
    expect((await accept({ token, username: ANA, password: GOOD })).status).toBe(200);
    const store = await control.store(backend.url);
    const entry = (store.auditEntries as { kind: string; userId: string; recordId: string; sessionRef: string; changes: unknown[] }[]).at(-1)!;
    expect(entry).toMatchObject({ kind: 'PERSON_JOINED', userId: id, recordId: id, sessionRef: expect.stringMatching(/^ses_[0-9a-f]{12}$/) });
    expect(entry.changes).toEqual([
      { field: 'personStatus', item: null, before: 'INVITED', after: 'ACTIVE' },
      { field: 'password', item: null, before: null, after: 'CHANGED' },
    ]);
    const text = JSON.stringify(store.auditEntries);
    expect(text).not.toContain(GOOD);
    expect(text).not.toContain(token);
  });

  it('works once: the same token again is not valid, for the form or the acceptance', async () => {
    const { token } = await invite();
    expect((await accept({ token, username: ANA, password: GOOD })).status).toBe(200);
    const before = await users();
    refusedWith(await accept({ token, username: 'other@reyes.example', password: 'Another good 77' }), 404, 'NOT_FOUND', { token: 'invitation.invalid' });
    refusedWith(await lookup(token), 404, 'NOT_FOUND', { token: 'invitation.invalid' });
    expect(await users()).toEqual(before);
  });

  it('expires after 7 days on the server clock: refused at the last instant, open the instant before', async () => {
    const { id, token } = await invite();
    const { expiresAt } = (await lookup(token)).body as { expiresAt: string };
    await control.clock(backend.url, { now: new Date(Date.parse(expiresAt) - 1000).toISOString() });
    expect((await lookup(token)).status).toBe(200);
    await control.clock(backend.url, { now: expiresAt });
    refusedWith(await lookup(token), 409, 'CONFLICT', { token: 'invitation.expired' });
    const before = await users();
    refusedWith(await accept({ token, username: ANA, password: GOOD }), 409, 'CONFLICT', { token: 'invitation.expired' });
    expect(await users()).toEqual(before);
    expect((await users()).find((u) => u.id === id)?.status).toBe('INVITED');
  });

  it('refuses a token never issued, and one that is no token, with the error shape', async () => {
    await invite();
    refusedWith(await lookup('x'.repeat(43)), 404, 'NOT_FOUND', { token: 'invitation.invalid' });
    const malformed = await lookup('not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses a bad username or password with each field’s issue and writes nothing, no entry either', async () => {
    const { token } = await invite();
    const before = { users: await users(), audit: await auditEntries() };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ username: ANA, password: 'Short 1a' }, { password: 'password.tooShort' }],
      [{ username: ANA, password: 'alllowercaseletters' }, { password: 'password.kinds' }],
      [{ username: ANA, password: 'Ana.reyes 2026!' }, { password: 'password.containsUsername' }],
      [{ username: 'boss@corp.example', password: 'Reyes family 2026' }, { password: 'password.containsName' }],
      [{ username: ANA, password: 'MyPassword 2026' }, { password: 'password.common' }],
      [{ username: ANA, password: `Tab\there 2026 ok` }, { password: 'password.characters' }],
      [{ username: ANA, password: `Aa1 ${'x'.repeat(130)}` }, { password: 'password.tooLong' }],
      [{ username: 'not-an-email', password: GOOD }, { username: 'email.format' }],
      [
        { username: '', password: '' },
        { username: 'username.required', password: 'password.required' },
      ],
      // a username signs in to one account: anyone's, in any case
      [{ username: 'Staff@Acme.example', password: GOOD }, { username: 'username.taken' }],
    ];
    for (const [body, issues] of cases) refusedWith(await accept({ token, ...body }), 400, 'VALIDATION_FAILED', issues);
    expect(await users()).toEqual(before.users);
    expect(await auditEntries()).toEqual(before.audit);
    // still open afterwards
    expect((await accept({ token, username: ANA, password: GOOD })).status).toBe(200);
  });

  it('a failure before the write (an armed fault) changes nothing and the token still works', async () => {
    const { token } = await invite();
    const before = await users();
    await control.fault(backend.url, { operation: 'acceptInvitation', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    expect((await accept({ token, username: ANA, password: GOOD })).status).toBe(503);
    expect(await users()).toEqual(before);
    expect((await accept({ token, username: ANA, password: GOOD })).status).toBe(200);
  });

  it('a person removed before accepting has no invitation any more', async () => {
    const { id, token } = await invite();
    const owner = await signedIn(backend.url, OWNER);
    accepted(await owner.gql('mutation($input: RemovePersonInput!) { removePerson(input: $input) { id } }', { input: { personId: id } }));
    refusedWith(await accept({ token, username: ANA, password: GOOD }), 404, 'NOT_FOUND', { token: 'invitation.invalid' });
  });
});
