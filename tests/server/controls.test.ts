import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackend, storeOnDisk, type Backend } from '../support/backend';
import { Client, control, signedIn } from '../support/client';

const started: Backend[] = [];
afterEach(async () => {
  for (const backend of started.splice(0)) {
    await backend.stop();
    backend.cleanup();
  }
});

describe('test controls', () => {
  it('are absent (404) outside test mode', async () => {
    const backend = await startBackend({ testMode: false });
    started.push(backend);
    for (const [method, path] of [
      ['POST', '/__control/reset'],
      ['POST', '/__control/clock'],
      ['GET', '/__control/clock'],
      ['POST', '/__control/faults'],
      ['DELETE', '/__control/faults'],
      ['GET', '/__control/store'],
      ['POST', '/__control/maintenance'],
    ] as const) {
      const reply = await new Client(backend.url).request(method, path, { json: method === 'POST' ? {} : undefined });
      expect(reply.status, path).toBe(404);
    }
  });

  it('in test mode: faults fail the next calls before anything is written, then clear', async () => {
    const backend = await startBackend();
    started.push(backend);
    const client = await signedIn(backend.url, 'owner@acme.example');
    const before = storeOnDisk(backend.dbFile);
    expect((await control.fault(backend.url, { operation: 'updatePaperless', errorCode: 'SERVICE_UNAVAILABLE', times: 2 })).status).toBe(201);
    const paperless = 'mutation { updatePaperless(input: { enrolled: true }) { enrolled } }';
    for (let i = 0; i < 2; i++) {
      const reply = await client.gql(paperless);
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(storeOnDisk(backend.dbFile)).toBe(before);
    expect((await client.gql(paperless)).body.data.updatePaperless.enrolled).toBe(true);
  });

  it('in test mode: the clock moves "today" for every rule', async () => {
    const backend = await startBackend();
    started.push(backend);
    const set = await control.clock(backend.url, { now: '2027-03-10T16:00:00Z' });
    expect(set.body.today).toBe('2027-03-10');
    const client = await signedIn(backend.url, 'owner@acme.example');
    const billing = await client.gql('{ billing { limits { today lastFutureDate } } }');
    expect(billing.body.data.billing.limits).toEqual({ today: '2027-03-10', lastFutureDate: '2027-04-09' });
  });

  it('in test mode: reset restores the seed', async () => {
    const backend = await startBackend();
    started.push(backend);
    const client = await signedIn(backend.url, 'owner@acme.example');
    await client.gql('mutation { updatePaperless(input: { enrolled: true }) { enrolled } }');
    await control.reset(backend.url);
    const billing = await client.gql('{ billing { paperless } }');
    expect(billing.body.data.billing.paperless).toBe(false);
  });

  it('in test mode: reset with `now` freezes the clock there and moves the seed to that business day', async () => {
    const backend = await startBackend();
    started.push(backend);
    // 03:30 UTC on Jun 2 is still Jun 1 in New York
    const reply = await control.reset(backend.url, undefined, { now: '2027-06-02T03:30:00Z' });
    expect(reply.body).toMatchObject({ today: '2027-06-01', anchorDate: '2027-06-01', now: '2027-06-02T03:30:00.000Z' });
    expect(await control.serverClock(backend.url)).toEqual({ now: '2027-06-02T03:30:00.000Z', today: '2027-06-01', frozen: true });
    const seed = JSON.parse(readFileSync(backend.dbFile, 'utf8'));
    expect(seed.meta.anchorDate).toBe('2027-06-01');
    // without `now`, the clock runs again
    await control.reset(backend.url);
    expect((await control.serverClock(backend.url)).frozen).toBe(false);
  });

  it("in test mode: reset merges its patch after the move, so the patch's dates are the server's day's", async () => {
    const backend = await startBackend();
    started.push(backend);
    // a day far from the seed's anchor: merged before the move, the date would move with the seed
    await control.reset(backend.url, { accounts: [{ id: 'acct_1', dueDate: '2027-06-04' }] }, { now: '2027-06-01T16:00:00Z' });
    const client = await signedIn(backend.url, 'owner@acme.example');
    expect((await client.gql('{ billing { dueDate limits { today } } }')).body.data.billing).toEqual({
      dueDate: '2027-06-04',
      limits: { today: '2027-06-01' },
    });
  });
});
