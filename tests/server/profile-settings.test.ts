import { describe, expect, it } from 'vitest';
import { OTP_POLICY } from '../../src/domain/otp';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { storeOnDisk } from '../support/backend';
import { Client, control, signedIn, type Reply } from '../support/client';
import { ACME_ROLES, everyRoleEveryWrite } from '../support/role-matrix';

// Profile & Settings (spec platform §3, §6, §7): contacts, verification by one-time
// code and notification preferences. Every role × every write, another account's ids, bad input
// that changes nothing, and the code's expiry, resend cooldown and lockout on the server clock.

const OWNER = 'owner@acme.example'; // PRIMARY, usr_1; ct_1 their e-mail (verified; bills and security go to it)
const TOM_MOBILE = 'ct_2'; // Acme, SMS mobile, verified, receives outages
const LUIS_LANDLINE = 'ct_4'; // Acme, landline, not verified
const BRIGHTLINE_EMAIL = 'ct_5'; // another account's

const backend = backendPerFile();

const CONTACT =
  'contactGuid firstName lastName role type contactMethod contactValue phoneType extension sms optin valid invalidReason verified dateLastConfirmed mine';
const SENT = 'success contactId destination channel expiresAt resendAt attemptsLeft';
const write = {
  createOrUpdateContacts: (c: Client, input: unknown) =>
    c.gql(`mutation($input: CreateOrUpdateContactsInput!) { createOrUpdateContacts(input: $input) { ${CONTACT} } }`, { input }),
  updateIdentityContact: (c: Client, input: unknown) =>
    c.gql(`mutation($input: IdentityContactInput!) { updateIdentityContact(input: $input) { ${CONTACT} } }`, { input }),
  sendOtp: (c: Client, input: unknown) => c.gql(`mutation($input: SendCodeInput!) { sendOtp(input: $input) { ${SENT} } }`, { input }),
  verifyOtp: (c: Client, input: unknown) => c.gql('mutation($input: VerifyCodeInput!) { verifyOtp(input: $input) { success contactId } }', { input }),
  sendMobileVerificationCode: (c: Client, input: unknown) =>
    c.gql(`mutation($input: SendCodeInput!) { sendMobileVerificationCode(input: $input) { ${SENT} } }`, { input }),
  verifyMobileContact: (c: Client, input: unknown) =>
    c.gql('mutation($input: VerifyCodeInput!) { verifyMobileContact(input: $input) { success contactId } }', { input }),
  updateCommunicationPreferences: (c: Client, input: unknown) =>
    c.gql('mutation($input: CommunicationPreferencesInput!) { updateCommunicationPreferences(input: $input) { serviceEventCode mandatory contactIds } }', {
      input,
    }),
};
type Write = keyof typeof write;

/** One valid request of each write, for the role matrix. */
const VALID: Record<Write, unknown> = {
  createOrUpdateContacts: { contacts: [{ firstName: 'Ana', lastName: 'Reyes', type: 'EMAIL', value: 'ana@acme.example', optin: true }] },
  updateIdentityContact: { type: 'PHONE', value: '(212) 555-0100', phoneType: 'MOBILE', sms: true },
  sendOtp: { contactId: LUIS_LANDLINE },
  verifyOtp: { contactId: LUIS_LANDLINE, code: '000000' },
  sendMobileVerificationCode: { contactId: TOM_MOBILE },
  verifyMobileContact: { contactId: TOM_MOBILE, code: '000000' },
  updateCommunicationPreferences: { preferences: [{ serviceEventCode: 'OUTAGES', contactIds: [TOM_MOBILE, 'ct_1'] }] },
};

const contactsOf = async (c: Client) => accepted<{ contacts: Record<string, unknown>[] }>(await c.gql(`{ contacts { ${CONTACT} } }`)).contacts;
const preferencesOf = async (c: Client) =>
  accepted<{ notificationPreferences: { serviceEventCode: string; mandatory: boolean; contactIds: string[] }[] }>(
    await c.gql('{ notificationPreferences { serviceEventCode mandatory contactIds } }'),
  ).notificationPreferences;
const lastCode = (contactId: string) => control.sentCode(backend.url, contactId);
/** a refusal's extensions, with the params its issues carry */
const refusalOf = (reply: Reply) =>
  (reply.body as { errors: { extensions: { code: string; issues: { path: string[]; message: string; params?: Record<string, number> }[] } }[] }).errors[0]!
    .extensions;
const recordOf = async (id: string) =>
  ((await control.store(backend.url)).contacts as { id: string; verified: boolean; dateLastConfirmed: string | null }[]).find((c) => c.id === id)!;
