import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentResponse } from '../../src/domain/payment';
import { backendPerFile } from '../support/backend-per-file';
import { expiryYearsAfter, testCards } from '../support/cards';
import { control, signedIn, type Client } from '../support/client';
import { addDays, billingOf, expectRefused, freezeAt, methodsOf, pay, PAYMENTS, ROUTING } from '../support/payments';
import { cardSecrets, expectCardSecretsNowhere } from '../support/card-secrets';

// The one-time payment (spec billing §2, §4; docs/backend.md): what a payment records and
// changes, roles, idempotency, the save-method partial outcome and service restoration.
// Boundaries of each rule are in payment-rules.test.ts.

const backend = backendPerFile();
let today: string;
beforeEach(async () => {
  today = await freezeAt(backend.url, '10:00');
});

type StoreDump = {
  payments: { id: string; accountId: string; [k: string]: unknown }[];
  paymentMethods: { id: string; [k: string]: unknown }[];
  accounts: { id: string; restoreServiceAt: string | null }[];
  idempotency: unknown[];
};
const store = async () => (await control.store(backend.url)) as StoreDump;
const newCard = (number = testCards.visa(), extra: Record<string, unknown> = {}) => ({
  number,
  nameOnCard: 'Maria Delgado',
  expiry: expiryYearsAfter(today, 4),
  zip: '11217',
  cvv: '123',
  ...extra,
});
const savedOf = async (client: Client, brand: string | null, type = 'CARD') =>
  (await methodsOf(client)).find((m) => m.type === type && m.brand === brand && !m.expired && !m.expiringSoon)!;

describe('a payment for today', () => {
  it('by card settles at once: SUCCESS, and the balance and past due drop', async () => {
    const client = await signedIn(backend.url, 'pastdue@cornercafe.example');
    const before = await billingOf(client);
    const visa = await savedOf(client, 'VISA');
    const reply = await pay(client, { amount: 20000, paymentDate: today, method: { savedMethodId: visa.id }, cvv: '123' });
    expect(reply.status, reply.text).toBe(201);
    const body = PaymentResponse.parse(reply.body);
    expect(body.payment).toMatchObject({
      status: 'SUCCESS',
      amount: 20000,
      paymentDate: today,
      methodType: 'CARD',
      brand: 'VISA',
      last4: visa.last4,
      channel: 'ONLINE',
    });
    expect(body.payment.confirmationNumber).toMatch(/^CNF[A-Z0-9]{10}$/);
    expect(body).toMatchObject({ savedMethod: null, saveError: null, serviceRestoresAt: null });
    const after = await billingOf(client);
    expect(after.currentBalance).toBe(before.currentBalance - 20000);
    expect(after.pastDueAmount).toBe(before.pastDueAmount - 20000);
    const record = (await store()).payments.find((p) => p.id === body.payment.id);
    expect(record).toMatchObject({ methodId: visa.id, userId: expect.stringMatching(/^usr_/), channel: 'ONLINE', accountId: expect.any(String) });
  });

  it('by bank account is PENDING: it shows in pendingPaymentAmount and the balance waits', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const before = await billingOf(client);
    const checking = (await methodsOf(client)).find((m) => m.type === 'BANK')!;
    const reply = await pay(client, { amount: 10000, paymentDate: today, method: { savedMethodId: checking.id } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.payment).toMatchObject({ status: 'PENDING', methodType: 'BANK', brand: null, last4: checking.last4 });
    const after = await billingOf(client);
    expect(after.pendingPaymentAmount).toBe(before.pendingPaymentAmount + 10000);
    expect(after.currentBalance).toBe(before.currentBalance);
    expect(after.amountDue).toBe(before.amountDue - 10000);
  });

  it('a later day is SCHEDULED and listed with the scheduled payments', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedOf(client, 'VISA');
    const reply = await pay(client, { amount: 5000, paymentDate: addDays(today, 3), method: { savedMethodId: visa.id }, cvv: '321' });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.payment.status).toBe('SCHEDULED');
    const scheduled = (await client.gql('{ scheduledPayments { id } }')).body.data.scheduledPayments;
    expect(scheduled.map((p: { id: string }) => p.id)).toContain(reply.body.payment.id);
  });
});

