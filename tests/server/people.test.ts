import { describe, expect, it } from 'vitest';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn, type Reply } from '../support/client';
import { ACME_ROLES, everyRoleEveryWrite } from '../support/role-matrix';

// People and roles (spec platform §2 /user-preferences/people, §6; src/domain/people.ts):
// every role × every people write (allowed or FORBIDDEN), another account's people not found, the
// last-PRIMARY rule, no change to oneself, bad input refused with nothing changed, and each change
// taking effect on the person's next request.

const OWNER = 'owner@acme.example'; // PRIMARY, usr_1
const MARIA = 'usr_1'; // the owner, Acme's only PRIMARY
const TOM = 'usr_2'; // ADMIN
const PRIYA = 'usr_3'; // BILLING
const LUIS = 'usr_4'; // STANDARD, staff@acme.example
const HELEN = 'usr_5'; // Brightline's owner: another account

const backend = backendPerFile();

const PERSON = 'id firstName lastName email role status me';
const write = {
  invitePerson: (c: Client, input: unknown) => c.gql(`mutation($input: InvitePersonInput!) { invitePerson(input: $input) { ${PERSON} } }`, { input }),
  updatePersonRole: (c: Client, input: unknown) =>
    c.gql(`mutation($input: UpdatePersonRoleInput!) { updatePersonRole(input: $input) { ${PERSON} } }`, { input }),
  updatePersonStatus: (c: Client, input: unknown) =>
    c.gql(`mutation($input: UpdatePersonStatusInput!) { updatePersonStatus(input: $input) { ${PERSON} } }`, { input }),
  removePerson: (c: Client, input: unknown) => c.gql('mutation($input: RemovePersonInput!) { removePerson(input: $input) { id } }', { input }),
};
type Write = keyof typeof write;

/** One valid request of each write, for the role matrix: about Priya, whom every admin may change. */
const VALID: Record<Write, unknown> = {
  invitePerson: { firstName: 'Ana', lastName: 'Reyes', email: 'ana@acme.example', role: 'STANDARD' },
  updatePersonRole: { personId: PRIYA, role: 'STANDARD' },
  updatePersonStatus: { personId: PRIYA, status: 'SUSPENDED' },
  removePerson: { personId: PRIYA },
};

type PersonView = { id: string; firstName: string; lastName: string; email: string; role: string; status: string; me: boolean };
const peopleOf = async (c: Client) => accepted<{ people: PersonView[] }>(await c.gql(`{ people { ${PERSON} } }`)).people;
const users = async () => (await control.store(backend.url)).users as { id: string; role: string; status?: string; username: string; accountId: string }[];
const issueOf = (reply: Reply) => reply.body.errors?.[0]?.extensions;

describe('the people of the account', () => {
  it('every role reads the people of its own account with role and status, owners first, and no one of another account', async () => {
    for (const username of Object.values(ACME_ROLES)) {
      const people = await peopleOf(await signedIn(backend.url, username));
      expect(people.map((p) => [p.id, p.role, p.status])).toEqual([
        [MARIA, 'PRIMARY', 'ACTIVE'],
        [TOM, 'ADMIN', 'ACTIVE'],
        [PRIYA, 'BILLING', 'ACTIVE'],
        [LUIS, 'STANDARD', 'ACTIVE'],
      ]);
      expect(people.filter((p) => p.me).map((p) => p.email)).toEqual([username]);
    }
  });

  it('an invitation adds an INVITED person with the role, in upper case, who cannot sign in yet', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const invited = accepted<{ invitePerson: PersonView }>(
      await write.invitePerson(owner, { firstName: ' Ana ', lastName: 'Reyes', email: ' ana.reyes@acme.example ', role: 'billing' }),
    ).invitePerson;
    expect(invited).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', email: 'ana.reyes@acme.example', role: 'BILLING', status: 'INVITED', me: false });
    expect((await peopleOf(owner)).map((p) => p.id)).toContain(invited.id);
    const login = await new Client(backend.url).login('ana.reyes@acme.example');
    expect(login.status).toBe(401);
  });
});