/** the server's clock stopped where it is: the code's instants are then exact */
const freeze = async () => control.clock(backend.url, { now: (await control.serverClock(backend.url)).now });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('contacts', () => {
  it('every role of the account reads its contacts with the spec fields, and no other account’s', async () => {
    for (const username of Object.values(ACME_ROLES)) {
      const contacts = await contactsOf(await signedIn(backend.url, username));
      expect(contacts.map((c) => c.contactGuid)).toEqual(['ct_1', 'ct_2', 'ct_3', 'ct_4']);
    }
    const [owner] = await contactsOf(await signedIn(backend.url, OWNER));
    expect(owner).toMatchObject({ type: 'EMAIL', contactMethod: 'EMAIL', contactValue: OWNER, valid: true, invalidReason: null, verified: true, mine: true });
  });

  it('adds an e-mail and a North American mobile, normalised, unverified until a code proves them', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const saved = accepted<{ createOrUpdateContacts: Record<string, unknown>[] }>(
      await write.createOrUpdateContacts(owner, {
        contacts: [
          { firstName: 'Ana', lastName: 'Reyes', type: 'EMAIL', value: '  Ana.Reyes@Acme.example ', optin: true },
          { firstName: 'Ana', lastName: 'Reyes', type: 'PHONE', value: '+1 (212) 555-0100', phoneType: 'MOBILE', sms: true, optin: false },
        ],
      }),
    ).createOrUpdateContacts;
    expect(saved).toMatchObject([
      { contactValue: 'ana.reyes@acme.example', type: 'EMAIL', contactMethod: 'EMAIL', verified: false, valid: true, mine: false },
      { contactValue: '2125550100', type: 'PHONE', contactMethod: 'SMS', phoneType: 'MOBILE', sms: true, optin: false, verified: false },
    ]);
    expect((await contactsOf(owner)).length).toBe(6);
  });

  it('refuses every bad field with the documented error shape, and nothing changes', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const contact = (over: Record<string, unknown>) => ({ firstName: 'Ana', lastName: 'Reyes', type: 'PHONE', phoneType: 'LANDLINE', optin: true, ...over });
    await expectGqlRefused(
      backend,
      () =>
        write.createOrUpdateContacts(owner, {
          contacts: [
            contact({ type: 'EMAIL', value: 'ana@@acme', phoneType: null }),
            contact({ value: '555-0100' }),
            contact({ value: '(123) 555-0100' }),
            contact({ value: '212 911 0100' }),
            contact({ value: '2125550100', phoneType: 'MOBILE', extension: '12' }),
            contact({ value: '2125550101', extension: '12a' }),
            contact({ value: '2125550102', sms: true }),
            contact({ type: 'EMAIL', value: 'OWNER@acme.example', phoneType: null }),
          ],
        }),
      {
        code: 'VALIDATION_FAILED',
        messages: {
          'contacts.0.value': 'email.format',
          'contacts.1.value': 'phone.format',
          'contacts.2.value': 'phone.areaCode',
          'contacts.3.value': 'phone.exchange',
          'contacts.4.extension': 'extension.mobile',
          'contacts.5.extension': 'extension.format',
          'contacts.6.sms': 'sms.landline',
          'contacts.7.value': 'contact.duplicate',
        },
      },
    );
    // the shape itself (GraphQL's own checks and the schema's) answers VALIDATION_FAILED too
    await expectGqlRefused(backend, () => write.updateIdentityContact(owner, { type: 'FAX', value: '2125550100' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => write.createOrUpdateContacts(owner, { contacts: [] }), { code: 'VALIDATION_FAILED' });
  });

  it('a changed value is unverified, and a contact that alone receives required notices cannot be changed until another is verified', async () => {
    const owner = await signedIn(backend.url, OWNER);
    // ct_1 alone receives billing and security notices
    await expectGqlRefused(backend, () => write.updateIdentityContact(owner, { type: 'EMAIL', value: 'maria@acme.example' }), {
      code: 'CONFLICT',
      messages: { contacts: 'preferences.mandatory' },
    });
    accepted(
      await write.updateCommunicationPreferences(owner, {
        preferences: [
          { serviceEventCode: 'BILLING', contactIds: ['ct_1', 'ct_3'] },
          { serviceEventCode: 'SECURITY', contactIds: ['ct_3'] },
        ],
      }),
    );
    const changed = accepted<{ updateIdentityContact: Record<string, unknown> }>(
      await write.updateIdentityContact(owner, { type: 'EMAIL', value: 'maria@acme.example' }),
    ).updateIdentityContact;
    expect(changed).toMatchObject({ contactGuid: 'ct_1', contactValue: 'maria@acme.example', verified: false, dateLastConfirmed: null, mine: true });
    expect((await preferencesOf(owner)).find((p) => p.serviceEventCode === 'BILLING')!.contactIds).toEqual(['ct_3']);
  });
});

