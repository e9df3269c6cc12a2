import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../src/server/store/records';
import { readStoreFiles } from '../../src/server/store/store';
import { StartFailed, startBackend, type Backend } from '../support/backend';
import { Client, control, signedIn } from '../support/client';
import { expiryYearsAfter, testCards } from '../support/cards';

const SAVE = 'mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id } }';
const DELETE = 'mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id deleted } }';
/** A card valid on `day`, the day the server moved its store to. */
const cardInput = (day: string) => ({
  input: { card: { number: testCards.visa(), nameOnCard: 'Burst Writer', expiry: expiryYearsAfter(day, 4), zip: '30301', cvv: '123' } },
});

const started: Backend[] = [];
async function start(options: Parameters<typeof startBackend>[0] = {}) {
  const backend = await startBackend(options);
  started.push(backend);
  return backend;
}
afterEach(async () => {
  for (const backend of started.splice(0)) {
    await backend.stop();
    backend.cleanup();
  }
});

/** What a server starting on `file` loads: the snapshot with its journal replayed (a torn last line ignored), checked against the schema. */
const loadStore = (file: string) => Store.parse(readStoreFiles(file).document);

describe('crash safety', () => {
  it('kill -9 in a burst of writes leaves a store that loads and holds every acknowledged write', async () => {
    const first = await start();
    const dbFile = first.dbFile;
    const acknowledged: string[] = [];
    let backend = first;
    // each burst is killed once it has acknowledged some writes (counted, not timed: a busy
    // machine writes slower), a few milliseconds on, so the kill lands among writes in flight
    for (const killAfterMs of [0, 7, 23]) {
      const before = acknowledged.length;
      const client = await signedIn(backend.url, 'owner@acme.example');
      const day = await control.storeDay(backend.url);
      let stop = false;
      const writer = async () => {
        while (!stop) {
          try {
            const reply = await client.gql(SAVE, cardInput(day));
            const id = reply.body?.data?.savePaymentMethod?.id;
            if (id) acknowledged.push(id);
          } catch {
            return; // the connection died with the server: that write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < before + 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, killAfterMs));
      await backend.stop('SIGKILL');
      stop = true;
      await Promise.all(writers);

      // the writes since the last compaction are in the journal beside the snapshot
      expect(existsSync(`${dbFile}.journal`)).toBe(true);
      const store = loadStore(dbFile); // parses and satisfies the schema
      const ids = new Set(store.paymentMethods.map((m) => m.id));
      for (const id of acknowledged) expect(ids.has(id), `acknowledged ${id} lost`).toBe(true);
      // a killed server leaves a stale lock; a new one takes it over and serves the same data
      backend = await start({ dbFile });
    }
    expect(acknowledged.length).toBeGreaterThan(20);
    const client = await signedIn(backend.url, 'owner@acme.example');
    const listed = await client.gql('{ paymentMethods { id } }');
    const served = new Set(listed.body.data.paymentMethods.map((m: { id: string }) => m.id));
    for (const id of acknowledged) expect(served.has(id)).toBe(true);
    // a kill during a compaction leaves the writer's temporary file; the next server discards it
    expect(readdirSync(first.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // a clean stop folds the journal in: the store file alone is the whole store, plain JSON
    await backend.stop();
    expect(existsSync(`${dbFile}.journal`)).toBe(false);
    const stopped = new Set(Store.parse(JSON.parse(readFileSync(dbFile, 'utf8'))).paymentMethods.map((m) => m.id));
    for (const id of acknowledged) expect(stopped.has(id)).toBe(true);
  }, 120_000); // four server starts and three bursts; slow on a loaded two-core machine
});

describe('one server per store', () => {
  it('a second server on the same file refuses to start with a clear message', async () => {
    const running = await start();
    const error = await startBackend({ dbFile: running.dbFile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartFailed);
    expect((error as StartFailed).code).toBe(1);
    expect((error as StartFailed).output).toMatch(/already in use by another server \(pid \d+\)/);
    // the first server is unharmed
    expect((await new Client(running.url).login('owner@acme.example')).status).toBe(200);
  });

  it('releases the lock on a clean stop, also when stopped as soon as it says it listens', async () => {
    const first = await start();
    // stopped the moment the line is read: the server must already have its SIGTERM handler (a
    // handler taken after the listen left the process to the signal's default, lock and all, in
    // about half the stops on a loaded machine)
    for (let i = 0; i < 3; i++) {
      const again = i === 0 ? first : await start({ dbFile: first.dbFile });
      expect(await again.stop(), 'exit code of a clean stop').toBe(0);
      expect(existsSync(`${first.dbFile}.lock`)).toBe(false);
    }
    const second = await start({ dbFile: first.dbFile });
    expect((await new Client(second.url).login('owner@acme.example')).status).toBe(200);
  });

  it('refuses a store that is not valid, naming the field', async () => {
    const backend = await start();
    await backend.stop();
    const { writeFileSync } = await import('node:fs');
    const broken = JSON.parse(readFileSync(backend.dbFile, 'utf8'));
    broken.accounts[0].currentBalance = '12.50';
    writeFileSync(backend.dbFile, JSON.stringify(broken));
    const error = (await startBackend({ dbFile: backend.dbFile }).catch((e: unknown) => e)) as StartFailed;
    expect(error.code).toBe(1);
    expect(error.output).toMatch(/accounts\.0\.currentBalance/);
  });
});

describe('ids', () => {
  it('never reuses a deleted id, even across a restart', async () => {
    const backend = await start();
    const client = await signedIn(backend.url, 'owner@acme.example');
    const saved = (await client.gql(SAVE, cardInput(await control.storeDay(backend.url)))).body.data.savePaymentMethod.id as string;
    expect((await client.gql(DELETE, { input: { id: saved } })).body.data.deletePaymentMethod.deleted).toBe(true);
    await backend.stop();
    const again = await start({ dbFile: backend.dbFile });
    const next = await signedIn(again.url, 'owner@acme.example');
    const reused = (await next.gql(SAVE, cardInput(await control.storeDay(again.url)))).body.data.savePaymentMethod.id as string;
    expect(reused).not.toBe(saved);
    expect(Number(reused.split('_')[1])).toBeGreaterThan(Number(saved.split('_')[1]));
  });

  it('a client cannot choose an id, and json-server’s generic routes are closed', async () => {
    const backend = await start();
    const client = await signedIn(backend.url, 'owner@acme.example');
    const withId = await client.gql('mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id } }', {
      input: { ...cardInput(await control.storeDay(backend.url)).input, id: 'pm_1' },
    });
    expect(withId.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    for (const [method, path] of [
      ['POST', '/api/pub/ref/stores'],
      ['PUT', '/api/pub/ref/stores/store_1'],
      ['DELETE', '/api/pub/ref/stores/store_1'],
      ['GET', '/api/pub/ref/users'],
      ['GET', '/api/pub/ref/db'],
      ['POST', '/paymentMethods'],
      ['GET', '/db'],
      ['GET', '/users'],
    ] as const) {
      const reply = await client.request(method, path, { json: method === 'GET' ? undefined : { id: 'pm_1', token: 'tok_x' } });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const stores = await new Client(backend.url).request('GET', '/api/pub/ref/stores');
    expect(stores.status).toBe(200);
    expect(stores.body.length).toBeGreaterThan(0);
  });
});
