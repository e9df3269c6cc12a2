import { describe, expect, it } from 'vitest';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';

// Voice call details behind account verification (spec billing §8). The server sends a
// statement's calls only to a session that passed a one-time code for CALL_DETAILS; another
// session, a code for another purpose, a contact not verified, a role without billing access
// and bad input get nothing, with the documented error shape, and change nothing.

const OWNER = 'owner@acme.example'; // Acme; stmt_7 its newest statement, with a Business Phone section
const OWNER_EMAIL = 'ct_1'; // verified
const TOM_MOBILE = 'ct_2'; // verified, takes texts
const LUIS_LANDLINE = 'ct_4'; // not verified
const NEWEST = 'stmt_7';

const backend = backendPerFile();

const STATEMENT = `query($id: ID!) { statement(id: $id) {
  statement { id callDetailsLocked callDetails { id lineNumber date time direction otherNumber place minutes } }
  previous { id callDetailsLocked callDetails { id } } } }`;
type Calls = { id: string; callDetailsLocked: boolean; callDetails: { id: string; date: string; lineNumber: string }[] };
const read = async (c: Client, id = NEWEST) => accepted<{ statement: { statement: Calls; previous: Calls | null } }>(await c.gql(STATEMENT, { id })).statement;
const send = (c: Client, input: Record<string, unknown>) =>
  c.gql('mutation($input: SendCodeInput!) { sendOtp(input: $input) { success destination channel attemptsLeft } }', { input });
const verify = (c: Client, input: Record<string, unknown>) =>
  c.gql('mutation($input: VerifyCodeInput!) { verifyOtp(input: $input) { success contactId } }', { input });
const purpose = 'CALL_DETAILS';

async function verifiedSession(username = OWNER): Promise<Client> {
  const c = await signedIn(backend.url, username);
  accepted(await send(c, { contactId: OWNER_EMAIL, purpose }));
  accepted(await verify(c, { contactId: OWNER_EMAIL, purpose, code: await control.sentCode(backend.url) }));
  return c;
}

describe('call details before verification', () => {
  it('a statement read says there are calls and carries none; the store holds them', async () => {
    const { statement, previous } = await read(await signedIn(backend.url, OWNER));
    expect(statement).toMatchObject({ id: NEWEST, callDetailsLocked: true, callDetails: [] });
    expect(previous).toMatchObject({ callDetailsLocked: true, callDetails: [] });
    const store = (await control.store(backend.url)) as { callDetails: { statementId: string }[] };
    expect(store.callDetails.filter((c) => c.statementId === NEWEST).length).toBeGreaterThan(0);
  });

  it('a statement without a Business Phone section has nothing locked (Southside)', async () => {
    const { statement } = await read(await signedIn(backend.url, 'cashonly@southside.example'), 'stmt_42');
    expect(statement).toMatchObject({ callDetailsLocked: false, callDetails: [] });
  });

  it('the contacts a code may go to are the verified, working ones, masked', async () => {
    const c = await signedIn(backend.url, OWNER);
    const { otpContacts } = accepted<{ otpContacts: { contactId: string; contactValue: string; otpMethod: string }[] }>(
      await c.gql('{ otpContacts { contactId contactValue otpMethod sms type } }'),
    );
    expect(otpContacts.map((o) => o.contactId)).toEqual([OWNER_EMAIL, TOM_MOBILE, 'ct_3']);
    for (const o of otpContacts) expect(o.contactValue).toContain('•••');
  });
});