describe('every role × every people write', () => {
  everyRoleEveryWrite(backend, write, VALID, 'people.adminOnly', async (_, send) => {
    const before = await users();
    const reply = await send();
    expect(reply.body.errors, reply.text).toBeUndefined();
    expect(await users()).not.toEqual(before);
  });

  it("another account's people are not found, whatever the write", async () => {
    const owner = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => write.updatePersonRole(owner, { personId: HELEN, role: 'STANDARD' }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => write.updatePersonStatus(owner, { personId: HELEN, status: 'SUSPENDED' }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => write.removePerson(owner, { personId: HELEN }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => write.removePerson(owner, { personId: 'usr_999' }), { code: 'NOT_FOUND' });
  });
});

describe('what the account must keep', () => {
  it('nobody changes their own role or access', async () => {
    for (const [username, id] of [
      [OWNER, MARIA],
      [ACME_ROLES.ADMIN, TOM],
    ] as const) {
      const me = await signedIn(backend.url, username);
      const self = { code: 'FORBIDDEN', messages: { '': 'people.self' } };
      await expectGqlRefused(backend, () => write.updatePersonRole(me, { personId: id, role: 'STANDARD' }), self);
      await expectGqlRefused(backend, () => write.updatePersonRole(me, { personId: id, role: 'PRIMARY' }), self);
      await expectGqlRefused(backend, () => write.updatePersonStatus(me, { personId: id, status: 'SUSPENDED' }), self);
      await expectGqlRefused(backend, () => write.removePerson(me, { personId: id }), self);
    }
  });

  it('the last active PRIMARY cannot be demoted, suspended or removed; with a second one it can', async () => {
    const admin = await signedIn(backend.url, ACME_ROLES.ADMIN);
    const last = { code: 'CONFLICT', messages: { '': 'people.lastPrimary' } };
    await expectGqlRefused(backend, () => write.updatePersonRole(admin, { personId: MARIA, role: 'ADMIN' }), last);
    await expectGqlRefused(backend, () => write.updatePersonStatus(admin, { personId: MARIA, status: 'SUSPENDED' }), last);
    await expectGqlRefused(backend, () => write.removePerson(admin, { personId: MARIA }), last);
    // an invited PRIMARY is not an active one yet
    accepted(await write.invitePerson(admin, { firstName: 'Ana', lastName: 'Reyes', email: 'ana@acme.example', role: 'PRIMARY' }));
    await expectGqlRefused(backend, () => write.updatePersonRole(admin, { personId: MARIA, role: 'ADMIN' }), last);
    // Priya made a PRIMARY: now Maria may stop being one
    accepted(await write.updatePersonRole(admin, { personId: PRIYA, role: 'PRIMARY' }));
    const demoted = accepted<{ updatePersonRole: PersonView }>(await write.updatePersonRole(admin, { personId: MARIA, role: 'admin' })).updatePersonRole;
    expect(demoted).toMatchObject({ id: MARIA, role: 'ADMIN' });
    // and Priya is the last one again
    await expectGqlRefused(backend, () => write.updatePersonStatus(admin, { personId: PRIYA, status: 'SUSPENDED' }), last);
  });

  it('a role a person has already, a suspend of someone not active and a reactivation of someone not suspended are conflicts', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => write.updatePersonRole(owner, { personId: LUIS, role: 'standard' }), {
      code: 'CONFLICT',
      messages: { '': 'people.sameRole' },
    });
    await expectGqlRefused(backend, () => write.updatePersonStatus(owner, { personId: LUIS, status: 'ACTIVE' }), {
      code: 'CONFLICT',
      messages: { '': 'people.status' },
    });
    accepted(await write.updatePersonStatus(owner, { personId: LUIS, status: 'SUSPENDED' }));
    await expectGqlRefused(backend, () => write.updatePersonStatus(owner, { personId: LUIS, status: 'SUSPENDED' }), {
      code: 'CONFLICT',
      messages: { '': 'people.status' },
    });
  });
});

describe('bad input is refused with the documented error shape, and nothing changes', () => {
  it('an invitation with bad fields', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => write.invitePerson(owner, { firstName: '  ', lastName: 'x'.repeat(61), email: 'ana@@acme', role: 'OWNER' }), {
      code: 'VALIDATION_FAILED',
      messages: { firstName: 'name.required', lastName: 'name.tooLong', role: 'role.unknown' },
    });
    await expectGqlRefused(backend, () => write.invitePerson(owner, { firstName: 'Ana', lastName: 'Reyes', email: 'ana@@acme', role: 'ADMIN' }), {
      code: 'VALIDATION_FAILED',
      messages: { email: 'email.format' },
    });
    // a CHILD is a consumer sub-account's role; a bidirectional override in a name
    await expectGqlRefused(backend, () => write.invitePerson(owner, { firstName: 'A\u202Ena', lastName: 'Reyes', email: 'ana@acme.example', role: 'CHILD' }), {
      code: 'VALIDATION_FAILED',
      messages: { firstName: 'text.characters', role: 'role.unknown' },
    });
  });

  it('an e-mail that already signs in, on this account or another, in any case', async () => {
    const owner = await signedIn(backend.url, OWNER);
    for (const email of ['STAFF@acme.example', 'autopay@brightline.example'])
      await expectGqlRefused(backend, () => write.invitePerson(owner, { firstName: 'Ana', lastName: 'Reyes', email, role: 'STANDARD' }), {
        code: 'VALIDATION_FAILED',
        messages: { email: 'email.taken' },
      });
  });

  it('unknown roles, statuses and fields', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => write.updatePersonRole(owner, { personId: LUIS, role: 'SUPERUSER' }), {
      code: 'VALIDATION_FAILED',
      messages: { role: 'role.unknown' },
    });
    await expectGqlRefused(backend, () => write.updatePersonStatus(owner, { personId: LUIS, status: 'INVITED' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => write.removePerson(owner, { personId: LUIS, also: 'usr_3' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => write.removePerson(owner, { personId: '' }), { code: 'VALIDATION_FAILED' });
  });
});

