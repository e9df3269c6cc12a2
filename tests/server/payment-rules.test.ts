import { beforeEach, describe, expect, it } from 'vitest';
import { expiryLastDay } from '../../src/domain/card';
import { backendPerFile } from '../support/backend-per-file';
import { expiryYearsAfter, testCards } from '../support/cards';
import { control, signedIn, type Client } from '../support/client';
import { addDays, billingOf, businessInstant, expectRefused, freezeAt, methodsOf, pay, ROUTING } from '../support/payments';

// Every rule of spec billing §5 for the one-time payment, on the server, just inside and just
// outside each bound. A refusal must leave the store file byte-identical (expectRefused).

const backend = backendPerFile();
let today: string;
beforeEach(async () => {
  today = await freezeAt(backend.url, '10:00');
});

const invalid = (messages: Record<string, string>) => ({ status: 400, errorCode: 'VALIDATION_FAILED', messages });
const card = (extra: Record<string, unknown> = {}) => ({
  card: { number: testCards.visa(), nameOnCard: 'Pat Owner', expiry: expiryYearsAfter(today, 4), zip: '11217', cvv: '123', ...extra },
});
const bank = () => ({ bank: { routingNumber: ROUTING, accountNumber: '000111222333', accountType: 'CHECKING', nameOnAccount: 'Pat Owner' } });
async function savedCard(client: Client, brand: string, state: 'valid' | 'expired' | 'expiringSoon' = 'valid') {
  const methods = await methodsOf(client);
  const found = methods.find(
    (m) => m.brand === brand && (state === 'expired' ? m.expired : state === 'expiringSoon' ? m.expiringSoon : !m.expired && !m.expiringSoon),
  );
  if (!found) throw new Error(`no ${state} ${brand}`);
  return found;
}

describe('amount (cents)', () => {
  let owner: Client;
  beforeEach(async () => {
    owner = await signedIn(backend.url, 'owner@acme.example');
  });
  const at = (amount: unknown) => pay(owner, { amount, paymentDate: today, method: card(), confirmOverpayment: true });

  it('99 is below the minimum, 100 is the minimum', async () => {
    const reply = await expectRefused(backend, () => at(99), invalid({ amount: 'amount.range' }));
    expect(reply.body.issues[0].params).toEqual({ min: 100, max: 2_500_000 });
    expect((await at(100)).status).toBe(201);
  });

  it('2 500 000 is the maximum, 2 500 001 is above it', async () => {
    expect((await at(2_500_000)).status).toBe(201);
    await expectRefused(backend, () => at(2_500_001), invalid({ amount: 'amount.range' }));
  });

  it('zero, negative, fractional or text amounts are not amounts', async () => {
    for (const amount of [0, -100, 12.5, '100', null]) await expectRefused(backend, () => at(amount), invalid({ amount: 'amount.invalid' }));
  });

  it('more than the amount due needs the confirmation', async () => {
    const { amountDue } = await billingOf(owner);
    const body = (amount: number) => ({ amount, paymentDate: today, method: card() });
    await expectRefused(backend, () => pay(owner, body(amountDue + 1)), invalid({ amount: 'amount.overpayNotConfirmed' }));
    expect((await pay(owner, body(amountDue))).status).toBe(201); // exactly the amount due is no overpayment
    expect((await billingOf(owner)).amountDue).toBe(0);
    await expectRefused(backend, () => pay(owner, body(100)), invalid({ amount: 'amount.overpayNotConfirmed' }));
    expect((await pay(owner, { ...body(100), confirmOverpayment: true })).status).toBe(201);
    expect((await billingOf(owner)).creditBalance).toBe(100);
  });

  it('a soft-disconnected account pays at least its past due (minus pending)', async () => {
    const harbor = await signedIn(backend.url, 'disconnected@harbor.example');
    const billing = await billingOf(harbor);
    expect(billing.limits.minAmount).toBe(billing.pastDueAmount - billing.pendingPaymentAmount);
    const body = (amount: number) => ({ amount, paymentDate: today, method: card() });
    const reply = await expectRefused(backend, () => pay(harbor, body(billing.limits.minAmount - 1)), invalid({ amount: 'amount.range' }));
    expect(reply.body.issues[0].params).toEqual({ min: billing.limits.minAmount, max: 2_500_000 });
    expect((await pay(harbor, body(billing.limits.minAmount))).status).toBe(201);
  });
});

