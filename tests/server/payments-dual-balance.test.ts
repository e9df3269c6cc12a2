import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentResponse } from '../../src/domain/payment';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { addDays, billingOf, expectRefused, freezeAt, methodsOf, pay } from '../support/payments';

// The dual-balance payment (spec billing §2 "Balance due and dual-balance modals";
// src/domain/balance-choice.ts): Fleet Courier has core services and a mobile balance and pays
// core, mobile or both; a payment of both is two records, one per balance, written together or
// not at all. The amount rules per choice are unit-tested in balance-choice.test.ts.

const backend = backendPerFile();
const FLEET = 'mobile@fleet.example';
let today: string;
beforeEach(async () => {
  today = await freezeAt(backend.url, '10:00');
});

type PaymentRow = { id: string; accountId: string; amount: number; service?: string; status: string };
const store = async () => (await control.store(backend.url)) as { payments: PaymentRow[]; mobileBalances: { accountId: string; totalBalance: number }[] };
const mobileOf = async (client: Client) => {
  const reply = await client.gql('{ mobileBalance { totalBalance pastDue dueDate } }');
  return reply.body.data.mobileBalance as { totalBalance: number; pastDue: number; dueDate: string };
};
/** Fleet's card: a saved Mastercard (its CVV is asked once per payment). */
const fleetCard = async (client: Client) => (await methodsOf(client)).find((m) => m.type === 'CARD')!;
const fleetBank = async (client: Client) => (await methodsOf(client)).find((m) => m.type === 'BANK')!;

describe('a payment of both balances', () => {
  it('is two records, core and mobile, each balance paid in full, listed in the answer core first', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    const total = core.amountDue + mobile.totalBalance;
    const reply = await pay(client, { amount: total, paymentDate: today, method: { savedMethodId: card.id }, cvv: '123', balance: 'both' });
    expect(reply.status, reply.text).toBe(201);
    const body = PaymentResponse.parse(reply.body);
    expect(body.parts.map((p) => [p.service, p.payment.amount, p.payment.status])).toEqual([
      ['CORE', core.amountDue, 'SUCCESS'],
      ['MOBILE', mobile.totalBalance, 'SUCCESS'],
    ]);
    expect(body.payment).toEqual(body.parts[0]!.payment);
    expect(body.parts[0]!.payment.confirmationNumber).not.toBe(body.parts[1]!.payment.confirmationNumber);
    // the records say which balance each pays; the balances each drop by their part
    const records = (await store()).payments.filter((p) => body.parts.some((part) => part.payment.id === p.id));
    expect(records.map((r) => [r.amount, r.service ?? 'CORE'])).toEqual([
      [core.amountDue, 'CORE'],
      [mobile.totalBalance, 'MOBILE'],
    ]);
    expect((await billingOf(client)).amountDue).toBe(0);
    expect((await mobileOf(client)).totalBalance).toBe(0);
  });

  it('by bank account both parts are pending: the mobile balance counts its part as pending, the core its own', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, bank] = [await billingOf(client), await mobileOf(client), await fleetBank(client)];
    const reply = await pay(client, { amount: core.amountDue + mobile.totalBalance, paymentDate: today, method: { savedMethodId: bank.id }, balance: 'both' });
    expect(reply.status, reply.text).toBe(201);
    const after = await billingOf(client);
    expect(after.pendingPaymentAmount).toBe(core.pendingPaymentAmount + core.amountDue);
    expect(after.currentBalance).toBe(core.currentBalance);
    expect((await mobileOf(client)).totalBalance).toBe(0);
    const stored = (await store()).mobileBalances.find((b) => b.totalBalance === mobile.totalBalance);
    expect(stored, 'a pending mobile payment is not written into the stored balance').toBeDefined();
  });

  it('above both amounts due puts the rest on the core balance, after the confirm-amount dialog', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    const body = { amount: core.amountDue + mobile.totalBalance + 1000, paymentDate: today, method: { savedMethodId: card.id }, cvv: '123', balance: 'both' };
    await expectRefused(backend, () => pay(client, body), { status: 400, errorCode: 'VALIDATION_FAILED', messages: { amount: 'amount.overpayNotConfirmed' } });
    const reply = await pay(client, { ...body, confirmOverpayment: true });
    expect(reply.status, reply.text).toBe(201);
    expect(PaymentResponse.parse(reply.body).parts.map((p) => p.payment.amount)).toEqual([core.amountDue + 1000, mobile.totalBalance]);
    expect((await billingOf(client)).creditBalance).toBe(1000);
  });

  it('below both amounts due is refused with the range (both in full), and nothing is written', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    const reply = await expectRefused(
      backend,
      () => pay(client, { amount: core.amountDue, paymentDate: today, method: { savedMethodId: card.id }, cvv: '123', balance: 'both' }),
      { status: 400, errorCode: 'VALIDATION_FAILED', messages: { amount: 'amount.range' } },
    );
    expect(reply.body.issues[0].params).toEqual({ min: core.amountDue + mobile.totalBalance, max: core.limits.maxAmount });
  });

  it('is written whole or not at all: the mobile part failing leaves no core record either', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    await control.fault(backend.url, { operation: 'mobilePaymentPart', errorCode: 'SERVICE_UNAVAILABLE' });
    const body = { amount: core.amountDue + mobile.totalBalance, paymentDate: today, method: { savedMethodId: card.id }, cvv: '123', balance: 'both' };
    await expectRefused(backend, () => pay(client, body, 'dual-key'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    // the retry with the same key is judged afresh (nothing was remembered) and pays once
    const retry = await pay(client, body, 'dual-key');
    expect(retry.status, retry.text).toBe(201);
    const again = await pay(client, body, 'dual-key');
    expect(again.body).toEqual(retry.body);
    const mine = (await store()).payments.filter((p) => retry.body.parts.some((part: { payment: { id: string } }) => part.payment.id === p.id));
    expect(mine).toHaveLength(2);
    expect(
      (await store()).payments.filter(
        (p) => p.accountId === mine[0]!.accountId && p.status === 'SUCCESS' && p.amount === mobile.totalBalance && p.service === 'MOBILE',
      ),
    ).toHaveLength(1);
  });
});