describe('every role × every write', () => {
  everyRoleEveryWrite(backend, write, VALID, 'settings.adminOnly', async (name, send) => {
    const reply = await send();
    // a code to check against: none was sent yet, which is not a role refusal
    expect(reply.body.errors?.[0]?.extensions?.code, reply.text).toBe(name.startsWith('verify') ? 'CONFLICT' : undefined);
  });

  it("another account's contacts are not found, whatever the write", async () => {
    const owner = await signedIn(backend.url, OWNER);
    const contact = { contactGuid: BRIGHTLINE_EMAIL, firstName: 'X', lastName: 'Y', type: 'EMAIL', value: 'x@acme.example', optin: true };
    await expectGqlRefused(backend, () => write.createOrUpdateContacts(owner, { contacts: [contact] }), { code: 'NOT_FOUND' });
    for (const name of ['sendOtp', 'sendMobileVerificationCode'] as const)
      await expectGqlRefused(backend, () => write[name](owner, { contactId: BRIGHTLINE_EMAIL }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => write.verifyOtp(owner, { contactId: BRIGHTLINE_EMAIL, code: '123456' }), { code: 'NOT_FOUND' });
    await expectGqlRefused(
      backend,
      () => write.updateCommunicationPreferences(owner, { preferences: [{ serviceEventCode: 'OUTAGES', contactIds: [BRIGHTLINE_EMAIL] }] }),
      {
        code: 'NOT_FOUND',
      },
    );
  });
});

describe('verification by one-time code', () => {
  it('sends a code only to the outbox, and the right code verifies the contact on the server’s day', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const sent = await write.sendOtp(owner, { contactId: LUIS_LANDLINE });
    expect(sent.body.data.sendOtp).toMatchObject({ success: true, destination: '(•••) •••-0142', channel: 'VOICE', attemptsLeft: OTP_POLICY.maxAttempts });
    const code = await lastCode(LUIS_LANDLINE);
    expect(code).toMatch(/^\d{6}$/);
    // never in an answer or the store
    expect(sent.text).not.toContain(code);
    expect(storeOnDisk(backend.dbFile)).not.toContain(`"${code}"`);
    expect(JSON.stringify(await control.store(backend.url))).not.toContain(`"${code}"`);
    const verified = await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code });
    expect(verified.body.data.verifyOtp).toEqual({ success: true, contactId: LUIS_LANDLINE });
    expect(await recordOf(LUIS_LANDLINE)).toMatchObject({ verified: true, dateLastConfirmed: (await control.serverClock(backend.url)).today });
    // used once: the challenge is gone
    await expectGqlRefused(backend, () => write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code }), { code: 'CONFLICT', messages: { code: 'otp.notSent' } });
  });

  it('a wrong code counts, an expired one does not and asks for a new one', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await freeze();
    accepted(await write.sendMobileVerificationCode(owner, { contactId: TOM_MOBILE }));
    const code = await lastCode(TOM_MOBILE);
    const wrong = await write.verifyMobileContact(owner, { contactId: TOM_MOBILE, code: wrongFor(code) });
    expect(refusalOf(wrong)).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['code'], message: 'otp.wrong', params: { attemptsLeft: 4 } }],
    });
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.ttlSeconds });
    await expectGqlRefused(backend, () => write.verifyMobileContact(owner, { contactId: TOM_MOBILE, code }), {
      code: 'VALIDATION_FAILED',
      messages: { code: 'otp.expired' },
    });
    // a malformed code is refused before it is checked: nothing counted
    await expectGqlRefused(backend, () => write.verifyMobileContact(owner, { contactId: TOM_MOBILE, code: '12a' }), {
      code: 'VALIDATION_FAILED',
      messages: { code: 'otp.format' },
    });
    // a landline takes no text message
    await expectGqlRefused(backend, () => write.sendMobileVerificationCode(owner, { contactId: LUIS_LANDLINE }), {
      code: 'VALIDATION_FAILED',
      messages: { contactId: 'otp.notMobile' },
    });
  });

  it('a new code waits for the cooldown, on the server clock', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await freeze();
    accepted(await write.sendOtp(owner, { contactId: LUIS_LANDLINE }));
    const first = await lastCode(LUIS_LANDLINE);
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.resendCooldownSeconds - 1 });
    const early = await expectGqlRefused(backend, () => write.sendOtp(owner, { contactId: LUIS_LANDLINE }), {
      code: 'LIMIT_REACHED',
      messages: { contactId: 'otp.cooldown' },
    });
    expect(refusalOf(early).issues[0]!.params).toEqual({ seconds: 1 });
    await control.clock(backend.url, { advanceSeconds: 1 });
    accepted(await write.sendOtp(owner, { contactId: LUIS_LANDLINE }));
    expect((await control.outbox(backend.url)).filter((m) => m.kind === 'code' && m.contactId === LUIS_LANDLINE).length).toBe(2);
    // the first code no longer works
    const latest = await lastCode(LUIS_LANDLINE);
    if (first !== latest) expect(refusalOf(await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code: first })).issues[0]!.message).toBe('otp.wrong');
  });

  it('five wrong codes lock the contact for the lockout period (a new code is no way round it), then it can be verified', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await freeze();
    accepted(await write.sendOtp(owner, { contactId: LUIS_LANDLINE }));
    let code = await lastCode(LUIS_LANDLINE);
    for (let i = 1; i < OTP_POLICY.maxAttempts - 1; i += 1) await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code: wrongFor(code) });
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.resendCooldownSeconds });
    const resent = accepted<{ sendOtp: { attemptsLeft: number } }>(await write.sendOtp(owner, { contactId: LUIS_LANDLINE })).sendOtp;
    expect(resent.attemptsLeft).toBe(2);
    code = await lastCode(LUIS_LANDLINE);
    await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code: wrongFor(code) });
    const locked = await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code: wrongFor(code) });
    expect(refusalOf(locked)).toMatchObject({
      code: 'LIMIT_REACHED',
      issues: [{ message: 'otp.locked', params: { seconds: OTP_POLICY.lockoutSeconds } }],
    });
    // locked: even the right code, and a new code, are refused
    await expectGqlRefused(backend, () => write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code }), {
      code: 'LIMIT_REACHED',
      messages: { code: 'otp.locked' },
    });
    await expectGqlRefused(backend, () => write.sendOtp(owner, { contactId: LUIS_LANDLINE }), { code: 'LIMIT_REACHED', messages: { contactId: 'otp.locked' } });
    await control.clock(backend.url, { advanceSeconds: OTP_POLICY.lockoutSeconds });
    expect(accepted<{ sendOtp: { attemptsLeft: number } }>(await write.sendOtp(owner, { contactId: LUIS_LANDLINE })).sendOtp.attemptsLeft).toBe(
      OTP_POLICY.maxAttempts,
    );
    accepted(await write.verifyOtp(owner, { contactId: LUIS_LANDLINE, code: await lastCode(LUIS_LANDLINE) }));
    expect((await recordOf(LUIS_LANDLINE)).verified).toBe(true);
  });
});

