import { beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../src/domain/errors';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';
import { expiryYearsAfter, testCards } from '../support/cards';
import { storeOnDisk } from '../support/backend';

const SAVE = 'mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id brand last4 expiry prepaid } }';

const backend = backendPerFile();
/** a card valid on the store's day */
let expiry = '';
beforeEach(async () => {
  expiry = expiryYearsAfter(await control.storeDay(backend.url), 4);
});

const storeText = () => storeOnDisk(backend.dbFile);

describe('REST bodies', () => {
  it('malformed JSON is 400 VALIDATION_FAILED', async () => {
    const reply = await new Client(backend.url).request('POST', '/api/pub/sbnetloginedge/login', { rawBody: '{"username": "owner@acme.example",' });
    expect(reply.status).toBe(400);
    expect(ApiErrorBody.parse(reply.body).errorCode).toBe('VALIDATION_FAILED');
  });

  it('wrong types and unknown fields are listed by path', async () => {
    const reply = await new Client(backend.url).request('POST', '/api/pub/sbnetloginedge/login', {
      json: { username: 42, password: 'x', isAdmin: true, role: 'ADMIN' },
    });
    expect(reply.status).toBe(400);
    const body = ApiErrorBody.parse(reply.body);
    const paths = body.issues!.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['username', 'isAdmin', 'role']));
    expect(reply.headers.get('set-cookie')).toBeNull();
  });

  it('a malformed state change writes nothing', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const before = storeText();
    const reply = await client.request('POST', '/selfservice/graph', {
      rawBody: '{"query": "mutation { updatePaperless(input: {enrolled: true}) { enrolled } }"',
    });
    expect(reply.status).toBe(400);
    expect(storeText()).toBe(before);
  });
});

describe('GraphQL inputs', () => {
  it('refuses an unknown input field, naming it, and writes nothing', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const before = storeText();
    const reply = await client.gql('mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }', {
      input: { enrolled: true, accountId: 'acct_2' },
    });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(reply.body.errors?.[0]?.message).toContain('accountId');
    expect(storeText()).toBe(before);
  });

  it('refuses a wrong type', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.gql('mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }', { input: { enrolled: 'yes' } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('lists every failing card field and stores nothing', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const before = storeText();
    const reply = await client.gql(SAVE, {
      input: { card: { number: testCards.visa().slice(0, -1) + '0', nameOnCard: 'P', expiry: '1399', zip: '3030', cvv: '12' } },
    });
    const error = reply.body.errors?.[0];
    expect(error?.extensions?.code).toBe('VALIDATION_FAILED');
    const fields = error!.extensions!.issues!.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['card.number', 'card.nameOnCard', 'card.expiry', 'card.zip', 'card.cvv']));
    expect(storeText()).toBe(before);
  });

  it('asks for the Amex CVV length', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.gql(SAVE, { input: { card: { number: testCards.amex(), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' } } });
    expect(reply.body.errors?.[0]?.extensions?.issues?.[0]).toMatchObject({ path: ['card', 'cvv'], message: 'cvv.amex' });
  });

  it('refuses an expired card and one more than 20 years out', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    for (const expiry of ['0120', '1299']) {
      const reply = await client.gql(SAVE, { input: { card: { number: testCards.visa(), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' } } });
      expect(reply.body.errors?.[0]?.extensions?.issues?.[0]?.path).toEqual(['card', 'expiry']);
    }
  });

  it('saves a good card as a token, brand, last four and expiry', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    for (const [make, brand] of [
      [testCards.visa, 'VISA'],
      [testCards.mastercard2, 'MASTERCARD'],
      [testCards.amex, 'AMEX'],
      [testCards.discover, 'DISCOVER'],
    ] as const) {
      const number = make();
      const cvv = brand === 'AMEX' ? '1234' : '123';
      const reply = await client.gql(SAVE, { input: { card: { number, nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv } } });
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.savePaymentMethod).toMatchObject({ brand, last4: number.slice(-4), expiry, prepaid: false });
    }
  });

  it('marks a prepaid card (simulated issuer BIN)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.gql(SAVE, { input: { card: { number: testCards.prepaidVisa(), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' } } });
    expect(reply.body.data.savePaymentMethod.prepaid).toBe(true);
  });

  it('refuses a card on an account that does not accept cards', async () => {
    const client = await signedIn(backend.url, 'restricted@northwind.example');
    const before = storeText();
    const reply = await client.gql(SAVE, { input: { card: { number: testCards.visa(), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' } } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('RESTRICTED');
    expect(storeText()).toBe(before);
  });

  it('validates bank accounts (routing checksum)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const bad = await client.gql(SAVE, {
      input: { bank: { routingNumber: '123456789', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Acme' } },
    });
    expect(bad.body.errors?.[0]?.extensions?.issues?.[0]?.path).toEqual(['bank', 'routingNumber']);
    const good = await client.gql(SAVE, {
      input: { bank: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Acme' } },
    });
    expect(good.body.data.savePaymentMethod).toMatchObject({ brand: null, last4: '6789' });
  });

  describe('added from an Auto Pay step (autoPayServices, spec billing §5)', () => {
    const card = (number: string) => ({ number, nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' });
    const bank = { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Acme' };
    const refusal = (reply: { body: { errors?: { extensions?: { code?: string; issues?: { path: (string | number)[]; message: string }[] } }[] } }) => {
      const extensions = reply.body.errors?.[0]?.extensions;
      return { code: extensions?.code, issues: extensions?.issues?.map((i) => ({ path: i.path, message: i.message })) };
    };

    it('saves a card Auto Pay can use, and a bank account for core services', async () => {
      const client = await signedIn(backend.url, 'owner@acme.example');
      const saved = await client.gql(SAVE, { input: { card: card(testCards.visa()), autoPayServices: ['CORE'] } });
      expect(saved.body.data.savePaymentMethod).toMatchObject({ brand: 'VISA', prepaid: false });
      const savedBank = await client.gql(SAVE, { input: { bank, autoPayServices: ['CORE'] } });
      expect(savedBank.body.data.savePaymentMethod).toMatchObject({ last4: '6789' });
    });

    it('refuses a prepaid card and writes nothing (the wallet still takes it for one-time payments)', async () => {
      const client = await signedIn(backend.url, 'owner@acme.example');
      const before = storeText();
      const reply = await client.gql(SAVE, { input: { card: card(testCards.prepaidVisa()), autoPayServices: ['CORE'] } });
      expect(refusal(reply)).toEqual({ code: 'VALIDATION_FAILED', issues: [{ path: ['card'], message: 'method.prepaid' }] });
      expect(storeText()).toBe(before);
    });

    it('refuses a bank account for Mobile Auto Pay and writes nothing', async () => {
      const client = await signedIn(backend.url, 'mobile@fleet.example');
      const before = storeText();
      const reply = await client.gql(SAVE, { input: { bank, autoPayServices: ['CORE', 'MOBILE'] } });
      expect(refusal(reply)).toEqual({ code: 'VALIDATION_FAILED', issues: [{ path: ['bank'], message: 'method.mobileNoBank' }] });
      expect(storeText()).toBe(before);
    });

    it('refuses an unknown service and an empty list', async () => {
      const client = await signedIn(backend.url, 'owner@acme.example');
      for (const autoPayServices of [['TV'], []]) {
        const reply = await client.gql(SAVE, { input: { card: card(testCards.visa()), autoPayServices } });
        expect(refusal(reply).code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('refuses both a card and a bank at once, and neither', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const neither = await client.gql(SAVE, { input: {} });
    expect(neither.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
