import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/server/graphql/limits';
import { ApiErrorBody } from '../../src/domain/errors';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/session';
import { backendPerFile } from '../support/backend-per-file';
import { testCards, expiryYearsAfter } from '../support/cards';
import { Client, signedIn } from '../support/client';
import { freezeAt, PAYMENTS, ROUTING } from '../support/payments';
import { storeOnDisk } from '../support/backend';
import { REFUSED_CHARACTERS } from '../support/refused-characters';

// Bad input gets a clear answer, never a 500: malformed bodies, bodies nested to
// exhaust a recursive walk, control characters in human-readable fields, GraphQL documents
// that cost too much, and equipment actions a role may not take. Every refusal is a 4xx with
// the contract's error shape, echoes no card number or CVV, and leaves the store as it was.

const GRAPH = '/selfservice/graph';
const CVV = '737';

const backend = backendPerFile();
let today: string;
let card: string;
beforeEach(async () => {
  today = await freezeAt(backend.url, '10:00');
  card = testCards.visa();
});

/** The store as the server holds it and as it is on disk. */
const snapshot = async () => ({ live: (await new Client(backend.url).request('GET', '/__control/store')).text, file: storeOnDisk(backend.dbFile) });

interface Raw {
  status: number;
  text: string;
  body: any;
  headers: Headers;
}