describe('payment date', () => {
  let owner: Client;
  beforeEach(async () => {
    owner = await signedIn(backend.url, 'owner@acme.example');
  });
  const on = (paymentDate: unknown) => pay(owner, { amount: 1000, paymentDate, method: card() });

  it('today yes, yesterday no', async () => {
    expect((await on(today)).status).toBe(201);
    await expectRefused(backend, () => on(addDays(today, -1)), invalid({ paymentDate: 'date.past' }));
  });

  it('the last allowed future date yes, one day past it no', async () => {
    const { lastFutureDate } = (await billingOf(owner)).limits;
    expect(lastFutureDate).toBe(addDays(today, 30));
    expect((await on(lastFutureDate)).status).toBe(201);
    await expectRefused(backend, () => on(addDays(lastFutureDate, 1)), invalid({ paymentDate: 'date.tooFar' }));
  });

  it('impossible or badly written dates are invalid', async () => {
    for (const date of ['2026-02-30', '12/05/26', '', 20261205]) await expectRefused(backend, () => on(date), invalid({ paymentDate: 'date.invalid' }));
  });

  it('tomorrow is taken until just before the 17:00 cut-off, refused from 17:00', async () => {
    // the session idles out over hours of server clock: sign in again at each time
    await control.clock(backend.url, { now: businessInstant(today, '16:59') });
    owner = await signedIn(backend.url, 'owner@acme.example');
    expect((await on(addDays(today, 1))).status).toBe(201);
    await control.clock(backend.url, { now: businessInstant(today, '17:00') });
    owner = await signedIn(backend.url, 'owner@acme.example');
    await expectRefused(backend, () => on(addDays(today, 1)), invalid({ paymentDate: 'date.afterCutoff' }));
    // the cut-off is about tomorrow only; today and the day after stay open
    expect((await on(addDays(today, 2))).status).toBe(201);
  });

  it('a third future-dated payment is refused: 422 LIMIT_REACHED', async () => {
    expect((await on(addDays(today, 5))).status).toBe(201);
    expect((await on(addDays(today, 6))).status).toBe(201);
    await expectRefused(backend, () => on(addDays(today, 7)), { status: 422, errorCode: 'LIMIT_REACHED', messages: { paymentDate: 'date.maxScheduled' } });
    expect((await on(today)).status).toBe(201); // paying today is not scheduling
  });

  it('a past-due balance forces payment today', async () => {
    const cafe = await signedIn(backend.url, 'pastdue@cornercafe.example');
    await expectRefused(
      backend,
      () => pay(cafe, { amount: 1000, paymentDate: addDays(today, 1), method: card() }),
      invalid({ paymentDate: 'date.mustPayToday' }),
    );
  });

  it('an inactive (soft-disconnected) account pays today', async () => {
    const harbor = await signedIn(backend.url, 'disconnected@harbor.example');
    const { limits } = await billingOf(harbor);
    await expectRefused(
      backend,
      () => pay(harbor, { amount: limits.minAmount, paymentDate: addDays(today, 1), method: card() }),
      invalid({ paymentDate: 'date.mustPayToday' }),
    );
  });

  it('a pending payment covering the past due blocks scheduling', async () => {
    const cafe = await signedIn(backend.url, 'pastdue@cornercafe.example');
    const { pastDueAmount } = await billingOf(cafe);
    const pending = await pay(cafe, { amount: pastDueAmount, paymentDate: today, method: bank() });
    expect(pending.body.payment.status).toBe('PENDING');
    await expectRefused(
      backend,
      () => pay(cafe, { amount: 1000, paymentDate: addDays(today, 3), method: card(), confirmOverpayment: true }),
      invalid({ paymentDate: 'date.pendingCoversPastDue' }),
    );
  });
});