describe('one balance of two', () => {
  it('mobile alone pays the mobile balance only, up to what it owes', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    const base = { paymentDate: today, method: { savedMethodId: card.id }, cvv: '123', balance: 'mobile' };
    const above = await expectRefused(backend, () => pay(client, { ...base, amount: mobile.totalBalance + 1 }), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      messages: { amount: 'amount.range' },
    });
    expect(above.body.issues[0].params).toEqual({ min: core.limits.minAmount, max: mobile.totalBalance });
    const reply = await pay(client, { ...base, amount: 5000 });
    expect(reply.status, reply.text).toBe(201);
    expect(PaymentResponse.parse(reply.body).parts.map((p) => [p.service, p.payment.amount])).toEqual([['MOBILE', 5000]]);
    expect((await mobileOf(client)).totalBalance).toBe(mobile.totalBalance - 5000);
    expect((await billingOf(client)).amountDue).toBe(core.amountDue);
  });

  it('core alone (or no choice, as every other client sends) leaves the mobile balance as it is', async () => {
    const client = await signedIn(backend.url, FLEET);
    const [core, mobile, card] = [await billingOf(client), await mobileOf(client), await fleetCard(client)];
    const reply = await pay(client, { amount: 10000, paymentDate: addDays(today, 0), method: { savedMethodId: card.id }, cvv: '123' });
    expect(reply.status, reply.text).toBe(201);
    expect(PaymentResponse.parse(reply.body).parts.map((p) => p.service)).toEqual(['CORE']);
    expect((await billingOf(client)).amountDue).toBe(core.amountDue - 10000);
    expect((await mobileOf(client)).totalBalance).toBe(mobile.totalBalance);
  });

  it('an account without mobile service cannot pay a mobile balance', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const card = (await methodsOf(client)).find((m) => m.type === 'BANK')!;
    await expectRefused(backend, () => pay(client, { amount: 5000, paymentDate: today, method: { savedMethodId: card.id }, balance: 'mobile' }), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      messages: { balance: 'balance.noMobile' },
    });
  });
});
