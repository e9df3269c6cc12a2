import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { accepted, cancel as cancelAutoPay, deleteMethod, enroll, expectGqlRefused, replace as replaceAutoPay, updateDate } from '../support/autopay';
import { seedWithoutTrail } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { expiryYearsAfter, testCards } from '../support/cards';
import { untimed } from '../support/card-secrets';
import { Client, control, DEMO_PASSWORD, signedIn } from '../support/client';
import { pay } from '../support/payments';

// The audit trail (src/domain/audit.ts, src/server/audit.ts): each
// billing and settings write leaves exactly one entry, recorded by the server with who, what
// (before and after), when and which session, and never a secret; a write that fails leaves none;
// only the admin group reads it, and only its own account's entries.

const OWNER = 'owner@acme.example'; // Maria Delgado, PRIMARY, usr_1
const ADMIN = 'admin@acme.example'; // Tom Becker, usr_2
const BRIGHTLINE = 'autopay@brightline.example'; // another account's owner
const PRIYA = 'usr_3'; // Acme's BILLING person
const LUIS_LANDLINE = 'ct_4'; // Acme, not verified
const ACME_ROUTER = 'eq_2';
const ACME_WIFI = 'ap_2_1'; // "AcmePlumbing"

// the entries these tests' writes leave, on a seed whose own trail is left out (tests/support/backend.ts)
const backend = backendPerFile({ seedFile: seedWithoutTrail() });

type Change = { field: string; item: string | null; before: unknown; after: unknown };
type Entry = {
  id: string;
  accountId: string;
  at: string;
  userId: string;
  userName: string;
  sessionRef: string;
  kind: string;
  recordId: string;
  subject: string | null;
  changes: Change[];
};

const entries = async () => (await control.store(backend.url)).auditEntries as Entry[];
const TRAIL = `query($filter: AuditTrailFilter) { auditTrail(filter: $filter) {
  entries { id at userId userName sessionRef kind area recordId subject changes { field item before after } }
  nextAfter authors { userId userName } } }`;
type Trail = { entries: (Omit<Entry, 'accountId'> & { area: string })[]; nextAfter: string | null; authors: { userId: string; userName: string }[] };
const trailOf = async (c: Client, filter?: Record<string, unknown>) => accepted<{ auditTrail: Trail }>(await c.gql(TRAIL, { filter })).auditTrail;

/** Runs a write that must succeed and answers the one entry it left (exactly one). */
async function oneEntry(write: () => Promise<{ body: { errors?: unknown }; text: string; status: number }>): Promise<Entry> {
  const before = (await entries()).length;
  const reply = await write();
  expect(reply.body.errors, reply.text).toBeUndefined();
  expect(reply.status, reply.text).toBeLessThan(300);
  const after = await entries();
  expect(after.slice(before).map((e) => e.kind)).toHaveLength(1);
  return after.at(-1)!;
}
/** Runs a write and checks it left no entry. */
async function noEntry(write: () => Promise<unknown>): Promise<void> {
  const before = JSON.stringify(await entries());
  await write();
  expect(JSON.stringify(await entries())).toBe(before);
}
const changesOf = (e: Entry) => Object.fromEntries(e.changes.map((c) => [c.item ? `${c.field}.${c.item}` : c.field, [c.before, c.after]]));

const gql = (c: Client, mutation: string, type: string, input: unknown, fields = '__typename') =>
  c.gql(`mutation($input: ${type}!) { ${mutation}(input: $input) { ${fields} } }`, { input });