describe('notification preferences', () => {
  it('every role reads each family with its contacts; billing and security are mandatory', async () => {
    const prefs = await preferencesOf(await signedIn(backend.url, ACME_ROLES.STANDARD));
    expect(prefs).toEqual([
      { serviceEventCode: 'BILLING', mandatory: true, contactIds: ['ct_1'] },
      { serviceEventCode: 'OUTAGES', mandatory: false, contactIds: [TOM_MOBILE] },
      { serviceEventCode: 'APPOINTMENTS', mandatory: false, contactIds: [] },
      { serviceEventCode: 'ORDERS', mandatory: false, contactIds: [] },
      { serviceEventCode: 'SECURITY', mandatory: true, contactIds: ['ct_1'] },
    ]);
  });

  it('an optional family can be switched off; a mandatory one cannot, and an unverified contact cannot be chosen', async () => {
    const owner = await signedIn(backend.url, OWNER);
    await expectGqlRefused(backend, () => write.updateCommunicationPreferences(owner, { preferences: [{ serviceEventCode: 'SECURITY', contactIds: [] }] }), {
      code: 'VALIDATION_FAILED',
      messages: { 'preferences.0.contactIds': 'preferences.mandatory' },
    });
    await expectGqlRefused(
      backend,
      () => write.updateCommunicationPreferences(owner, { preferences: [{ serviceEventCode: 'ORDERS', contactIds: [LUIS_LANDLINE] }] }),
      {
        code: 'VALIDATION_FAILED',
        messages: { 'preferences.0.contactIds': 'preferences.unverified' },
      },
    );
    const saved = accepted<{ updateCommunicationPreferences: { serviceEventCode: string; contactIds: string[] }[] }>(
      await write.updateCommunicationPreferences(owner, {
        preferences: [
          { serviceEventCode: 'OUTAGES', contactIds: [] },
          { serviceEventCode: 'ORDERS', contactIds: ['ct_3', TOM_MOBILE] },
        ],
      }),
    ).updateCommunicationPreferences;
    expect(Object.fromEntries(saved.map((p) => [p.serviceEventCode, p.contactIds]))).toEqual({
      BILLING: ['ct_1'],
      OUTAGES: [],
      APPOINTMENTS: [],
      ORDERS: ['ct_3', TOM_MOBILE],
      SECURITY: ['ct_1'],
    });
  });
});
