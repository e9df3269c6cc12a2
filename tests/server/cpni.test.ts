import { describe, expect, it } from 'vitest';
import { OTP_POLICY } from '../../src/domain/otp';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';
import { ACME_ROLES } from '../support/role-matrix';

// CPNI (spec platform §3, §7 cpni, sendCpniVerificationOtp, verifyCpni, REST
// /identity/v3/identity/cpni/compliance; rules in src/domain/cpni.ts and src/domain/otp.ts). Everyone
// of the account reads the status; only the owner and administrators verify, by a code sent to
// one of the account's verified contacts; every other write is refused with the documented error
// shape and changes nothing; a right code is recorded once in the audit trail, without the code.

const OWNER_EMAIL = 'ct_1'; // Acme, verified
const TOM_MOBILE = 'ct_2'; // Acme, verified, texts
const LUIS_LANDLINE = 'ct_4'; // Acme, not verified
const BRIGHT_CONTACT = 'ct_5'; // Brightline's owner's e-mail

const backend = backendPerFile();

const CPNI = '{ cpni { status method destination verifiedOn verifiedBy methods } }';
type Cpni = { status: string; method: string | null; destination: string | null; verifiedOn: string | null; verifiedBy: string | null; methods: string[] };
const cpniOf = async (c: Client) => accepted<{ cpni: Cpni }>(await c.gql(CPNI)).cpni;
const send = (c: Client, input: unknown) =>
  c.gql('mutation($input: CpniCodeInput!) { sendCpniVerificationOtp(input: $input) { success destination channel expiresAt resendAt attemptsLeft } }', {
    input,
  });
const verify = (c: Client, input: unknown) =>
  c.gql('mutation($input: VerifyCpniInput!) { verifyCpni(input: $input) { status method destination verifiedOn verifiedBy } }', { input });

type Store = { accounts: { id: string; cpni?: unknown }[]; auditEntries: { kind: string; accountId: string; changes: unknown[] }[] };
const store = async () => (await control.store(backend.url)) as Store;
const acmeCpni = async () => (await store()).accounts.find((a) => a.id === 'acct_1')!.cpni ?? null;

describe('the CPNI status', () => {
  it('every role of the account reads it: Acme is not verified, its methods are its verified contacts’ channels', async () => {
    for (const username of Object.values(ACME_ROLES)) {
      expect(await cpniOf(await signedIn(backend.url, username))).toEqual({
        status: 'NOT_VERIFIED',
        method: null,
        destination: null,
        verifiedOn: null,
        verifiedBy: null,
        methods: ['EMAIL', 'SMS'],
      });
    }
  });

  it('a seeded verification says by whom, how, where (masked) and on which day; the REST compliance read agrees', async () => {
    const fleet = await signedIn(backend.url, 'mobile@fleet.example');
    const status = await cpniOf(fleet);
    expect(status).toMatchObject({ status: 'VERIFIED', method: 'SMS', destination: '(•••) •••-0194', verifiedBy: 'Owen Fischer' });
    expect(status.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rest = await fleet.request('GET', '/api/pub/identity/v3/identity/cpni/compliance');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ compliant: true, ...status });
    const acme = await signedIn(backend.url, ACME_ROLES.STANDARD);
    expect((await acme.request('GET', '/api/pub/identity/v3/identity/cpni/compliance')).body).toMatchObject({ compliant: false, status: 'NOT_VERIFIED' });
  });
});

