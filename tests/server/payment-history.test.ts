import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addBusinessDays } from '../../src/domain/payment-lifecycle';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { addDays, billingOf, businessInstant, methodsOf, pay, resetOnNextMonday, ROUTING } from '../support/payments';

// The payment history and the account activity against the backend: a bank payment's
// lifecycle on the server clock (and a return by the test fault `bankReturn`), the filters, the
// refused range, the running balance.

const HISTORY = `query($filter: PaymentHistoryFilter) { paymentHistory(filter: $filter) {
  id amount paymentDate methodType last4 channel status confirmationNumber lifecycle { stage status returnReason steps { stage date reached } } } }`;
const ACTIVITY = 'query($filter: TransactionFilter) { transactions(filter: $filter) { id date kind amount service balanceAfter stage } }';

const History = z.array(
  z.object({
    id: z.string(),
    paymentDate: z.string(),
    methodType: z.string(),
    channel: z.string(),
    status: z.string(),
    lifecycle: z
      .object({ stage: z.string(), status: z.string(), returnReason: z.string().nullable(), steps: z.array(z.object({ stage: z.string(), date: z.string() })) })
      .nullable(),
  }),
);

const backend = backendPerFile({ resetEachTest: false });
let monday: string;

/** The next Monday after the server's day, at 10:00 business time: the seed moved there, the clock frozen. */
beforeEach(async () => {
  monday = await resetOnNextMonday(backend.url);
});

async function history(client: Client, filter: Record<string, unknown> = {}) {
  const reply = await client.gql(HISTORY, { filter });
  expect(reply.body.errors, reply.text).toBeUndefined();
  return History.parse(reply.body.data.paymentHistory);
}
/** The server clock on another day at 10:00; the session idled out meanwhile, so sign in again. */
async function onDay(day: string, username = 'owner@acme.example') {
  await control.clock(backend.url, { now: businessInstant(day, '10:00') });
  return signedIn(backend.url, username);
}

async function payByBank(client: Client) {
  const checking = (await methodsOf(client)).find((m) => m.type === 'BANK')!;
  const reply = await pay(client, { amount: 10000, paymentDate: monday, method: { savedMethodId: checking.id } });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.payment.id as string;
}

describe('a bank payment’s lifecycle on the server clock', () => {
  it('pending the day it is paid, posted the next business day, settled after the configured three', async () => {
    const id = await payByBank(await signedIn(backend.url, 'owner@acme.example'));
    let client: Client;
    const stageOn = async (day: string) => {
      client = await onDay(day);
      return (await history(client)).find((p) => p.id === id)!.lifecycle;
    };
    expect(await stageOn(monday)).toMatchObject({ stage: 'pending', status: 'PENDING' });
    expect(await stageOn(addDays(monday, 1))).toMatchObject({ stage: 'posted', status: 'SUCCESS' });
    const settled = await stageOn(addBusinessDays(monday, 3));
    expect(settled).toMatchObject({ stage: 'settled', status: 'SUCCESS', returnReason: null });
    expect(settled!.steps.map((s) => s.date)).toEqual([monday, monday, addDays(monday, 1), addDays(monday, 3)]);
    // the history's status filter reads the lifecycle
    expect((await history(client!, { status: 'PENDING' })).map((p) => p.id)).not.toContain(id);
    expect((await history(client!, { status: 'SUCCESS', method: 'BANK' })).map((p) => p.id)).toContain(id);
  });

  it('the test fault bankReturn makes the next bank payment come back, with the reason, on its settlement day', async () => {
    await control.fault(backend.url, { operation: 'bankReturn', errorCode: 'SERVICE_UNAVAILABLE' });
    const id = await payByBank(await signedIn(backend.url, 'owner@acme.example'));
    // consumed by the first: the next one settles
    const next = await payByBank(await signedIn(backend.url, 'owner@acme.example'));
    let client = await onDay(addBusinessDays(monday, 2));
    expect((await history(client)).find((p) => p.id === id)!.lifecycle).toMatchObject({ stage: 'posted', returnReason: null });
    client = await onDay(addBusinessDays(monday, 3));
    const returned = (await history(client, { status: 'RETURNED' })).map((p) => [p.id, p.lifecycle?.returnReason]);
    expect(returned).toEqual([[id, 'INSUFFICIENT_FUNDS']]);
    expect((await history(client)).find((p) => p.id === next)!.lifecycle!.stage).toBe('settled');
  });
});

