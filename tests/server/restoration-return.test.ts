import { beforeEach, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/domain/payment-lifecycle';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { addDays, billingOf, businessInstant, methodsOf, pay, resetOnNextMonday, ROUTING } from '../support/payments';

// A restoration undone (src/domain/service-state.ts): the soft-disconnected demo
// account pays its past due by bank and its service comes back; when the bank returns that
// payment, on its settlement day on the server clock, every read shows the account
// soft-disconnected again with the past due owed, and a new payment restores it anew.

const backend = backendPerFile();
const USER = 'disconnected@harbor.example';
let monday: string;

/** The next Monday after the server's day, at 10:00 business time: the seed moved there, the clock frozen. */
beforeEach(async () => {
  monday = await resetOnNextMonday(backend.url);
});

/** The server clock at `time` on `day`; the session idled out meanwhile, so sign in again. */
async function onDay(day: string, time: string) {
  await control.clock(backend.url, { now: businessInstant(day, time) });
  return signedIn(backend.url, USER);
}

/** Every read of the account's service: the billing view, the account REST read, the identity. */
async function serviceReads(client: Client) {
  const billing = await billingOf(client);
  const account = (await client.request('GET', '/api/pub/account/v1/accounts')).body.accounts[0];
  const identity = (await client.gql('{ identity { accountStatus } }')).body.data.identity;
  return {
    billing: {
      softDisconnected: billing.softDisconnected,
      accountStatus: billing.accountStatus,
      pastDueAmount: billing.pastDueAmount,
      amountDue: billing.amountDue,
    },
    account: { softDisconnected: account.softDisconnected, accountStatus: account.accountStatus, pastDueAmount: account.pastDueAmount },
    identity: identity.accountStatus as string,
  };
}

describe('a returned bank payment undoes the restoration it made', () => {
  it('restored after the payment, soft-disconnected again with the past due owed from its return day, restored anew by the next payment', async () => {
    let client = await signedIn(backend.url, USER);
    const before = await billingOf(client);
    expect(before).toMatchObject({ softDisconnected: true, accountStatus: 'TEMPORARILY_DEACTIVATED' });
    expect(before.pastDueAmount).toBeGreaterThan(0);
    const { restoreServiceMinutes } = ((await control.store(backend.url)) as { config: { restoreServiceMinutes: number } }).config;

    await control.fault(backend.url, { operation: 'bankReturn', errorCode: 'SERVICE_UNAVAILABLE' });
    const bank = { routingNumber: ROUTING, accountNumber: '4455667788', accountType: 'CHECKING', nameOnAccount: 'Dale Whitaker' };
    const paid = await pay(client, { amount: before.pastDueAmount, paymentDate: monday, method: { bank } });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment).toMatchObject({ status: 'PENDING', methodType: 'BANK' });
    expect(paid.body.serviceRestoresAt).toBe(new Date(Date.parse(businessInstant(monday, '10:00')) + restoreServiceMinutes * 60_000).toISOString());

    await control.clock(backend.url, { advanceSeconds: restoreServiceMinutes * 60 });
    expect(await serviceReads(client)).toMatchObject({
      billing: { softDisconnected: false, accountStatus: 'ACTIVE' },
      account: { softDisconnected: false, accountStatus: 'ACTIVE' },
      identity: 'ACTIVE',
    });

    // the bank returns it on its settlement day (three business days): restored to the last minute before
    const returnDay = addBusinessDays(monday, 3);
    client = await onDay(addDays(returnDay, -1), '23:59');
    expect(await serviceReads(client)).toMatchObject({
      billing: { softDisconnected: false, accountStatus: 'ACTIVE', pastDueAmount: 0 },
      account: { softDisconnected: false, accountStatus: 'ACTIVE', pastDueAmount: 0 },
      identity: 'ACTIVE',
    });
    client = await onDay(returnDay, '00:00');
    expect(await serviceReads(client)).toEqual({
      billing: { softDisconnected: true, accountStatus: 'TEMPORARILY_DEACTIVATED', pastDueAmount: before.pastDueAmount, amountDue: before.amountDue },
      account: { softDisconnected: true, accountStatus: 'TEMPORARILY_DEACTIVATED', pastDueAmount: before.pastDueAmount },
      identity: 'TEMPORARILY_DEACTIVATED',
    });

    // the past due paid again (by card): a new restoration, which the old return no longer undoes
    await onDay(returnDay, '10:00');
    client = await signedIn(backend.url, USER);
    const card = (await methodsOf(client)).find((m) => m.type === 'CARD' && !m.expired && !m.expiringSoon)!;
    const again = await pay(client, { amount: before.pastDueAmount, paymentDate: returnDay, method: { savedMethodId: card.id }, cvv: '123' });
    expect(again.status, again.text).toBe(201);
    expect(again.body.serviceRestoresAt).not.toBeNull();
    await control.clock(backend.url, { advanceSeconds: restoreServiceMinutes * 60 });
    expect(await serviceReads(client)).toMatchObject({ billing: { softDisconnected: false, accountStatus: 'ACTIVE', pastDueAmount: 0 }, identity: 'ACTIVE' });
  });
});