describe('a new card or bank account', () => {
  it('with save: true is kept in the wallet in the same write, as token, brand, last four and expiry', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const number = testCards.prepaidVisa();
    const reply = await pay(client, { amount: 2500, paymentDate: today, method: { card: newCard(number, { save: true }) } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.savedMethod).toMatchObject({ type: 'CARD', brand: 'VISA', last4: number.slice(-4), expiry: expiryYearsAfter(today, 4), prepaid: true });
    const dump = await store();
    const saved = dump.paymentMethods.find((m) => m.id === reply.body.savedMethod.id)!;
    expect(saved.token).toMatch(/^tok_/);
    expect(dump.payments.find((p) => p.id === reply.body.payment.id)).toMatchObject({ methodId: saved.id, last4: number.slice(-4) });
  });

  it('without save is used once and not kept', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const methodsBefore = (await store()).paymentMethods.length;
    const reply = await pay(client, {
      amount: 2500,
      paymentDate: today,
      method: { bank: { routingNumber: ROUTING, accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Acme Plumbing' } },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.payment).toMatchObject({ status: 'PENDING', methodType: 'BANK', last4: '6789' });
    expect(reply.body.savedMethod).toBeNull();
    expect((await store()).paymentMethods.length).toBe(methodsBefore);
  });

  it('a failing save leaves the payment standing: savedMethod null and the save error (partial outcome)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await control.fault(backend.url, { operation: 'savePaymentMethod', errorCode: 'SERVICE_UNAVAILABLE' });
    const methodsBefore = (await store()).paymentMethods.length;
    const reply = await pay(client, { amount: 2500, paymentDate: today, method: { card: newCard(testCards.mastercard(), { save: true }) } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ savedMethod: null, saveError: 'SERVICE_UNAVAILABLE' });
    const dump = await store();
    expect(dump.paymentMethods.length).toBe(methodsBefore);
    expect(dump.payments.find((p) => p.id === reply.body.payment.id)).toMatchObject({ status: 'SUCCESS', methodId: null, brand: 'MASTERCARD' });
  });
});

describe('refusals', () => {
  it('an armed fault on payments fails before anything is written', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await control.fault(backend.url, { operation: 'payments', errorCode: 'PAYMENT_DECLINED' });
    const visa = await savedOf(client, 'VISA');
    await expectRefused(backend, () => pay(client, { amount: 2500, paymentDate: today, method: { savedMethodId: visa.id }, cvv: '123' }), {
      status: 422,
      errorCode: 'PAYMENT_DECLINED',
    });
  });

  for (const username of ['staff@acme.example', 'billing@acme.example']) {
    it(`${username} may not pay (403 FORBIDDEN)`, async () => {
      const client = await signedIn(backend.url, username);
      await expectRefused(backend, () => pay(client, { amount: 2500, paymentDate: today, method: { card: newCard() } }), {
        status: 403,
        errorCode: 'FORBIDDEN',
      });
    });
  }

  it('a billing-suppressed account pays on the enterprise site, not here', async () => {
    const client = await signedIn(backend.url, 'moved@enterprise.example');
    await expectRefused(backend, () => pay(client, { amount: 2500, paymentDate: today, method: { card: newCard() } }), { status: 403, errorCode: 'FORBIDDEN' });
  });

  it('needs the XSRF token like every write', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await expectRefused(backend, () => client.request('POST', PAYMENTS, { json: {}, headers: { 'Idempotency-Key': 'k-xsrf' }, xsrf: false }), {
      status: 403,
      errorCode: 'FORBIDDEN',
    });
  });
});

describe('Idempotency-Key', () => {
  const body = (visaId: string) => ({ amount: 4321, paymentDate: today, method: { savedMethodId: visaId }, cvv: '123' });

  it('is required', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await expectRefused(backend, () => pay(client, { amount: 100, paymentDate: today, method: { card: newCard() } }, null), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      messages: { 'Idempotency-Key': 'idempotencyKey.required' },
    });
  });

  it('the same key and request answer the first answer and make no second payment', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedOf(client, 'VISA');
    const first = await pay(client, body(visa.id), 'submit-1');
    const billingAfterFirst = await billingOf(client);
    const again = await pay(client, body(visa.id), 'submit-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await store()).payments.filter((p) => p.id === first.body.payment.id)).toHaveLength(1);
    expect((await store()).payments.filter((p) => p.confirmationNumber === first.body.payment.confirmationNumber)).toHaveLength(1);
    expect(await billingOf(client)).toEqual(billingAfterFirst);
  });

  it('the same key with another request is a 409 CONFLICT', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedOf(client, 'VISA');
    expect((await pay(client, body(visa.id), 'submit-2')).status).toBe(201);
    await expectRefused(backend, () => pay(client, { ...body(visa.id), amount: 4322 }, 'submit-2'), { status: 409, errorCode: 'CONFLICT' });
  });

  it('a double submit fired at once with one key makes exactly one payment', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedOf(client, 'VISA');
    const paymentsBefore = (await store()).payments.length;
    const replies = await Promise.all([pay(client, body(visa.id), 'double'), pay(client, body(visa.id), 'double'), pay(client, body(visa.id), 'double')]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.payment.id)).size).toBe(1);
    expect((await store()).payments.length).toBe(paymentsBefore + 1);
  });

  it('a refused request records nothing, so its retry with the same key is judged afresh', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedOf(client, 'VISA');
    await expectRefused(backend, () => pay(client, { ...body(visa.id), cvv: undefined }, 'retry'), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      messages: { cvv: 'cvv.required' },
    });
    expect((await pay(client, body(visa.id), 'retry')).status).toBe(201);
  });

  it("is the account's own: another account's key answers nothing of it", async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const other = await signedIn(backend.url, 'autopay@brightline.example');
    const first = await pay(owner, { amount: 1500, paymentDate: today, method: { card: newCard() } }, 'shared-key');
    const second = await pay(other, { amount: 1500, paymentDate: today, method: { card: newCard() } }, 'shared-key');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.payment.id).not.toBe(first.body.payment.id);
  });
});

