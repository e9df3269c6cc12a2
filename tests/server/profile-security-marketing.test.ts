import { describe, expect, it } from 'vitest';
import { instantInZone } from '../../src/domain/dates';
import { PASSWORD_CHECK_POLICY } from '../../src/domain/security-question';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { storeOnDisk } from '../support/backend';
import { Client, control, DEMO_PASSWORD, signedIn, type Reply } from '../support/client';

// Profile & Settings: the security question (asking the current password, the answer
// kept only as a hash) and the marketing settings (a channel only with a verified contact it
// reaches). Every role × both writes, bad input that changes nothing, the lockout after wrong
// passwords on the server clock, and no answer or password anywhere in the store or an answer.

const ROLES = { PRIMARY: 'owner@acme.example', ADMIN: 'admin@acme.example', BILLING: 'billing@acme.example', STANDARD: 'staff@acme.example' } as const;
const ANSWER = 'Harbor Street Diner';

const backend = backendPerFile();

const QUESTION = 'mutation($input: SecurityQuestionInput!) { updateSecurityQuestion(input: $input) { questionId updatedOn } }';
const MARKETING = 'mutation($input: MarketingSettingsInput!) { updateMarketingSettings(input: $input) { channels { EMAIL SMS VOICE MAIL } updatedOn } }';
const setQuestion = (c: Client, input: Record<string, unknown>) =>
  c.gql(QUESTION, { input: { questionId: 'childhoodStreet', answer: ANSWER, currentPassword: DEMO_PASSWORD, ...input } });
const setMarketing = (c: Client, channels: Record<string, boolean>) =>
  c.gql(MARKETING, { input: { channels: { EMAIL: false, SMS: false, VOICE: false, MAIL: false, ...channels } } });

type Users = { username: string; securityQuestion?: { questionId: string; answerHash: string }; passwordChecks?: { failures: number } }[];
/** a refusal's extensions, with the params its issues carry */
const refusalOf = (reply: Reply) =>
  (reply.body as { errors: { extensions: { code: string; issues: { path: string[]; message: string; params?: Record<string, number> }[] } }[] }).errors[0]!
    .extensions;
const userRecord = async (username: string) => ((await control.store(backend.url)).users as Users).find((u) => u.username === username)!;