describe('verifying CPNI', () => {
  for (const [role, username] of Object.entries(ACME_ROLES)) {
    const admin = role === 'PRIMARY' || role === 'ADMIN';
    it(`${role}: ${admin ? 'sends a code to a verified contact, and the right code verifies CPNI, audited without the code' : 'FORBIDDEN on both writes, nothing changes'}`, async () => {
      const c = await signedIn(backend.url, username);
      if (!admin) {
        await expectGqlRefused(backend, () => send(c, { contactId: OWNER_EMAIL }), { code: 'FORBIDDEN', messages: { '': 'settings.adminOnly' } });
        await expectGqlRefused(backend, () => verify(c, { contactId: OWNER_EMAIL, code: '123456' }), {
          code: 'FORBIDDEN',
          messages: { '': 'settings.adminOnly' },
        });
        expect(await acmeCpni()).toBeNull();
        return;
      }
      const sent = accepted<{ sendCpniVerificationOtp: { destination: string; channel: string; attemptsLeft: number } }>(
        await send(c, { contactId: TOM_MOBILE }),
      ).sendCpniVerificationOtp;
      expect(sent).toMatchObject({ destination: '(•••) •••-0147', channel: 'SMS', attemptsLeft: OTP_POLICY.maxAttempts });
      // sending a code is no change of the account's: nothing recorded yet
      expect(await acmeCpni()).toBeNull();
      const code = await control.sentCode(backend.url);
      const entriesBefore = (await store()).auditEntries.length;
      const { verifyCpni } = accepted<{ verifyCpni: Cpni }>(await verify(c, { contactId: TOM_MOBILE, code }));
      const { today } = await control.serverClock(backend.url);
      const name = role === 'PRIMARY' ? 'Maria Delgado' : 'Tom Becker';
      expect(verifyCpni).toEqual({ status: 'VERIFIED', method: 'SMS', destination: '(•••) •••-0147', verifiedOn: today, verifiedBy: name });
      // the status others read is the same
      expect(await cpniOf(await signedIn(backend.url, ACME_ROLES.STANDARD))).toMatchObject({ status: 'VERIFIED', verifiedBy: name });
      const after = await store();
      const added = after.auditEntries.slice(entriesBefore);
      expect(added.map((e) => e.kind)).toEqual(['CPNI_VERIFIED']);
      expect(added[0]).toMatchObject({
        accountId: 'acct_1',
        changes: [
          { field: 'verified', before: false, after: true },
          { field: 'cpniMethod', before: null, after: 'SMS' },
          { field: 'contactValue', before: null, after: '(•••) •••-0147' },
        ],
      });
      // the code is nowhere: not in the trail, not in the account's record
      expect(JSON.stringify(after.auditEntries)).not.toContain(code);
      expect(JSON.stringify(after.accounts)).not.toContain(code);
      // a used code is gone: typing it again finds none
      await expectGqlRefused(backend, () => verify(c, { contactId: TOM_MOBILE, code }), { code: 'CONFLICT', messages: { code: 'otp.notSent' } });
    });
  }

  it('refuses a contact not verified, another account’s contact and bad input, changing nothing', async () => {
    const owner = await signedIn(backend.url, ACME_ROLES.PRIMARY);
    await expectGqlRefused(backend, () => send(owner, { contactId: LUIS_LANDLINE }), {
      code: 'VALIDATION_FAILED',
      messages: { contactId: 'otp.contactUnverified' },
    });
    await expectGqlRefused(backend, () => send(owner, { contactId: BRIGHT_CONTACT }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => verify(owner, { contactId: BRIGHT_CONTACT, code: '123456' }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => send(owner, { contactId: '' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => send(owner, { contactId: OWNER_EMAIL, purpose: 'CONTACT' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => verify(owner, { contactId: OWNER_EMAIL, code: '12ab' }), {
      code: 'VALIDATION_FAILED',
      messages: { code: 'otp.format' },
    });
    // the generic pair does not verify CPNI
    await expectGqlRefused(
      backend,
      () => owner.gql('mutation($input: SendCodeInput!) { sendOtp(input: $input) { success } }', { input: { contactId: OWNER_EMAIL, purpose: 'CPNI' } }),
      { code: 'VALIDATION_FAILED' },
    );
    expect(await acmeCpni()).toBeNull();
  });

  it('a code sent to verify the contact is no CPNI code, nor the other way round', async () => {
    const owner = await signedIn(backend.url, ACME_ROLES.PRIMARY);
    accepted(await owner.gql('mutation($input: SendCodeInput!) { sendOtp(input: $input) { success } }', { input: { contactId: OWNER_EMAIL } }));
    const code = await control.sentCode(backend.url);
    await expectGqlRefused(backend, () => verify(owner, { contactId: OWNER_EMAIL, code }), { code: 'CONFLICT', messages: { code: 'otp.notSent' } });
    expect(await acmeCpni()).toBeNull();
  });

  it('on the server clock: the code expires after ten minutes, a new one waits out the cooldown, five wrong codes lock, the lockout passes', async () => {
    const owner = await signedIn(backend.url, ACME_ROLES.PRIMARY);
    accepted(await send(owner, { contactId: OWNER_EMAIL }));
    // too soon for another
    await expectGqlRefused(backend, () => send(owner, { contactId: OWNER_EMAIL }), { code: 'LIMIT_REACHED', messages: { contactId: 'otp.cooldown' } });
    const first = await control.sentCode(backend.url);
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.ttlSeconds });
    await expectGqlRefused(backend, () => verify(owner, { contactId: OWNER_EMAIL, code: first }), {
      code: 'VALIDATION_FAILED',
      messages: { code: 'otp.expired' },
    });

    accepted(await send(owner, { contactId: OWNER_EMAIL }));
    const code = await control.sentCode(backend.url);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_POLICY.maxAttempts; i += 1) {
      const reply = await verify(owner, { contactId: OWNER_EMAIL, code: wrong });
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ message: 'otp.wrong', params: { attemptsLeft: OTP_POLICY.maxAttempts - i } }],
      });
    }
    const last = await verify(owner, { contactId: OWNER_EMAIL, code: wrong });
    expect(last.body.errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_REACHED',
      issues: [{ message: 'otp.locked', params: { seconds: OTP_POLICY.lockoutSeconds } }],
    });
    // locked: the right code is refused, and no new code goes out
    await expectGqlRefused(backend, () => verify(owner, { contactId: OWNER_EMAIL, code }), { code: 'LIMIT_REACHED', messages: { code: 'otp.locked' } });
    await expectGqlRefused(backend, () => send(owner, { contactId: OWNER_EMAIL }), { code: 'LIMIT_REACHED', messages: { contactId: 'otp.locked' } });
    expect(await acmeCpni()).toBeNull();

    // the lockout passes on the server's clock: a new code, and it verifies
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.lockoutSeconds });
    accepted(await send(owner, { contactId: OWNER_EMAIL }));
    accepted(await verify(owner, { contactId: OWNER_EMAIL, code: await control.sentCode(backend.url) }));
    expect(await acmeCpni()).toMatchObject({ method: 'EMAIL', contactId: OWNER_EMAIL, userId: 'usr_1' });
  });

  it('a fault armed on a write answers it and changes nothing', async () => {
    const owner = await signedIn(backend.url, ACME_ROLES.PRIMARY);
    await control.fault(backend.url, { operation: 'sendCpniVerificationOtp', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => send(owner, { contactId: OWNER_EMAIL }), { code: 'SERVICE_UNAVAILABLE' });
    await control.fault(backend.url, { operation: 'cpni', errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await owner.gql(CPNI)).body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
