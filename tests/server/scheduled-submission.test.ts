import { describe, expect, it } from 'vitest';
import { addDays, instantInZone } from '../../src/domain/dates';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { billingOf, freezeAt, methodsOf, pay } from '../support/payments';

/**
 * Scheduled payments are submitted on their day (payment lifecycle; src/domain/
 * scheduled-payment.ts isDueOn, submissionFailure; src/server/scheduled-submission.ts): on the
 * server clock, across the business day's midnight, exactly once even under two requests at once,
 * with the lifecycle of a payment made that day; one that cannot be submitted is FAILED with why.
 */
const backend = backendPerFile();
const ZONE = 'America/New_York';

interface StoredPayment {
  id: string;
  status: string;
  paymentDate: string;
  failureReason?: string;
}
interface StoredAccount {
  id: string;
  currentBalance: number;
}
const stored = async () =>
  (await control.store(backend.url)) as { payments: StoredPayment[]; accounts: StoredAccount[]; auditEntries: { recordId: string; kind: string }[] };
const paymentOf = async (id: string) => (await stored()).payments.filter((p) => p.id === id);
const mobileBalanceOf = async (client: Client) => (await client.gql('{ mobileBalance { totalBalance } }')).body.data.mobileBalance as { totalBalance: number };

/** Frozen at the seed's day; then the clock moved to a wall-clock time of a business day. */
const clockAt = (date: string, time: string) => control.clock(backend.url, { now: instantInZone(date, time, ZONE).toISOString() });

const scheduledIds = async (client: Client) =>
  ((await client.gql('{ scheduledPayments { id } }')).body.data.scheduledPayments as { id: string }[]).map((p) => p.id);
const history = async (client: Client) =>
  (await client.gql('{ paymentHistory { id status failureReason lifecycle { stage status steps { stage date reached } } } }')).body.data.paymentHistory as {
    id: string;
    status: string;
    failureReason: string | null;
    lifecycle: { stage: string; status: string; steps: { stage: string; date: string; reached: boolean }[] } | null;
  }[];

async function dayOf(id: string): Promise<string> {
  const { today } = await control.serverClock(backend.url);
  await control.reset(backend.url, undefined, { now: instantInZone(today, '12:00', ZONE).toISOString() });
  return (await paymentOf(id))[0]!.paymentDate;
}