describe('soft-disconnected service (spec billing §4)', () => {
  it('comes back restoreServiceMinutes of server clock after the payment that clears the past due', async () => {
    const client = await signedIn(backend.url, 'disconnected@harbor.example');
    const before = await billingOf(client);
    expect(before).toMatchObject({ softDisconnected: true, accountStatus: 'TEMPORARILY_DEACTIVATED' });
    const { restoreServiceMinutes } = ((await control.store(backend.url)) as { config: { restoreServiceMinutes: number } }).config;
    const mc = await savedOf(client, 'MASTERCARD');
    const reply = await pay(client, { amount: before.pastDueAmount, paymentDate: today, method: { savedMethodId: mc.id }, cvv: '123' });
    expect(reply.status, reply.text).toBe(201);
    const now = (await control.clock(backend.url, { advanceSeconds: 0 })).body.now as string;
    expect(reply.body.serviceRestoresAt).toBe(new Date(Date.parse(now) + restoreServiceMinutes * 60_000).toISOString());
    expect(await billingOf(client)).toMatchObject({ softDisconnected: true, pastDueAmount: 0 });

    await control.clock(backend.url, { advanceSeconds: restoreServiceMinutes * 60 - 1 });
    expect((await billingOf(client)).softDisconnected).toBe(true);
    await control.clock(backend.url, { advanceSeconds: 1 });
    expect(await billingOf(client)).toMatchObject({ softDisconnected: false, accountStatus: 'ACTIVE' });
    const account = (await client.request('GET', '/api/pub/account/v1/accounts')).body.accounts[0];
    expect(account).toMatchObject({ softDisconnected: false, accountStatus: 'ACTIVE' });
    expect((await client.gql('{ identity { accountStatus } }')).body.data.identity.accountStatus).toBe('ACTIVE');
  });

  it('a bank payment that leaves no past due once pending restores it too', async () => {
    const client = await signedIn(backend.url, 'disconnected@harbor.example');
    const { pastDueAmount } = await billingOf(client);
    const reply = await pay(client, {
      amount: pastDueAmount,
      paymentDate: today,
      method: { bank: { routingNumber: ROUTING, accountNumber: '4455667788', accountType: 'CHECKING', nameOnAccount: 'Dale Whitaker' } },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.payment.status).toBe('PENDING');
    expect(reply.body.serviceRestoresAt).not.toBeNull();
    const account = (await store()).accounts.find((a) => a.restoreServiceAt !== null);
    expect(account?.restoreServiceAt).toBe(reply.body.serviceRestoresAt);
  });
});

describe('card numbers and CVVs', () => {
  it('are never stored, logged, hashed into the idempotency record or echoed', async () => {
    const { client, amex, visa, cvv, storeBefore } = await cardSecrets(backend, '8264');
    const replies = [
      await pay(client, { amount: 1111, paymentDate: today, method: { card: newCard(amex, { cvv, save: true }) } }, 'secret-1'),
      await pay(client, { amount: 1111, paymentDate: today, method: { card: newCard(amex, { cvv, save: true }) } }, 'secret-1'), // replay
      await pay(client, { amount: 1112, paymentDate: today, method: { card: newCard(amex, { cvv }) } }, 'secret-1'), // conflict
      await pay(client, { amount: 1113, paymentDate: today, method: { card: newCard(visa, { cvv, zip: '1' }) } }), // bad zip, bad cvv length
      await pay(client, { amount: 1114, paymentDate: today, method: { card: newCard(visa, { pan: visa }) }, cvv }), // unknown field
      await pay(client, { amount: 1115, paymentDate: today, method: { card: { ...newCard(), number: Number(visa) } } }), // wrong type
      await pay(client, { amount: 1116, paymentDate: today, method: { card: newCard(visa, { cvv: '826' }) } }),
    ];
    expect(replies.map((r) => r.status)).toEqual([201, 201, 409, 400, 400, 400, 201]);
    expectCardSecretsNowhere(backend, { numbers: [amex, visa], cvv, storeBefore, replies });
  });
});