describe('verifying for call details', () => {
  it('a right code shows the calls to this session for every statement, and not to another session', async () => {
    const c = await verifiedSession();
    const { statement, previous } = await read(c);
    expect(statement.callDetailsLocked).toBe(false);
    expect(statement.callDetails.length).toBeGreaterThanOrEqual(3);
    // oldest first, on the account's own lines, within the month the statement closes
    const dates = statement.callDetails.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    for (const call of statement.callDetails) expect(['7185550142', '7185550143']).toContain(call.lineNumber);
    expect(previous!.callDetails.length).toBeGreaterThan(0);
    // the contact was verified already; the code changed nothing about it
    const contact = ((await control.store(backend.url)) as { contacts: { id: string; dateLastConfirmed: string }[] }).contacts.find(
      (x) => x.id === OWNER_EMAIL,
    );
    expect(contact?.dateLastConfirmed).not.toBe(await control.storeDay(backend.url));

    const other = await signedIn(backend.url, OWNER);
    expect((await read(other)).statement).toMatchObject({ callDetailsLocked: true, callDetails: [] });
  });

  it('signing out ends it: the next sign-in is asked again', async () => {
    const c = await verifiedSession();
    await c.request('POST', '/api/pub/session/v1/logout');
    const again = await signedIn(backend.url, OWNER);
    expect((await read(again)).statement.callDetailsLocked).toBe(true);
  });

  it('a code sent to verify the contact does not open the call details, nor the other way round', async () => {
    await control.reset(backend.url);
    const c = await signedIn(backend.url, OWNER);
    accepted(await send(c, { contactId: LUIS_LANDLINE }));
    const code = await control.sentCode(backend.url);
    // the code out is the contact's own: for call details there is none
    await expectGqlRefused(backend, () => verify(c, { contactId: LUIS_LANDLINE, code, purpose }), { code: 'CONFLICT', messages: { code: 'otp.notSent' } });
    // the contact's own code still verifies it, and only it
    accepted(await verify(c, { contactId: LUIS_LANDLINE, code }));
    expect((await read(c)).statement.callDetailsLocked).toBe(true);

    await control.reset(backend.url);
    const d = await signedIn(backend.url, OWNER);
    accepted(await send(d, { contactId: TOM_MOBILE, purpose }));
    await expectGqlRefused(backend, () => verify(d, { contactId: TOM_MOBILE, code: '123456' }), { code: 'CONFLICT', messages: { code: 'otp.notSent' } });
  });

  it('a wrong code counts, keeps the calls hidden, and five lock the contact', async () => {
    await control.reset(backend.url);
    const c = await signedIn(backend.url, OWNER);
    accepted(await send(c, { contactId: OWNER_EMAIL, purpose }));
    const code = await control.sentCode(backend.url);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const reply = await verify(c, { contactId: OWNER_EMAIL, purpose, code: wrong });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const fifth = await verify(c, { contactId: OWNER_EMAIL, purpose, code: wrong });
    expect(fifth.body.errors?.[0]?.extensions?.code).toBe('LIMIT_REACHED');
    // locked: even the right code now fails
    const late = await verify(c, { contactId: OWNER_EMAIL, purpose, code });
    expect(late.body.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', issues: [{ message: 'otp.locked' }] });
    expect((await read(c)).statement.callDetailsLocked).toBe(true);
  });

  it('refuses a contact not verified, an unknown purpose, another account’s contact and the roles without billing access', async () => {
    await control.reset(backend.url);
    const c = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => send(c, { contactId: LUIS_LANDLINE, purpose }), {
      code: 'VALIDATION_FAILED',
      messages: { contactId: 'otp.contactUnverified' },
    });
    await expectGqlRefused(backend, () => send(c, { contactId: OWNER_EMAIL, purpose: 'EVERYTHING' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => send(c, { contactId: 'ct_5', purpose }), { code: 'NOT_FOUND' });
    for (const username of ['billing@acme.example', 'staff@acme.example']) {
      const other = await signedIn(backend.url, username);
      await expectGqlRefused(backend, () => send(other, { contactId: OWNER_EMAIL, purpose }), { code: 'FORBIDDEN' });
      expect((await other.gql('{ otpContacts { contactId } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('the administrators verify for call details too (billing access), and a fault on the read is the catalogue’s', async () => {
    await control.reset(backend.url);
    const admin = await verifiedSession('admin@acme.example');
    expect((await read(admin)).statement.callDetailsLocked).toBe(false);
    await control.fault(backend.url, { operation: 'statement', errorCode: 'SERVICE_UNAVAILABLE' });
    const reply = await admin.gql(STATEMENT, { id: NEWEST });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