describe('the security question', () => {
  it('the owner sets a question: the answer is kept only as a salted hash, and the read says which question, never the answer', async () => {
    // late in the business day, when it is already tomorrow in UTC: the day said is the business one (the clock set before signing in)
    const { today } = await control.serverClock(backend.url);
    await control.clock(backend.url, { now: instantInZone(today, '23:30', 'America/New_York').toISOString() });
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    expect(accepted<{ securityQuestion: unknown }>(await owner.gql('{ securityQuestion { questionId updatedOn } }')).securityQuestion).toBeNull();
    const reply = await setQuestion(owner, {});
    expect(accepted(reply)).toEqual({ updateSecurityQuestion: { questionId: 'childhoodStreet', updatedOn: today } });
    expect(reply.text).not.toMatch(/harbor/i);
    const record = await userRecord(ROLES.PRIMARY);
    expect(record.securityQuestion!.answerHash).toMatch(/^scrypt\$/);
    const disk = storeOnDisk(backend.dbFile);
    expect(disk).not.toMatch(/harbor street/i);
    expect(disk).not.toContain(DEMO_PASSWORD);
    expect(accepted(await owner.gql('{ securityQuestion { questionId updatedOn } }'))).toEqual({
      securityQuestion: { questionId: 'childhoodStreet', updatedOn: today },
    });
    // the schema has no field that could carry it
    const asked = await owner.gql('{ securityQuestion { answer } }');
    expect((asked.body.errors as { message: string }[])[0]!.message).toMatch(/Cannot query field "answer"/);
  });

  it.each([
    ['BILLING', 403],
    ['STANDARD', 403],
    ['ADMIN', 200],
    ['PRIMARY', 200],
  ] as const)('%s: %i', async (role, status) => {
    const client = await signedIn(backend.url, ROLES[role]);
    if (status === 403) await expectGqlRefused(backend, () => setQuestion(client, {}), { code: 'FORBIDDEN', messages: { '': 'settings.adminOnly' } });
    else accepted(await setQuestion(client, {}));
  });

  it.each([
    [{ questionId: 'myOwnQuestion' }, { questionId: 'question.required' }],
    [{ answer: '   ' }, { answer: 'answer.required' }],
    [{ answer: 'abc' }, { answer: 'answer.tooShort' }],
    [{ answer: 'x'.repeat(65) }, { answer: 'answer.tooLong' }],
    [{ answer: 'I Dont Know' }, { answer: 'answer.guessable' }],
    [{ answer: 'zzzz zz' }, { answer: 'answer.guessable' }],
    [{ answer: 'my portal-demo-1 street' }, { answer: 'answer.containsPassword' }],
    [{ answer: 'Owner lane' }, { answer: 'answer.containsUsername' }],
    [{ answer: 'Elm\u202Estreet' }, { answer: 'answer.characters' }],
    [{ currentPassword: '' }, { currentPassword: 'password.required' }],
  ])('refuses %j with the rule (%j) and changes nothing', async (input, messages) => {
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    await expectGqlRefused(backend, () => setQuestion(owner, input), { code: 'VALIDATION_FAILED', messages });
  });

  it('refuses an unknown field and a wrong type with the contract shape', async () => {
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    await expectGqlRefused(backend, () => setQuestion(owner, { answerHint: 'x' }), { code: 'VALIDATION_FAILED' });
  });

  it('a wrong current password is refused and counted; the fifth locks the change for 15 minutes on the server clock, the right one then too', async () => {
    const admin = await signedIn(backend.url, ROLES.ADMIN);
    const { now } = await control.serverClock(backend.url);
    await control.clock(backend.url, { now });
    for (let i = 1; i < PASSWORD_CHECK_POLICY.maxFailures; i += 1) {
      const reply = await setQuestion(admin, { currentPassword: 'Not-the-password-9' });
      expect(refusalOf(reply)).toEqual({ code: 'VALIDATION_FAILED', issues: [{ path: ['currentPassword'], code: 'custom', message: 'password.wrong' }] });
      expect((await userRecord(ROLES.ADMIN)).securityQuestion).toBeUndefined();
    }
    const fifth = await setQuestion(admin, { currentPassword: 'Not-the-password-9' });
    expect(refusalOf(fifth).code).toBe('LIMIT_REACHED');
    expect(refusalOf(fifth).issues[0]).toMatchObject({ message: 'password.locked', params: { seconds: 900 } });
    await expectGqlRefused(backend, () => setQuestion(admin, {}), { code: 'LIMIT_REACHED', messages: { currentPassword: 'password.locked' } });
    await control.clock(backend.url, { advanceSeconds: 900 });
    accepted(await setQuestion(admin, {}));
    expect((await userRecord(ROLES.ADMIN)).passwordChecks).toEqual({ failures: 0, lockedUntil: null });
  });

  it('a fault armed on the write answers its code and changes nothing', async () => {
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    await control.fault(backend.url, { operation: 'updateSecurityQuestion', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => setQuestion(owner, {}), { code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('marketing settings', () => {
  it('every channel is off until set; the owner switches e-mail, texts and post on', async () => {
    const { today } = await control.serverClock(backend.url);
    await control.clock(backend.url, { now: instantInZone(today, '00:15', 'America/New_York').toISOString() });
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    expect(accepted(await owner.gql('{ marketingSettings { channels { EMAIL SMS VOICE MAIL } updatedOn } }'))).toEqual({
      marketingSettings: { channels: { EMAIL: false, SMS: false, VOICE: false, MAIL: false }, updatedOn: null },
    });
    const saved = accepted<{ updateMarketingSettings: { channels: unknown; updatedOn: string } }>(
      await setMarketing(owner, { EMAIL: true, SMS: true, MAIL: true }),
    );
    expect(saved.updateMarketingSettings).toEqual({ channels: { EMAIL: true, SMS: true, VOICE: false, MAIL: true }, updatedOn: today });
    // another person of the account reads what the account agreed to
    const staff = await signedIn(backend.url, ROLES.STANDARD);
    expect(accepted(await staff.gql('{ marketingSettings { channels { EMAIL SMS VOICE MAIL } updatedOn } }'))).toEqual({
      marketingSettings: saved.updateMarketingSettings,
    });
  });

  it('a channel no verified contact of the account receives is refused, and nothing changes', async () => {
    // Granite Works: a verified e-mail and a verified landline, no phone that takes texts
    const granite = await signedIn(backend.url, 'equipment@granite.example');
    await expectGqlRefused(backend, () => setMarketing(granite, { EMAIL: true, SMS: true }), {
      code: 'VALIDATION_FAILED',
      messages: { 'channels.SMS': 'marketing.noContact' },
    });
    accepted(await setMarketing(granite, { EMAIL: true, VOICE: true }));
    // switching off is always possible
    accepted(await setMarketing(granite, {}));
  });

  it.each([
    ['BILLING', 403],
    ['STANDARD', 403],
    ['ADMIN', 200],
  ] as const)('%s: %i', async (role, status) => {
    const client = await signedIn(backend.url, ROLES[role]);
    if (status === 403)
      await expectGqlRefused(backend, () => setMarketing(client, { MAIL: true }), { code: 'FORBIDDEN', messages: { '': 'settings.adminOnly' } });
    else accepted(await setMarketing(client, { MAIL: true }));
  });

  it('a channel left out or an unknown one is refused with the contract shape', async () => {
    const owner = await signedIn(backend.url, ROLES.PRIMARY);
    await expectGqlRefused(backend, () => owner.gql(MARKETING, { input: { channels: { EMAIL: true } } }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => owner.gql(MARKETING, { input: { channels: { EMAIL: true, SMS: false, VOICE: false, MAIL: false, FAX: true } } }), {
      code: 'VALIDATION_FAILED',
    });
  });
});