describe('scheduled payments on their day', () => {
  it("a bank payment stays scheduled until the business day's midnight, then is submitted and follows the bank lifecycle", async () => {
    const day = await dayOf('pay_19');
    // days pass: sign in once the clock is there (a session ends after 15 idle minutes)
    await clockAt(addDays(day, -1), '23:59');
    const brightline = await signedIn(backend.url, 'autopay@brightline.example');
    expect(await scheduledIds(brightline)).toContain('pay_19');
    expect((await paymentOf('pay_19'))[0]!.status).toBe('SCHEDULED');

    await clockAt(day, '00:01');
    expect(await scheduledIds(brightline)).not.toContain('pay_19');
    expect((await paymentOf('pay_19'))[0]!.status).toBe('PENDING');
    const made = (await history(brightline)).find((p) => p.id === 'pay_19')!;
    expect(made.lifecycle!.stage).toBe('pending');
    expect(made.lifecycle!.steps[0]).toEqual({ stage: 'submitted', date: day, reached: true });
    // the bank debit counts as pending on the balance until it posts
    const billing = (await brightline.gql('{ billing { pendingPaymentAmount } }')).body.data.billing as { pendingPaymentAmount: number };
    expect(billing.pendingPaymentAmount).toBe(15000);
    // nobody made this change: the audit trail has only the owner scheduling it (the seed's story)
    expect((await stored()).auditEntries.filter((e) => e.recordId === 'pay_19').map((e) => e.kind)).toEqual(['PAYMENT_SCHEDULED']);
  });

  it('a card payment is charged once, even when two requests arrive together on its day', async () => {
    const day = await dayOf('pay_74');
    const before = (await stored()).accounts.find((a) => a.id === 'acct_10')!.currentBalance;
    await clockAt(day, '00:00');
    const keystone = await signedIn(backend.url, 'wallet@keystone.example');
    const other = await signedIn(backend.url, 'wallet@keystone.example');
    await Promise.all([keystone.gql('{ billing { amountDue } }'), other.gql('{ scheduledPayments { id } }')]);
    await keystone.gql('{ billing { amountDue } }');
    const after = await stored();
    expect(after.payments.filter((p) => p.id === 'pay_74').map((p) => p.status)).toEqual(['SUCCESS']);
    expect(after.accounts.find((a) => a.id === 'acct_10')!.currentBalance).toBe(before - 5000);
    const made = (await history(keystone)).find((p) => p.id === 'pay_74')!;
    expect([made.status, made.lifecycle!.status, made.lifecycle!.stage]).toEqual(['SUCCESS', 'SUCCESS', 'posted']);
  });

  it('the request that submits them already reads what they changed', async () => {
    const day = await dayOf('pay_74');
    await clockAt(addDays(day, -1), '12:00');
    const amountDue = async (client: Awaited<ReturnType<typeof signedIn>>) =>
      ((await client.gql('{ billing { amountDue } }')).body.data.billing as { amountDue: number }).amountDue;
    const before = await amountDue(await signedIn(backend.url, 'wallet@keystone.example'));
    await clockAt(day, '00:00');
    // the first request of the day submits the payment: it reads the account as the payment left it
    expect(await amountDue(await signedIn(backend.url, 'wallet@keystone.example'))).toBe(before - 5000);
  });

  it('one that cannot be submitted is FAILED with why, and changes nothing owed: an expired card, a declined charge', async () => {
    // Riverside's card (pm_26) expires before its payment's day (the summary warns of it)
    const day = await dayOf('pay_79');
    const before = (await stored()).accounts.find((a) => a.id === 'acct_11')!.currentBalance;
    await clockAt(day, '08:00');
    const riverside = await signedIn(backend.url, 'atrisk@riverside.example');
    expect(await scheduledIds(riverside)).toEqual(['pay_80']);
    expect((await paymentOf('pay_79'))[0]).toMatchObject({ status: 'FAILED', failureReason: 'CARD_EXPIRED' });
    expect((await stored()).accounts.find((a) => a.id === 'acct_11')!.currentBalance).toBe(before);
    expect((await history(riverside)).find((p) => p.id === 'pay_79')).toMatchObject({ status: 'FAILED', failureReason: 'CARD_EXPIRED', lifecycle: null });

    // the processor declines the next one (test fault): FAILED, not pending
    const bankDay = (await paymentOf('pay_80'))[0]!.paymentDate;
    // the day before, every other account's payment due by then is submitted (the sweep is the server's, not the caller's)
    await clockAt(addDays(bankDay, -1), '09:00');
    await (await signedIn(backend.url, 'atrisk@riverside.example')).gql('{ scheduledPayments { id } }');
    expect((await stored()).payments.filter((p) => p.status === 'SCHEDULED').map((p) => p.id)).toEqual(['pay_74', 'pay_80']);
    await control.fault(backend.url, { operation: 'scheduledPaymentSubmission', errorCode: 'PAYMENT_DECLINED' });
    await clockAt(bankDay, '09:00');
    const later = await signedIn(backend.url, 'atrisk@riverside.example');
    expect(await scheduledIds(later)).toEqual([]);
    expect((await paymentOf('pay_80'))[0]).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED' });
    expect((await history(later)).find((p) => p.id === 'pay_80')).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED' });
    expect(((await later.gql('{ billing { pendingPaymentAmount } }')).body.data.billing as { pendingPaymentAmount: number }).pendingPaymentAmount).toBe(0);
  });
});

describe('a scheduled payment of the mobile balance', () => {
  it('is taken off the mobile balance on its day, and the core balance is left as it was', async () => {
    const today = await freezeAt(backend.url, '10:00');
    let client = await signedIn(backend.url, 'mobile@fleet.example');
    const card = (await methodsOf(client)).find((m) => m.type === 'CARD')!;
    const reply = await pay(client, { amount: 1000, paymentDate: addDays(today, 1), method: { savedMethodId: card.id }, cvv: '123', balance: 'mobile' });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.payment).toMatchObject({ status: 'SCHEDULED' });
    const before = { core: await billingOf(client), mobile: await mobileBalanceOf(client) };

    await clockAt(addDays(today, 1), '10:00');
    client = await signedIn(backend.url, 'mobile@fleet.example');
    // the first signed-in request submits it
    expect((await mobileBalanceOf(client)).totalBalance).toBe(before.mobile.totalBalance - 1000);
    expect((await paymentOf(reply.body.payment.id))[0]).toMatchObject({ status: 'SUCCESS' });
    expect((await billingOf(client)).currentBalance).toBe(before.core.currentBalance);
  });
});