describe('every billing and settings write leaves one entry, with no secret in it', () => {
  it('payments, Auto Pay, the wallet, bill delivery, contacts, notices, the security question, offers, people and the network', async () => {
    const { today, now } = await control.serverClock(backend.url);
    const owner = await signedIn(backend.url, OWNER);
    /** The one entry the owner's `mutation` left. */
    const ownerWrote = (mutation: string, type: string, input: unknown, fields: string) => oneEntry(() => gql(owner, mutation, type, input, fields));
    const card = testCards.visa();
    const walletCard = testCards.mastercard();
    const CVV = '864';
    const PASSPHRASE = 'Qz7-wifi-Secret!';
    const ANSWER = 'Harbor Street Diner';
    const newCard = (number: string) => ({ number, nameOnCard: 'Maria Delgado', expiry: expiryYearsAfter(today, 4), zip: '11217', cvv: CVV });

    const paid = await oneEntry(() => pay(owner, { amount: 2500, paymentDate: today, method: { card: newCard(card) } }));
    expect(paid).toMatchObject({ kind: 'PAYMENT_MADE', userId: 'usr_1', userName: 'Maria Delgado', accountId: 'acct_1' });
    expect(paid.sessionRef).toMatch(/^ses_[0-9a-f]{12}$/);
    expect(new Date(paid.at).getTime()).toBeGreaterThanOrEqual(new Date(now).getTime());
    expect(changesOf(paid)).toMatchObject({ amount: [null, 2500], paymentDate: [null, today], methodType: [null, 'CARD'], last4: [null, card.slice(-4)] });

    const scheduled = await oneEntry(() => pay(owner, { amount: 5000, paymentDate: addDays(today, 3), method: { savedMethodId: 'pm_1' }, cvv: CVV }));
    expect(scheduled).toMatchObject({ kind: 'PAYMENT_SCHEDULED' });
    expect(changesOf(scheduled)).toMatchObject({ amount: [null, 5000], status: [null, 'SCHEDULED'], last4: [null, '7731'] });
    const canceled = await ownerWrote('cancelScheduledPayment', 'CancelScheduledPaymentInput', { paymentId: scheduled.recordId }, 'id');
    expect(canceled).toMatchObject({ kind: 'SCHEDULED_PAYMENT_CANCELED', recordId: scheduled.recordId });
    expect(changesOf(canceled)).toEqual({ status: ['SCHEDULED', 'CANCELLED'] });

    const added = await ownerWrote('savePaymentMethod', 'SavePaymentMethodInput', { card: newCard(walletCard) }, 'id');
    expect(added).toMatchObject({ kind: 'WALLET_METHOD_ADDED', subject: `•••• ${walletCard.slice(-4)}` });
    expect(changesOf(added)).toMatchObject({
      methodType: [null, 'CARD'],
      brand: [null, 'MASTERCARD'],
      last4: [null, walletCard.slice(-4)],
      zip: [null, '11217'],
    });
    const edited = await ownerWrote('updatePaymentMethod', 'UpdatePaymentMethodInput', { id: added.recordId, zip: '11218' }, 'id');
    expect(edited).toMatchObject({ kind: 'WALLET_METHOD_UPDATED', recordId: added.recordId });
    expect(changesOf(edited)).toEqual({ zip: ['11217', '11218'] });

    const enrolled = await oneEntry(() => enroll(owner, { methodId: 'pm_1', services: ['CORE'], termsAccepted: true, cvv: CVV }));
    expect(enrolled.kind).toBe('AUTO_PAY_ENROLLED');
    expect(changesOf(enrolled)).toMatchObject({ enrolled: [false, true], last4: [null, '7731'], services: [null, 'CORE'] });
    const debitDay = changesOf(enrolled).debitDay![1] === 20 ? 21 : 20;
    const moved = await oneEntry(() => updateDate(owner, debitDay));
    expect(moved.kind).toBe('AUTO_PAY_CHANGED');
    expect(changesOf(moved)).toEqual({ debitDay: [changesOf(enrolled).debitDay![1], debitDay] });
    // the change of method: the cancel and the enrollment in one write, so one entry of the change
    const replaced = await oneEntry(() => replaceAutoPay(owner, { methodId: 'pm_2', services: ['CORE'], termsAccepted: true, cvv: CVV }));
    expect(replaced.kind).toBe('AUTO_PAY_CHANGED');
    expect(changesOf(replaced)).toEqual({ last4: ['7731', '0385'] });
    const stopped = await oneEntry(() => cancelAutoPay(owner));
    expect(stopped.kind).toBe('AUTO_PAY_CANCELED');
    expect(changesOf(stopped)).toMatchObject({ enrolled: [true, false], last4: ['0385', null] });
    const deleted = await oneEntry(() => deleteMethod(owner, added.recordId));
    expect(deleted).toMatchObject({ kind: 'WALLET_METHOD_DELETED', recordId: added.recordId });
    expect(changesOf(deleted)).toMatchObject({ last4: [walletCard.slice(-4), null], zip: ['11218', null] });

    const paperless = await ownerWrote('updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled');
    expect(paperless).toMatchObject({ kind: 'BILL_DELIVERY_CHANGED', recordId: 'acct_1' });
    expect(changesOf(paperless)).toEqual({ paperless: [false, true] });

    const contact = await ownerWrote(
      'createOrUpdateContacts',
      'CreateOrUpdateContactsInput',
      {
        contacts: [{ firstName: 'Ana', lastName: 'Reyes', type: 'EMAIL', value: 'ana@acme.example', optin: true }],
      },
      'contactGuid',
    );
    expect(contact).toMatchObject({ kind: 'CONTACT_ADDED', subject: 'ana@acme.example' });
    expect(changesOf(contact)).toMatchObject({ name: [null, 'Ana Reyes'], contactValue: [null, 'ana@acme.example'], verified: [null, false] });

    const notices = await ownerWrote(
      'updateCommunicationPreferences',
      'CommunicationPreferencesInput',
      { preferences: [{ serviceEventCode: 'OUTAGES', contactIds: ['ct_1', 'ct_2'] }] },
      'serviceEventCode',
    );
    expect(notices.kind).toBe('NOTIFICATIONS_CHANGED');
    expect(Object.keys(changesOf(notices))).toEqual(['receivers.OUTAGES']);
    expect(changesOf(notices)['receivers.OUTAGES']![1]).toBe('7185550147, owner@acme.example');

    await noEntry(() => gql(owner, 'sendOtp', 'SendCodeInput', { contactId: LUIS_LANDLINE }, 'success'));
    const code = await control.sentCode(backend.url, LUIS_LANDLINE);
    const verified = await ownerWrote('verifyOtp', 'VerifyCodeInput', { contactId: LUIS_LANDLINE, code }, 'success');
    expect(verified).toMatchObject({ kind: 'CONTACT_VERIFIED', recordId: LUIS_LANDLINE });
    expect(changesOf(verified)).toEqual({ verified: [false, true] });

    const question = await ownerWrote(
      'updateSecurityQuestion',
      'SecurityQuestionInput',
      { questionId: 'childhoodStreet', answer: ANSWER, currentPassword: DEMO_PASSWORD },
      'questionId',
    );
    expect(question.kind).toBe('SECURITY_QUESTION_CHANGED');
    expect(changesOf(question)).toEqual({ question: [null, 'childhoodStreet'], answer: [null, 'CHANGED'] });

    const offers = await ownerWrote(
      'updateMarketingSettings',
      'MarketingSettingsInput',
      { channels: { EMAIL: true, SMS: false, VOICE: false, MAIL: true } },
      'updatedOn',
    );
    expect(offers.kind).toBe('MARKETING_CHANGED');
    expect(changesOf(offers)).toEqual({ 'offers.EMAIL': [false, true], 'offers.MAIL': [false, true] });

    const invited = await ownerWrote(
      'invitePerson',
      'InvitePersonInput',
      { firstName: 'Rosa', lastName: 'Lima', email: 'rosa@acme.example', role: 'standard' },
      'id',
    );
    expect(invited).toMatchObject({ kind: 'PERSON_INVITED', subject: 'Rosa Lima' });
    expect(changesOf(invited)).toEqual({
      name: [null, 'Rosa Lima'],
      email: [null, 'rosa@acme.example'],
      role: [null, 'STANDARD'],
      personStatus: [null, 'INVITED'],
    });
    const role = await ownerWrote('updatePersonRole', 'UpdatePersonRoleInput', { personId: PRIYA, role: 'ADMIN' }, 'id');
    expect(role).toMatchObject({ kind: 'PERSON_ROLE_CHANGED', recordId: PRIYA, subject: 'Priya Natarajan' });
    expect(changesOf(role)).toEqual({ role: ['BILLING', 'ADMIN'] });
    const access = await ownerWrote('updatePersonStatus', 'UpdatePersonStatusInput', { personId: PRIYA, status: 'SUSPENDED' }, 'id');
    expect(access.kind).toBe('PERSON_ACCESS_CHANGED');
    expect(changesOf(access)).toEqual({ personStatus: ['ACTIVE', 'SUSPENDED'] });
    const removed = await ownerWrote('removePerson', 'RemovePersonInput', { personId: invited.recordId }, 'id');
    expect(removed).toMatchObject({ kind: 'PERSON_REMOVED', recordId: invited.recordId });
    expect(changesOf(removed)).toMatchObject({ email: ['rosa@acme.example', null] });

    const wifi = await ownerWrote(
      'updateRouterAccessPoints',
      'UpdateRouterAccessPointsInput',
      {
        equipmentId: ACME_ROUTER,
        accessPoints: [{ id: ACME_WIFI, ssid: 'AcmeShop', password: PASSPHRASE, securityMode: 'WPA3_PERSONAL' }],
      },
      'equipmentId',
    );
    expect(wifi).toMatchObject({ kind: 'ROUTER_SETTINGS_CHANGED', recordId: ACME_ROUTER });
    expect(changesOf(wifi)).toMatchObject({ 'wifiName.AcmePlumbing': ['AcmePlumbing', 'AcmeShop'], 'wifiPassword.AcmeShop': [null, 'CHANGED'] });
    const upnp = await ownerWrote('updateRouterConfigurationUpnp', 'NetworkToggleInput', { equipmentId: ACME_ROUTER, enabled: true }, 'enabled');
    expect(changesOf(upnp)).toEqual({ upnp: [false, true] });

    // every entry is the owner's, from the one session, and the admins' read says the same, newest first
    const all = await entries();
    expect(new Set(all.map((e) => `${e.userId} ${e.sessionRef} ${e.accountId}`)).size).toBe(1);
    const trail = await trailOf(owner, { limit: 100 });
    expect(trail.entries.map((e) => e.id)).toEqual(all.map((e) => e.id).reverse());
    expect(trail.entries[0]).toMatchObject({ kind: 'ROUTER_SETTINGS_CHANGED', area: 'NETWORK' });

    // no secret anywhere in the trail, stored or read: card numbers, the CVV, the password, the answer, the code, the passphrase
    const text = JSON.stringify(all) + JSON.stringify(trail);
    for (const secret of [card, walletCard, DEMO_PASSWORD, ANSWER, code, PASSPHRASE, 'scrypt$', 'tok_']) expect(text).not.toContain(secret);
    // the CVV's three digits as a value of their own (they may occur inside an id or a hash by
    // chance, and as the milliseconds of an entry's time: 16.864Z failed a run whose CVV is 864)
    expect(untimed(text)).not.toMatch(new RegExp(`(?<![0-9a-f])${CVV}(?![0-9a-f])`));
    expect(text.toLowerCase()).not.toContain('harbor');
  });
});