/** A request with a body of any bytes and headers, carrying the client's cookies and XSRF token. */
async function send(client: Client, path: string, body: string | Buffer, headers: Record<string, string>): Promise<Raw> {
  const token = client.cookies.get(XSRF_COOKIE);
  const response = await client.fetch(backend.url + path, {
    method: 'POST',
    headers: { ...(token ? { [XSRF_HEADER]: decodeURIComponent(token) } : {}), ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* the test fails on the shape below */
  }
  return { status: response.status, text, body: parsed, headers: response.headers };
}

let last: Raw | null = null;

/** Runs a request that must be refused with a REST error body, and checks nothing changed and no secret came back. */
async function expectRestRefusal(request: () => Promise<Raw>, status: number, issueCode?: string) {
  const before = await snapshot();
  const reply = await request();
  last = reply;
  expect(reply.status, reply.text).toBe(status);
  const body = ApiErrorBody.parse(reply.body);
  expect(body.errorCode).toBe('VALIDATION_FAILED');
  expect(body.message).not.toBe('');
  if (issueCode) expect(body.issues?.map((i) => i.code)).toContain(issueCode);
  expectNoSecrets(reply.text);
  expect(await snapshot()).toEqual(before);
  return body;
}

function expectNoSecrets(text: string) {
  expect(text).not.toContain(card);
  expect(text).not.toContain(card.slice(0, 12));
  expect(text).not.toMatch(new RegExp(`\\b${CVV}\\b`));
}

const newCard = (extra: Record<string, unknown> = {}) => ({
  number: card,
  nameOnCard: 'Maria Delgado',
  // valid for years after the store's day, whatever day the suite runs on
  expiry: expiryYearsAfter(today, 4),
  zip: '11217',
  cvv: CVV,
  save: true,
  ...extra,
});
const paymentBody = (method: unknown = { card: newCard() }) => ({ amount: 5000, paymentDate: today, method });
const SAVE = 'mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id } }';

describe('bodies the parser cannot read', () => {
  const routes = [
    { name: 'the payment', path: PAYMENTS, body: () => JSON.stringify(paymentBody()) },
    { name: 'GraphQL', path: GRAPH, body: () => JSON.stringify({ query: SAVE, variables: { input: { card: { ...newCard(), save: undefined } } } }) },
  ];
  for (const route of routes) {
    describe(route.name, () => {
      const headers = { 'Idempotency-Key': 'bad-input-1', accept: 'application/json' };

      it('refuses a JSON body in another charset with 415', async () => {
        const client = await signedIn(backend.url, 'owner@acme.example');
        for (const charset of ['iso-8859-1', 'windows-1252', 'utf-16le', 'klingon']) {
          const body = await expectRestRefusal(
            () => send(client, route.path, route.body(), { ...headers, 'content-type': `application/json; charset=${charset}` }),
            415,
            'unsupported_charset',
          );
          expect(body.message).toContain('UTF-8');
        }
      });

      it('refuses Content-Encoding br (and any coding but gzip and deflate) with 415', async () => {
        const client = await signedIn(backend.url, 'owner@acme.example');
        for (const coding of ['br', 'compress', 'zstd']) {
          await expectRestRefusal(
            () => send(client, route.path, route.body(), { ...headers, 'content-type': 'application/json', 'content-encoding': coding }),
            415,
            'unsupported_encoding',
          );
          // RFC 9110 §15.5.16: a 415 for a content coding says which codings would do
          expect(last?.headers.get('accept-encoding')).toBe('gzip, deflate, identity');
        }
      });

      it('refuses a gzip body that is not gzip with 400', async () => {
        const client = await signedIn(backend.url, 'owner@acme.example');
        await expectRestRefusal(
          () => send(client, route.path, route.body(), { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' }),
          400,
          'invalid_encoding',
        );
        // a real gzip stream cut short is as unreadable
        const truncated = gzipSync(route.body()).subarray(0, 20);
        await expectRestRefusal(
          () => send(client, route.path, truncated, { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' }),
          400,
          'invalid_encoding',
        );
      });
    });
  }

  it('refuses a body over 100 KB with 413, the payment and GraphQL alike', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const padded = JSON.stringify({ ...paymentBody(), padding: 'x'.repeat(110 * 1024) });
    await expectRestRefusal(() => send(client, PAYMENTS, padded, { 'Idempotency-Key': 'too-big', 'content-type': 'application/json' }), 413, 'too_big');
    const query = JSON.stringify({ query: `{ billing { amountDue } } ${'#'.repeat(110 * 1024)}` });
    await expectRestRefusal(() => send(client, GRAPH, query, { 'content-type': 'application/json' }), 413, 'too_big');
  });

  it('still reads a real gzip body', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await send(client, PAYMENTS, gzipSync(JSON.stringify(paymentBody())), {
      'Idempotency-Key': 'gzip-ok',
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(reply.status, reply.text).toBe(201);
  });
});

describe('bodies nested too deep', () => {
  const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const paymentWith = (field: 'amount' | 'method', nested: string) =>
    `{"${field}":${nested},"paymentDate":"${today}"${field === 'amount' ? ',"method":{"savedMethodId":"pm_1"}' : ',"amount":5000'}}`;

  for (const field of ['amount', 'method'] as const) {
    it(`refuses a payment nested 10,000 levels deep in ${field}, before anything walks it`, async () => {
      const client = await signedIn(backend.url, 'owner@acme.example');
      for (const nested of [arrays(10_000), objects(4_000)]) {
        const raw = paymentWith(field, nested);
        expect(raw.length).toBeGreaterThan(19_000);
        await expectRestRefusal(() => send(client, PAYMENTS, raw, { 'Idempotency-Key': `deep-${field}`, 'content-type': 'application/json' }), 400, 'too_deep');
      }
    });
  }

  it('refuses deep GraphQL variables the same way', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const raw = `{"query":"mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id } }","variables":{"input":${objects(5_000)}}}`;
    await expectRestRefusal(() => send(client, GRAPH, raw, { 'content-type': 'application/json' }), 400, 'too_deep');
  });

  it('counts only structure: brackets inside strings are text', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    // 40 levels is past the limit; the same brackets inside a string (escaped quotes too) are not nesting
    await expectRestRefusal(
      () => send(client, PAYMENTS, paymentWith('amount', arrays(40)), { 'Idempotency-Key': 'deep-40', 'content-type': 'application/json' }),
      400,
      'too_deep',
    );
    const inString = JSON.stringify({ ...paymentBody({ card: newCard({ save: false }) }), paymentDate: `${today}\\"${'['.repeat(200)}` });
    const reply = await send(client, PAYMENTS, inString, { 'Idempotency-Key': 'brackets-in-string', 'content-type': 'application/json' });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['paymentDate']);
  });

  it('checks the shape before the Idempotency-Key: a malformed retry of a used key is a 400, and the first answer stands', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const first = await send(client, PAYMENTS, JSON.stringify(paymentBody()), { 'Idempotency-Key': 'shape-first', 'content-type': 'application/json' });
    expect(first.status, first.text).toBe(201);
    await expectRestRefusal(
      () => send(client, PAYMENTS, paymentWith('amount', arrays(20)), { 'Idempotency-Key': 'shape-first', 'content-type': 'application/json' }),
      400,
    );
    const replay = await send(client, PAYMENTS, JSON.stringify(paymentBody()), { 'Idempotency-Key': 'shape-first', 'content-type': 'application/json' });
    expect(replay.status).toBe(201);
    expect(replay.body.payment.id).toBe(first.body.payment.id);
  });
});

describe('control and invisible characters in human-readable text', () => {
  const c = REFUSED_CHARACTERS;
  // a terminal's colour code, a line break, a name reversed on screen: what a paste or a script could send
  const BAD: [string, string][] = [
    ['NUL', `Maria${c.NUL}Delgado`],
    ['ESC', `Maria ${c.ESC}[31mDelgado`],
    ['BEL', `Maria${c.BEL} Delgado`],
    ['CR/LF', `Maria${c.CR}${c.LF}Delgado`],
    ['DEL', `Maria${c.DEL}Delgado`],
    ['right-to-left override', `Maria ${c['right-to-left override']}odagleD`],
    ['an unpaired surrogate', `Maria ${c['a lone high surrogate']}Delgado`],
    ['a zero-width space', `Maria${c['zero-width space']}Delgado`],
  ];

  /** A GraphQL write that must be refused with text.characters at `path`, changing nothing. */
  async function expectGraphRefusal(client: Client, query: string, input: unknown, path: string) {
    const before = await snapshot();
    const reply = await client.gql(query, { input });
    expect(reply.status, reply.text).toBeLessThan(500);
    const error = reply.body.errors?.[0];
    expect(error?.extensions?.code, reply.text).toBe('VALIDATION_FAILED');
    expect(error?.extensions?.issues?.map((i) => [i.path.join('.'), i.message])).toEqual([[path, 'text.characters']]);
    expect(reply.body.data ?? null).toBeNull();
    expectNoSecrets(reply.text);
    expect(await snapshot()).toEqual(before);
  }

  for (const [what, text] of BAD) {
    describe(`${what}`, () => {
      it('is refused in the payment: nameOnCard of a card to save, nameOnAccount of a bank account', async () => {
        const client = await signedIn(backend.url, 'owner@acme.example');
        const cases = [
          { method: { card: newCard({ nameOnCard: text }) }, path: 'method.card.nameOnCard' },
          {
            method: { bank: { routingNumber: ROUTING, accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: text, save: true } },
            path: 'method.bank.nameOnAccount',
          },
        ];
        for (const { method, path } of cases) {
          const body = await expectRestRefusal(
            () => send(client, PAYMENTS, JSON.stringify(paymentBody(method)), { 'Idempotency-Key': `text-${path}`, 'content-type': 'application/json' }),
            400,
          );
          expect(body.issues?.map((i) => [i.path.join('.'), i.message])).toEqual([[path, 'text.characters']]);
        }
      });

      it('is refused by savePaymentMethod: the card name, the bank name on account, the nickname', async () => {
        const client = await signedIn(backend.url, 'owner@acme.example');
        const { save: _save, ...plainCard } = newCard();
        await expectGraphRefusal(client, SAVE, { card: { ...plainCard, nameOnCard: text } }, 'card.nameOnCard');
        await expectGraphRefusal(
          client,
          SAVE,
          { bank: { routingNumber: ROUTING, accountNumber: '000123456789', accountType: 'SAVINGS', nameOnAccount: text } },
          'bank.nameOnAccount',
        );
        await expectGraphRefusal(client, SAVE, { card: plainCard, nickname: `Ops ${text}`.slice(0, 20) }, 'nickname');
      });

      it('is refused as an equipment nickname and as the Auto Pay cancel reason', async () => {
        const owner = await signedIn(backend.url, 'owner@acme.example');
        await expectGraphRefusal(
          owner,
          'mutation($input: UpdateEquipmentNicknameInput!) { updateEquipmentNickname(input: $input) { nickname } }',
          { equipmentId: 'eq_2', nickname: text.slice(0, 20) },
          'nickname',
        );
        const enrolled = await signedIn(backend.url, 'autopay@brightline.example');
        await expectGraphRefusal(
          enrolled,
          'mutation($input: CancelAutoPayInput!) { cancelAutoPay(input: $input) { enrolled } }',
          { reason: `Too expensive. ${text}` },
          'reason',
        );
      });
    });
  }

  it('keeps names in any script, accents and emoji', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const name = "Zoë Ñúñez-O'Brien 李";
    const reply = await send(client, PAYMENTS, JSON.stringify(paymentBody({ card: newCard({ nameOnCard: name }) })), {
      'Idempotency-Key': 'names-ok',
      'content-type': 'application/json',
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.savedMethod.nameOnCard).toBe(name);
    const { save: _save, ...plainCard } = newCard();
    const saved = await client.gql('mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { nickname } }', {
      input: { card: plainCard, nickname: 'Tarjeta 💳 de Zoë' },
    });
    expect(saved.body.data?.savePaymentMethod.nickname, saved.text).toBe('Tarjeta 💳 de Zoë');
  });
});

describe('GraphQL cost', () => {
  const errorOf = (reply: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => reply.body.errors?.[0];

  async function expectCostRefusal(client: Client, query: string, limit: RegExp) {
    const before = await snapshot();
    const reply = await client.gql(query);
    expect(reply.body.data ?? null).toBeNull();
    expect(errorOf(reply)?.extensions?.code, reply.text).toBe('VALIDATION_FAILED');
    expect(errorOf(reply)?.message).toMatch(limit);
    expect(await snapshot()).toEqual(before);
    // as the GraphQL-over-HTTP spec has it: a client that accepts application/graphql-response+json gets the 400
    const strict = await send(client, GRAPH, JSON.stringify({ query }), { 'content-type': 'application/json', accept: 'application/graphql-response+json' });
    expect(strict.status).toBe(400);
    expect(strict.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  }

  const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `b${i}: billing { amountDue }`).join(' ')} }`;

  it('refuses a thousand aliased billing queries', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    // the document is refused by its size (tokens) before the aliases are even counted
    await expectCostRefusal(client, aliased(1000), /at most \d+ (tokens|aliases)/);
  });

  it('refuses more aliases than the limit in a short document', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await expectCostRefusal(client, aliased(21), /at most 20 aliases/);
    const reply = await client.gql(aliased(20));
    expect(reply.body.errors, reply.text).toBeUndefined();
  });

  it('refuses more fields than the cost allows, aliases or not, fragments counted where spread', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    // one field repeated merges into one call, but is still work to validate and merge
    await expectCostRefusal(client, `{ ${'billing { amountDue } '.repeat(400)}}`, /at most 300 fields/);
    // fragments spreading fragments: 2^10 fields from a short document
    const fragments = Array.from({ length: 10 }, (_, i) => `fragment F${i} on Billing { ...F${i + 1} ...F${i + 1} }`).join(' ');
    await expectCostRefusal(client, `{ billing { ...F0 } } ${fragments} fragment F10 on Billing { amountDue }`, /at most 300 fields/);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const ofType = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofType(n - 1)} }`);
    await expectCostRefusal(
      client,
      `{ __schema { types { fields { type { ${ofType(GRAPHQL_LIMITS.maxDepth)} } } } } }`,
      new RegExp(`at most ${GRAPHQL_LIMITS.maxDepth} levels`),
    );
  });

  it('refuses a document of too many tokens before validating it', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await expectCostRefusal(client, `{ billing { amountDue ${'__typename '.repeat(3000)}} }`, /at most 2000 tokens/);
  });

  it("answers the front end's largest reads", async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.gql(`query PaymentInfo {
      billing { amountDue pastDueAmount pendingPaymentAmount dueDate currentBalance creditBalance accountStatus delinquencyTier softDisconnected billingSuppressed
        restrictions { type cardsAccepted bankAccepted onlineAccepted } discountEligible paperless
        autoPay { enrolled methodId debitDay services discountCents } limits { today time minAmount maxAmount lastFutureDate cutoffTime maxScheduled } }
      paymentMethods { id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay }
      scheduledPayments { id }
      equipment { id components { router { accessPoints { id ssid radios { frequencyBand } } } } }
      a: billing { amountDue } b: billing { pastDueAmount }
    }`);
    expect(reply.body.errors, reply.text).toBeUndefined();
    expect(reply.body.data.billing.amountDue).toEqual(expect.any(Number));
  });
});