describe('what the account owes as a bank payment moves (src/domain/balance.ts)', () => {
  type Activity = { id: string; kind: string; amount: number; balanceAfter: number; stage: string | null }[];
  const activity = async (client: Client) => (await client.gql(ACTIVITY, {})).body.data.transactions as Activity;
  const accountRead = async (client: Client) => {
    const reply = await client.request('GET', '/api/pub/account/v1/accounts');
    expect(reply.status, reply.text).toBe(200);
    return reply.body.accounts[0] as {
      currentBalance: number;
      pendingPaymentAmount: number;
      pastDueAmount: number;
      currentBalanceMinusPendingPayments: number;
    };
  };

  it('pending the day it is paid, taken off the balance (and no longer pending) from the day it posts', async () => {
    let client = await signedIn(backend.url, 'owner@acme.example');
    const before = await billingOf(client);
    const id = await payByBank(client);
    const paid = await billingOf(client);
    expect(paid).toMatchObject({
      currentBalance: before.currentBalance,
      pendingPaymentAmount: before.pendingPaymentAmount + 10000,
      amountDue: before.amountDue - 10000,
    });
    // the summary's amount due is the same rule's
    expect(await accountRead(client)).toMatchObject({ totalAmountDue: paid.amountDue, pendingPaymentAmount: paid.pendingPaymentAmount });
    client = await onDay(addDays(monday, 1));
    const posted = await billingOf(client);
    expect(posted).toMatchObject({
      currentBalance: before.currentBalance - 10000,
      pendingPaymentAmount: before.pendingPaymentAmount,
      amountDue: paid.amountDue,
    });
    expect(await accountRead(client)).toMatchObject({
      currentBalance: posted.currentBalance,
      pendingPaymentAmount: posted.pendingPaymentAmount,
      currentBalanceMinusPendingPayments: posted.currentBalance - posted.pendingPaymentAmount,
    });
    const rows = await activity(client);
    expect(rows.find((r) => r.id === id)).toMatchObject({ kind: 'PAYMENT', amount: -10000, stage: 'posted' });
    expect(rows[0]!.balanceAfter).toBe(posted.currentBalance - posted.pendingPaymentAmount);
    // the store keeps the payment as it was made: nothing is written as it moves on
    const record = ((await control.store(backend.url)) as { payments: { id: string; status: string }[] }).payments.find((p) => p.id === id);
    expect(record?.status).toBe('PENDING');
  });

  it('a returned one puts its amount back as due, past due and tier included, on the day it comes back', async () => {
    await control.fault(backend.url, { operation: 'bankReturn', errorCode: 'SERVICE_UNAVAILABLE' });
    let client = await signedIn(backend.url, 'pastdue@cornercafe.example');
    const before = await billingOf(client);
    expect(before.pastDueAmount).toBeGreaterThan(0);
    const reply = await pay(client, {
      amount: before.pastDueAmount,
      paymentDate: monday,
      method: { bank: { routingNumber: ROUTING, accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Corner Cafe' } },
    });
    expect(reply.status, reply.text).toBe(201);
    const id = reply.body.payment.id as string;
    const returnDay = addBusinessDays(monday, 3);
    // the day before it comes back it is posted: nothing past due, no tier
    client = await onDay(addDays(returnDay, -1), 'pastdue@cornercafe.example');
    expect(await billingOf(client)).toMatchObject({
      pastDueAmount: 0,
      delinquencyTier: null,
      pendingPaymentAmount: 0,
      amountDue: before.amountDue - before.pastDueAmount,
    });
    client = await onDay(returnDay, 'pastdue@cornercafe.example');
    const returned = await billingOf(client);
    expect(returned).toMatchObject({
      currentBalance: before.currentBalance,
      pastDueAmount: before.pastDueAmount,
      delinquencyTier: before.delinquencyTier,
      pendingPaymentAmount: 0,
      amountDue: before.amountDue,
    });
    // the rules read it too: a past due is back, so a payment must be made today again
    expect(returned.limits.minAmount).toBe(before.limits.minAmount);
    const rows = await activity(client);
    expect(rows.find((r) => r.id === id)).toMatchObject({ amount: -before.pastDueAmount, stage: 'returned' });
    expect(rows[0]).toMatchObject({ id: `${id}-returned`, kind: 'PAYMENT', amount: before.pastDueAmount, stage: 'returned', balanceAfter: before.amountDue });
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.balanceAfter).toBe(rows[i - 1]!.balanceAfter - rows[i - 1]!.amount);
  });
});

describe('the history', () => {
  it('lists every payment but those still scheduled, newest first, a cancelled one as CANCELLED, and filters by method and channel', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const all = await history(client);
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((p) => p.paymentDate)).toEqual([...all.map((p) => p.paymentDate)].sort().reverse());
    // the one list (src/domain/payment-history.ts listedPayments): every stored payment of the account but a scheduled one
    const stored = (await control.store(backend.url)) as { payments: { id: string; accountId: string; status: string }[] };
    const listed = stored.payments.filter((p) => p.accountId === 'acct_1' && p.status !== 'SCHEDULED').map((p) => p.id);
    expect(all.map((p) => p.id).sort()).toEqual(listed.sort());
    expect(all.some((p) => p.status === 'SCHEDULED')).toBe(false);
    expect(all.filter((p) => p.status === 'FAILED' || p.status === 'CANCELLED').every((p) => p.lifecycle === null)).toBe(true);
    // the seed's scheduled payment Acme cancelled: listed, and found by the filter's Canceled
    const cancelled = await history(client, { status: 'CANCELLED' });
    expect(cancelled.map((p) => [p.id, p.status])).toEqual([['pay_7', 'CANCELLED']]);
    const chat = await history(client, { channel: 'CHAT' });
    expect(chat.length).toBeGreaterThan(0);
    expect(chat.every((p) => p.channel === 'CHAT')).toBe(true);
    expect((await history(client, { method: 'CASH' })).length).toBe(0);
    const range = await history(client, { from: all.at(-1)!.paymentDate, to: all.at(-1)!.paymentDate });
    expect(range.map((p) => p.id)).toEqual([all.at(-1)!.id]);
  });

  it('refuses a range that starts after it ends, and a value outside the lists, with the domain’s code', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reversed = await client.gql(HISTORY, { filter: { from: monday, to: addDays(monday, -1) } });
    expect(reversed.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ message: 'range.reversed' }] });
    const activity = await client.gql(ACTIVITY, { filter: { from: monday, to: addDays(monday, -1) } });
    expect(activity.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await client.gql(HISTORY, { filter: { channel: 'PIGEON' } });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is a billing read: a STANDARD user is refused', async () => {
    const client = await signedIn(backend.url, 'staff@acme.example');
    const reply = await client.gql(HISTORY, {});
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the activity', () => {
  it('each row has the balance it left; the newest is the balance less pending payments; a payment carries its stage', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    await payByBank(client);
    const rows = (await client.gql(ACTIVITY, {})).body.data.transactions as { kind: string; amount: number; balanceAfter: number; stage: string | null }[];
    const billing = await billingOf(client);
    expect(rows[0]!.balanceAfter).toBe(billing.currentBalance - billing.pendingPaymentAmount);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.balanceAfter).toBe(rows[i - 1]!.balanceAfter - rows[i - 1]!.amount);
    expect(rows[0]).toMatchObject({ kind: 'PAYMENT', stage: 'pending' });
    expect(rows.filter((r) => r.kind !== 'PAYMENT').every((r) => r.stage === null)).toBe(true);
  });

  it('the mobile transactions: the mobile service only, with the credits filter; a narrowed list has no running balance', async () => {
    const client = await signedIn(backend.url, 'mobile@fleet.example');
    const all = (await client.gql(ACTIVITY, {})).body.data.transactions as { id: string; service: string; kind: string; balanceAfter: number | null }[];
    expect(all.every((r) => r.balanceAfter !== null)).toBe(true);
    const mobile = (await client.gql(ACTIVITY, { filter: { service: 'MOBILE' } })).body.data.transactions as typeof all;
    expect(mobile.length).toBeGreaterThan(0);
    expect(mobile.every((r) => r.service === 'MOBILE')).toBe(true);
    // a running balance over the rows of one service would jump by the rows it leaves out: none is given
    expect(mobile.every((r) => r.balanceAfter === null)).toBe(true);
    const credits = (await client.gql(ACTIVITY, { filter: { service: 'MOBILE', kind: 'CREDITS' } })).body.data.transactions as typeof all;
    expect(credits.every((r) => r.kind === 'CREDIT' && r.service === 'MOBILE' && r.balanceAfter === null)).toBe(true);
    // a date range alone keeps the whole activity of its dates: each row still has the balance it left
    const ranged = (await client.gql(ACTIVITY, { filter: { from: addDays(monday, -40) } })).body.data.transactions as typeof all;
    expect(ranged.length).toBeGreaterThan(0);
    for (const row of ranged) expect(row.balanceAfter).toBe(all.find((r) => r.id === row.id)!.balanceAfter);
  });
});