describe('a write that fails leaves no entry', () => {
  it('an armed fault, bad input, a role refused, a wrong password and a read change nothing in the trail', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const staff = await signedIn(backend.url, 'staff@acme.example');
    await control.fault(backend.url, { operation: 'updatePaperless', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    await noEntry(() =>
      expectGqlRefused(backend, () => gql(owner, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled'), { code: 'SERVICE_UNAVAILABLE' }),
    );
    await noEntry(() => expectGqlRefused(backend, () => updateDate(owner, 20), { code: 'CONFLICT' }));
    await noEntry(() =>
      expectGqlRefused(
        backend,
        () =>
          gql(
            owner,
            'createOrUpdateContacts',
            'CreateOrUpdateContactsInput',
            { contacts: [{ firstName: 'Ana', lastName: 'Reyes', type: 'EMAIL', value: 'not-an-email', optin: true }] },
            'contactGuid',
          ),
        { code: 'VALIDATION_FAILED' },
      ),
    );
    await noEntry(() =>
      expectGqlRefused(backend, () => gql(staff, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled'), { code: 'FORBIDDEN' }),
    );
    await noEntry(() =>
      expectGqlRefused(backend, () => gql(owner, 'updatePersonRole', 'UpdatePersonRoleInput', { personId: 'usr_1', role: 'ADMIN' }, 'id'), {
        code: 'FORBIDDEN',
      }),
    );
    // a wrong current password counts towards the lockout (a write of the store) but changes no setting
    await noEntry(async () => {
      const reply = await gql(
        owner,
        'updateSecurityQuestion',
        'SecurityQuestionInput',
        { questionId: 'childhoodStreet', answer: 'Harbor Street Diner', currentPassword: 'Wrong-pass-1' },
        'questionId',
      );
      expect(reply.body.errors).toBeDefined();
    });
    await noEntry(async () => {
      const reply = await pay(owner, { amount: 1, paymentDate: (await control.serverClock(backend.url)).today, method: { savedMethodId: 'pm_1' }, cvv: '123' });
      expect(reply.status).toBe(400);
    });
    await noEntry(() => owner.gql('{ billing { amountDue } paymentMethods { id } contacts { contactGuid } people { id } }'));
    expect(await entries()).toEqual([]);
  });
});

describe('who may read the trail', () => {
  it('the admin group reads it; BILLING and STANDARD are refused with FORBIDDEN audit.adminOnly, and nothing changes', async () => {
    const owner = await signedIn(backend.url, OWNER);
    accepted(await gql(owner, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled'));
    const admin = await signedIn(backend.url, ADMIN);
    expect((await trailOf(admin)).entries.map((e) => e.kind)).toEqual(['BILL_DELIVERY_CHANGED']);
    for (const username of ['billing@acme.example', 'staff@acme.example']) {
      const reader = await signedIn(backend.url, username);
      await expectGqlRefused(backend, () => reader.gql(TRAIL), { code: 'FORBIDDEN', messages: { '': 'audit.adminOnly' } });
    }
  });

  it("another account's entries are never returned, and a bad filter is refused", async () => {
    const owner = await signedIn(backend.url, OWNER);
    const other = await signedIn(backend.url, BRIGHTLINE);
    accepted(await gql(owner, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled'));
    accepted(await gql(other, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: false }, 'enrolled'));
    const mine = await trailOf(owner);
    const theirs = await trailOf(other);
    expect(mine.entries.map((e) => e.userName)).toEqual(['Maria Delgado']);
    expect(theirs.entries).toHaveLength(1);
    expect(theirs.entries[0]!.userId).not.toBe('usr_1');
    expect(mine.authors.map((a) => a.userId)).toEqual(['usr_1']);
    // another account's entry id is no cursor here
    await expectGqlRefused(backend, () => owner.gql(TRAIL, { filter: { after: theirs.entries[0]!.id } }), {
      code: 'VALIDATION_FAILED',
      messages: { after: 'audit.cursor' },
    });
    await expectGqlRefused(backend, () => owner.gql(TRAIL, { filter: { area: 'EVERYTHING' } }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => owner.gql(TRAIL, { filter: { limit: 0 } }), { code: 'VALIDATION_FAILED' });
  });
});

describe('reading the trail', () => {
  it('filters by person and by kind of change, newest first, a page at a time', async () => {
    const owner = await signedIn(backend.url, OWNER);
    const admin = await signedIn(backend.url, ADMIN);
    accepted(await gql(owner, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: true }, 'enrolled'));
    accepted(
      await gql(admin, 'updateMarketingSettings', 'MarketingSettingsInput', { channels: { EMAIL: true, SMS: false, VOICE: false, MAIL: false } }, 'updatedOn'),
    );
    accepted(await gql(admin, 'updatePaperless', 'UpdatePaperlessInput', { enrolled: false }, 'enrolled'));
    accepted(await gql(owner, 'updatePersonRole', 'UpdatePersonRoleInput', { personId: PRIYA, role: 'STANDARD' }, 'id'));

    const all = await trailOf(owner);
    expect(all.entries.map((e) => [e.userName, e.kind])).toEqual([
      ['Maria Delgado', 'PERSON_ROLE_CHANGED'],
      ['Tom Becker', 'BILL_DELIVERY_CHANGED'],
      ['Tom Becker', 'MARKETING_CHANGED'],
      ['Maria Delgado', 'BILL_DELIVERY_CHANGED'],
    ]);
    expect(all.authors).toEqual([
      { userId: 'usr_1', userName: 'Maria Delgado' },
      { userId: 'usr_2', userName: 'Tom Becker' },
    ]);
    expect((await trailOf(owner, { userId: 'usr_2' })).entries.map((e) => e.kind)).toEqual(['BILL_DELIVERY_CHANGED', 'MARKETING_CHANGED']);
    expect((await trailOf(owner, { area: 'BILL_DELIVERY' })).entries.map((e) => e.userName)).toEqual(['Tom Becker', 'Maria Delgado']);
    expect((await trailOf(owner, { area: 'BILL_DELIVERY', userId: 'usr_1' })).entries.map((e) => e.changes)).toEqual([
      [{ field: 'paperless', item: null, before: false, after: true }],
    ]);
    expect((await trailOf(owner, { area: 'WALLET' })).entries).toEqual([]);
    const first = await trailOf(owner, { limit: 3 });
    expect(first.entries.map((e) => e.id)).toEqual(all.entries.slice(0, 3).map((e) => e.id));
    const second = await trailOf(owner, { limit: 3, after: first.nextAfter });
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3).map((e) => e.id));
    expect(second.nextAfter).toBeNull();
    // each session has its own reference
    expect(new Set(all.entries.map((e) => e.sessionRef)).size).toBe(2);
  });
});
