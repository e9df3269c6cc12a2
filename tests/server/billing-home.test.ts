import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../support/backend';
import { control, signedIn } from '../support/client';

/**
 * The billing home's own reads (spec billing §2): the streaming subscriptions card and
 * quick pay's default method, each the caller's account only, behind billing access, failing
 * alone with an armed fault.
 */
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.stop();
  backend.cleanup();
});

const STREAMING = 'query { streamingSubscriptions { id name monthlyPrice renewalDate } }';

describe('streamingSubscriptions', () => {
  it("answers the caller's own subscriptions, the next renewal first, in cents and calendar days", async () => {
    await control.reset(backend.url);
    const { today } = await control.serverClock(backend.url);
    const acme = await signedIn(backend.url, 'owner@acme.example');
    const reply = await acme.gql(STREAMING);
    const list = (reply.body.data as { streamingSubscriptions: { name: string; monthlyPrice: number; renewalDate: string }[] }).streamingSubscriptions;
    expect(list.map((s) => s.name)).toEqual(['Sports Network Plus', 'Lobby Music Stream']);
    expect(list.map((s) => s.monthlyPrice)).toEqual([1499, 2999]);
    // the seed's renewals are days after its anchor, moved to the server's day: still ahead
    for (const s of list) expect(s.renewalDate > today).toBe(true);
    const southside = await signedIn(backend.url, 'cashonly@southside.example');
    expect((await southside.gql(STREAMING)).body.data).toEqual({ streamingSubscriptions: [] });
  });

  it('is a billing read: a STANDARD user is refused, and an armed fault fails it alone', async () => {
    await control.reset(backend.url);
    const staff = await signedIn(backend.url, 'staff@acme.example');
    expect((await staff.gql(STREAMING)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const owner = await signedIn(backend.url, 'owner@acme.example');
    await control.fault(backend.url, { operation: 'streamingSubscriptions', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    expect((await owner.gql(STREAMING)).body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    // the other billing reads stand
    expect((await owner.gql('query { billing { amountDue } }')).body.data.billing.amountDue).toBeGreaterThan(0);
    expect((await owner.gql(STREAMING)).body.data.streamingSubscriptions).toHaveLength(2);
  });
});

describe('defaultPaymentMethodId', () => {
  it("is Auto Pay's method, else the saved method last paid with online, else none", async () => {
    await control.reset(backend.url);
    const read = async (username: string) =>
      ((await (await signedIn(backend.url, username)).gql('query { defaultPaymentMethodId }')).body.data as { defaultPaymentMethodId: string | null })
        .defaultPaymentMethodId;
    expect(await read('autopay@brightline.example')).toBe('pm_6'); // Auto Pay's, though the checking account paid last
    expect(await read('owner@acme.example')).toBe('pm_4'); // Acme's last online payment
    expect(await read('cashonly@southside.example')).toBeNull();
  });
});