describe('equipment actions by role (spec platform §6)', () => {
  const RENAME = 'mutation($input: UpdateEquipmentNicknameInput!) { updateEquipmentNickname(input: $input) { equipmentId nickname } }';
  const REBOOT = 'mutation($input: RebootEquipmentInput!) { rebootEquipment(input: $input) { isPollingSupported } }';

  for (const username of ['staff@acme.example', 'billing@acme.example']) {
    it(`${username} may not rename equipment, and is told so before anything is checked`, async () => {
      const client = await signedIn(backend.url, username);
      for (const input of [
        { equipmentId: 'eq_2', nickname: 'Front desk' },
        { equipmentId: 'eq_2', nickname: 'Bad\u0000name' },
        { equipmentId: 'eq_999', nickname: 'Front desk' },
      ]) {
        const before = await snapshot();
        const reply = await client.gql(RENAME, { input });
        expect(reply.body.errors?.[0]?.extensions?.code, reply.text).toBe('FORBIDDEN');
        expect(reply.body.errors?.[0]?.extensions?.issues?.[0]?.message).toBe('equipment.adminOnly');
        expect(await snapshot()).toEqual(before);
      }
      const seen = await client.gql('{ equipment { id nicknameEditable } }');
      expect(seen.body.data.equipment.every((e: { nicknameEditable: boolean }) => !e.nicknameEditable)).toBe(true);
    });
  }

  it('a STANDARD user keeps restarting equipment (troubleshooting)', async () => {
    const client = await signedIn(backend.url, 'staff@acme.example');
    const reply = await client.gql(REBOOT, { input: { equipmentId: 'eq_2' } });
    expect(reply.body.errors, reply.text).toBeUndefined();
    expect(reply.body.data.rebootEquipment.isPollingSupported).toBe(true);
  });

  it('an admin renames', async () => {
    const client = await signedIn(backend.url, 'admin@acme.example');
    expect((await client.gql('{ equipment { id nicknameEditable } }')).body.data.equipment.find((e: { id: string }) => e.id === 'eq_2').nicknameEditable).toBe(
      true,
    );
    const reply = await client.gql(RENAME, { input: { equipmentId: 'eq_2', nickname: 'Front desk' } });
    expect(reply.body.data?.updateEquipmentNickname, reply.text).toEqual({ equipmentId: 'eq_2', nickname: 'Front desk' });
  });
});
