import { describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';

// spec billing §4, platform §4: the soft-disconnect date lookup happens only with its toggle on
// and past due minus pending above 0; the server refuses it otherwise.

const SCHEDULE = '/api/pub/account/v1/get-delinquency-schedule';
const backend = backendPerFile();

describe('GET get-delinquency-schedule', () => {
  it('answers the soft-disconnect date of a past-due account with its toggle on', async () => {
    const client = await signedIn(backend.url, 'suspension@lakeside.example');
    const { today } = await control.serverClock(backend.url);
    const reply = await client.request('GET', SCHEDULE);
    expect(reply.status).toBe(200);
    expect(reply.body.softDisconnectDate > today).toBe(true);
    expect(reply.body.statements.some((s: { actions: string[] }) => s.actions.includes('SUSPEND_SERVICE'))).toBe(true);
  });

  it('refuses with CONFLICT when nothing is past due', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.request('GET', SCHEDULE);
    expect(reply.status).toBe(409);
    expect(reply.body.errorCode).toBe('CONFLICT');
  });

  it('refuses with CONFLICT when the toggle is off', async () => {
    const store = await control.store(backend.url);
    const account = store.accounts.find((a: { companyName: string }) => a.companyName === 'Lakeside Yoga Studio');
    await control.reset(backend.url, { accounts: [{ id: account.id, featureFlags: { softDisconnectLookup: false } }] });
    const client = await signedIn(backend.url, 'suspension@lakeside.example');
    expect((await client.request('GET', SCHEDULE)).status).toBe(409);
  });

  it('refuses with CONFLICT when a pending payment covers the past due, and answers while a cent is left', async () => {
    const store = await control.store(backend.url);
    const account = store.accounts.find((a: { companyName: string }) => a.companyName === 'Lakeside Yoga Studio');
    const pending = (amount: number) => ({
      payments: [
        {
          id: 'pay_9001',
          accountId: account.id,
          confirmationNumber: 'CNFPENDING0001',
          amount,
          paymentDate: store.meta.anchorDate,
          methodType: 'CARD',
          brand: 'VISA',
          last4: '2286',
          methodId: null,
          channel: 'PHONE',
          status: 'PENDING',
          createdAt: `${store.meta.anchorDate}T12:00:00.000Z`,
          userId: null,
        },
      ],
    });
    await control.reset(backend.url, pending(account.pastDueAmount));
    const covered = await signedIn(backend.url, 'suspension@lakeside.example');
    expect((await covered.request('GET', SCHEDULE)).status).toBe(409);
    await control.reset(backend.url, pending(account.pastDueAmount - 1));
    const owing = await signedIn(backend.url, 'suspension@lakeside.example');
    expect((await owing.request('GET', SCHEDULE)).status).toBe(200);
  });

  it('fails on its own when its fault is armed', async () => {
    const client = await signedIn(backend.url, 'suspension@lakeside.example');
    await control.fault(backend.url, { operation: 'delinquencySchedule', errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await client.request('GET', SCHEDULE)).status).toBe(503);
  });
});