describe("a change takes effect on the person's next request", () => {
  it("a new role opens and closes what it gives in the person's running session", async () => {
    const owner = await signedIn(backend.url, OWNER);
    const luis = await signedIn(backend.url, ACME_ROLES.STANDARD);
    expect(issueOf(await luis.gql('{ billing { amountDue } }'))?.code).toBe('FORBIDDEN');
    accepted(await write.updatePersonRole(owner, { personId: LUIS, role: 'ADMIN' }));
    expect((await luis.request('GET', '/api/pub/sbnetloginedge/v1/sbnet/session')).body.role).toBe('ADMIN');
    // every answer names the role it was served with, so Luis's open page can follow (src/routes/session-events.ts)
    const billing = await luis.gql('{ billing { amountDue } }');
    accepted(billing);
    expect(billing.headers.get('x-session-role')).toBe('ADMIN');
    accepted(await write.updatePersonStatus(luis, { personId: PRIYA, status: 'SUSPENDED' }));
    accepted(await write.updatePersonRole(owner, { personId: LUIS, role: 'STANDARD' }));
    const refused = await write.updatePersonStatus(luis, { personId: PRIYA, status: 'ACTIVE' });
    expect(issueOf(refused)?.code).toBe('FORBIDDEN');
    expect(refused.headers.get('x-session-role')).toBe('STANDARD');
    // the contacts list shows each person's role, and follows
    const contacts = (await control.store(backend.url)).contacts as { userId: string | null; role: string | null }[];
    expect(contacts.find((c) => c.userId === LUIS)?.role).toBe('STANDARD');
  });

  it('a suspended person is signed out on the next request and cannot sign in until reactivated', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const luis = await signedIn(backend.url, ACME_ROLES.STANDARD);
    accepted(await write.updatePersonStatus(owner, { personId: LUIS, status: 'SUSPENDED' }));
    const next = await luis.request('GET', '/api/pub/sbnetloginedge/v1/sbnet/session');
    expect([next.status, next.body.errorCode]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await new Client(backend.url).login(ACME_ROLES.STANDARD)).status).toBe(401);
    expect((await peopleOf(owner)).find((p) => p.id === LUIS)?.status).toBe('SUSPENDED');
    accepted(await write.updatePersonStatus(owner, { personId: LUIS, status: 'ACTIVE' }));
    expect((await new Client(backend.url).login(ACME_ROLES.STANDARD)).status).toBe(200);
  });

  it('a removed person is signed out, cannot sign in, and their contacts stay the account’s', async () => {
    const admin = await signedIn(backend.url, ACME_ROLES.ADMIN);
    const priya = await signedIn(backend.url, ACME_ROLES.BILLING);
    expect(accepted<{ removePerson: { id: string } }>(await write.removePerson(admin, { personId: PRIYA })).removePerson.id).toBe(PRIYA);
    expect((await priya.gql('{ people { id } }')).status).toBe(401);
    expect((await new Client(backend.url).login(ACME_ROLES.BILLING)).status).toBe(401);
    expect((await peopleOf(admin)).map((p) => p.id)).not.toContain(PRIYA);
    const contacts = (await control.store(backend.url)).contacts as { id: string; userId: string | null; role: string | null }[];
    expect(contacts.find((c) => c.id === 'ct_3')).toMatchObject({ userId: null, role: null });
  });

  it('a fault armed on a write refuses it before anything is written', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await control.fault(backend.url, { operation: 'removePerson', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => write.removePerson(owner, { personId: LUIS }), { code: 'SERVICE_UNAVAILABLE' });
  });
});