describe('payment method', () => {
  it('an expired saved card is refused', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const amex = await savedCard(owner, 'AMEX', 'expired');
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: { savedMethodId: amex.id }, cvv: '1234' }),
      invalid({ 'method.savedMethodId': 'method.expired' }),
    );
  });

  it('an expiring-soon card pays up to its last valid day, not after', async () => {
    await control.reset(backend.url, { config: { payment: { futureDays: 90 } } });
    today = await freezeAt(backend.url, '10:00');
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const mc = await savedCard(owner, 'MASTERCARD', 'expiringSoon');
    const lastDay = expiryLastDay(mc.expiry!);
    const on = (paymentDate: string) => pay(owner, { amount: 1000, paymentDate, method: { savedMethodId: mc.id }, cvv: '123' });
    await expectRefused(backend, () => on(addDays(lastDay, 1)), invalid({ 'method.savedMethodId': 'expiry.beforePaymentDate' }));
    expect((await on(lastDay)).status).toBe(201);
  });

  it('a new card expiring before the payment date is refused', async () => {
    await control.reset(backend.url, { config: { payment: { futureDays: 90 } } });
    today = await freezeAt(backend.url, '10:00');
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const expiry = `${today.slice(5, 7)}${today.slice(2, 4)}`; // this month
    const lastDay = expiryLastDay(expiry);
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: addDays(lastDay, 1), method: card({ expiry }) }),
      invalid({ 'method.card.expiry': 'expiry.beforePaymentDate' }),
    );
    expect((await pay(owner, { amount: 1000, paymentDate: lastDay, method: card({ expiry }) })).status).toBe(201);
  });

  it('CVV: 4 digits for Amex, 3 for other brands; a saved card needs it, a bank account takes none', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const visa = await savedCard(owner, 'VISA');
    const checking = (await methodsOf(owner)).find((m) => m.type === 'BANK')!;
    const saved = (cvv?: string) => pay(owner, { amount: 1000, paymentDate: today, method: { savedMethodId: visa.id }, cvv });
    await expectRefused(backend, () => saved(undefined), invalid({ cvv: 'cvv.required' }));
    await expectRefused(backend, () => saved('1234'), invalid({ cvv: 'cvv.other' }));
    expect((await saved('123')).status).toBe(201);

    const amex = (cvv: string) => pay(owner, { amount: 1000, paymentDate: today, method: card({ number: testCards.amex(), cvv }) });
    await expectRefused(backend, () => amex('123'), invalid({ 'method.card.cvv': 'cvv.amex' }));
    expect((await amex('1234')).status).toBe(201);
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: card({ cvv: '1234' }) }),
      invalid({ 'method.card.cvv': 'cvv.other' }),
    );
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: { savedMethodId: checking.id }, cvv: '123' }),
      invalid({ cvv: 'cvv.notExpected' }),
    );
  });

  it('a card number must be a valid number of an accepted brand', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const visa = testCards.visa();
    const broken = visa.slice(0, -1) + String((Number(visa.at(-1)) + 1) % 10); // Luhn fails
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: card({ number: broken }) }),
      invalid({ 'method.card.number': 'number.invalid' }),
    );
  });

  it("another account's saved method is not found", async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const harbor = await signedIn(backend.url, 'disconnected@harbor.example');
    const theirs = (await methodsOf(harbor))[0]!;
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: { savedMethodId: theirs.id }, cvv: '123' }),
      invalid({ 'method.savedMethodId': 'method.notFound' }),
    );
  });

  it('cards on a bank-only account: 422 RESTRICTED naming NO_CARDS; its bank account pays', async () => {
    const northwind = await signedIn(backend.url, 'restricted@northwind.example');
    const methods = await methodsOf(northwind);
    const savedVisa = methods.find((m) => m.type === 'CARD')!;
    const checking = methods.find((m) => m.type === 'BANK')!;
    for (const method of [{ savedMethodId: savedVisa.id }, card()]) {
      const reply = await expectRefused(
        backend,
        () => pay(northwind, { amount: 1000, paymentDate: today, method, cvv: 'savedMethodId' in method ? '123' : undefined }),
        {
          status: 422,
          errorCode: 'RESTRICTED',
          messages: { method: 'method.restricted' },
        },
      );
      expect(reply.body.issues[0].code).toBe('NO_CARDS');
    }
    expect((await pay(northwind, { amount: 1000, paymentDate: today, method: { savedMethodId: checking.id } })).status).toBe(201);
  });

  it('no online payments at all: 422 RESTRICTED naming NO_ONLINE (find a store)', async () => {
    const southside = await signedIn(backend.url, 'cashonly@southside.example');
    for (const method of [card(), bank()]) {
      const reply = await expectRefused(backend, () => pay(southside, { amount: 1000, paymentDate: today, method, confirmOverpayment: true }), {
        status: 422,
        errorCode: 'RESTRICTED',
        messages: { method: 'method.restricted' },
      });
      expect(reply.body.issues[0].code).toBe('NO_ONLINE');
    }
  });

  it('exactly one method, and unknown fields are listed', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    await expectRefused(
      backend,
      () => pay(owner, { amount: 1000, paymentDate: today, method: { ...card(), ...bank() } }),
      invalid({ method: 'method.exactlyOne' }),
    );
    await expectRefused(backend, () => pay(owner, { amount: 1000, paymentDate: today, method: {} }), invalid({ method: 'method.exactlyOne' }));
    const reply = await expectRefused(backend, () => pay(owner, { amount: 1000, paymentDate: today, method: card({ pin: '1' }), tip: 5 }), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(reply.body.issues.map((i: { path: string[] }) => i.path.join('.')).sort()).toEqual(['method.card.pin', 'tip']);
  });
});
