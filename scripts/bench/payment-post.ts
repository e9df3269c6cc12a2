// npm run bench: the one-time payment POST (POST /api/pub/pciedge/pci/v1/payments, the route the
// front end pays through, signed in, with an XSRF token and a fresh Idempotency-Key per payment)
// on stores of 1k, 10k and 100k payment records, beside plain json-server 0.17.4's POST /payments
// on the same data, with p50, p99 and the ratio. A report, not a test.
//
// Each store is a temporary copy of the seed with generated history (make-store.ts); each server
// has its own copy. Requests are sequential, one keep-alive connection per server, and the two
// servers take turns (one request each per round), so load from elsewhere on the machine weighs on
// both alike: a warm-up, then the measured rounds. Latency is the client's: from sending the
// request to having read the whole answer.
//
// The last column is what the sequential figures do not show: the portal folds its journal into a
// new snapshot once the journal is as large as the store (src/server/store/store.ts), one whole
// write of the store per store-size of writes; it is timed apart, in this process.
//
// Options: --sizes 1000,10000,100000  --requests 300  --warmup 30  --only portal|plain
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataStore, nextId } from '../../src/server/store/store';
import { buildServer } from '../build-server.mjs';
import { writeStoreWithPayments } from './make-store';

const ROOT = resolve(import.meta.dirname, '../..');
const SEED = join(ROOT, 'db.json');
const PAYMENTS = '/api/pub/pciedge/pci/v1/payments';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const sizes = option('sizes', '1000,10000,100000').split(',').map(Number);
const requests = Number(option('requests', '300'));
const warmup = Number(option('warmup', '30'));
const only = option('only', 'both');

interface Server {
  url: string;
  stop: () => Promise<void>;
}

function startProcess(command: string[], env: Record<string, string>, ready: RegExp): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done({
          url: match[1]!,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** A browser-like session: cookies kept, the XSRF cookie echoed in its header. */
class Session {
  private cookies = new Map<string, string>();
  constructor(readonly url: string) {}
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) all['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const response = await fetch(this.url + path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : null };
  }
}

type Call = () => Promise<{ status: number; text: string }>;

/**
 * Times the calls of each server in turn, one of each per round (portal, plain, portal, ...):
 * other work on the machine then weighs on both alike. `warm` unmeasured rounds first; every call
 * must answer 201.
 */
async function timeInTurn(calls: Call[], warm: number, count: number): Promise<number[][]> {
  const times: number[][] = calls.map(() => []);
  for (let i = 0; i < warm + count; i++) {
    for (const [k, call] of calls.entries()) {
      const started = performance.now();
      const reply = await call();
      const ms = performance.now() - started;
      if (reply.status !== 201) throw new Error(`answered ${reply.status}, expected 201: ${reply.text.slice(0, 300)}`);
      if (i >= warm) times[k]!.push(ms);
    }
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1]! };
}

/** The portal on `dbFile`, signed in as the owner: a call pays the minimum with the saved Visa. */
async function portalCaller(dbFile: string): Promise<{ server: Server; call: Call }> {
  const server = await startProcess(
    [await buildServer()], // the backend as npm start runs it
    { PORT: '0', DB_FILE: dbFile, PORTAL_QUIET: '1' },
    /listening on (http:\/\/\S+)/,
  );
  try {
    const session = new Session(server.url);
    const login = await session.request('POST', '/api/pub/sbnetloginedge/login', { username: 'owner@acme.example', password: 'Portal-demo-1' });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.text}`);
    const read = await session.request('POST', '/selfservice/graph', {
      query: '{ billing { limits { today minAmount } } paymentMethods { id type brand expired } }',
    });
    const { billing, paymentMethods } = read.body.data as {
      billing: { limits: { today: string; minAmount: number } };
      paymentMethods: { id: string; type: string; brand: string; expired: boolean }[];
    };
    const card = paymentMethods.find((m) => m.type === 'CARD' && m.brand === 'VISA' && !m.expired);
    if (!card) throw new Error('the owner has no valid saved Visa');
    // what the front end sends for a saved card: amount, the business day, the method and its CVV;
    // many payments of one account go over the amount due, which the user confirms
    const body = {
      amount: billing.limits.minAmount,
      paymentDate: billing.limits.today,
      method: { savedMethodId: card.id },
      cvv: '123',
      confirmOverpayment: true,
    };
    return { server, call: () => session.request('POST', PAYMENTS, body, { 'Idempotency-Key': randomUUID() }) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Plain json-server on `dbFile`: a call POSTs a payment record of the portal's shape (json-server makes its id). */
async function plainCaller(dbFile: string): Promise<{ server: Server; call: Call }> {
  const server = await startProcess([join(import.meta.dirname, 'plain-json-server.mjs'), dbFile], {}, /listening on (http:\/\/\S+)/);
  const session = new Session(server.url);
  let n = 0;
  const record = () => ({
    accountId: 'acct_1',
    confirmationNumber: `CNFBENCH${String(n++).padStart(5, '0')}`,
    amount: 500,
    paymentDate: '2026-11-21',
    methodType: 'CARD',
    brand: 'VISA',
    last4: '1111',
    methodId: 'pm_1',
    channel: 'ONLINE',
    status: 'SUCCESS',
    createdAt: new Date().toISOString(),
    userId: 'usr_1',
  });
  return { server, call: () => session.request('POST', '/payments', record()) };
}

/**
 * The portal's occasional cost the sequential p99 does not show: a compaction (the whole store
 * written again, atomically) once its journal has grown as large as the store. Timed in this
 * process on its own copy, median of three.
 */
function compactionMs(dbFile: string): number {
  const store = new DataStore(dbFile, new Date());
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      store.transact((draft) => {
        draft.accounts[0]!.paperless = !draft.accounts[0]!.paperless;
        nextId(draft, 'payments');
      });
      const started = performance.now();
      store.compact();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1]!;
  } finally {
    store.close();
  }
}

const ms = (v: number) => v.toFixed(1).padStart(7);
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  console.log(`payment POST, ${requests} sequential requests after ${warmup} warm-up, one keep-alive connection (ms)`);
  console.log('payments   store MB |  portal p50     p99 |   plain p50     p99 | p99 ratio  p50 ratio | portal compaction');
  for (const size of sizes) {
    const file = join(dir, `store-${size}.json`);
    writeStoreWithPayments(SEED, size, file);
    const mb = (statSync(file).size / 1e6).toFixed(1);
    const portalFile = join(dir, `portal-${size}.json`);
    const plainFile = join(dir, `plain-${size}.json`);
    copyFileSync(file, portalFile);
    copyFileSync(file, plainFile);
    const compactFile = join(dir, `compact-${size}.json`);
    copyFileSync(file, compactFile);
    const compaction = only === 'plain' ? null : compactionMs(compactFile);
    const callers = [];
    if (only !== 'plain') callers.push(await portalCaller(portalFile));
    if (only !== 'portal') callers.push(await plainCaller(plainFile));
    let times: number[][];
    try {
      times = await timeInTurn(
        callers.map((c) => c.call),
        warmup,
        requests,
      );
    } finally {
      for (const c of callers) await c.server.stop();
    }
    const portal = only === 'plain' ? null : summary(times.shift()!);
    const plain = only === 'portal' ? null : summary(times.shift()!);
    const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? `${(a / b).toFixed(2)}×` : '-').padStart(9);
    console.log(
      `${String(size).padStart(8)} ${mb.padStart(9)} | ${portal ? `${ms(portal.p50)} ${ms(portal.p99)}` : '      -       -'} | ${
        plain ? `${ms(plain.p50)} ${ms(plain.p99)}` : '      -       -'
      } | ${ratio(portal?.p99, plain?.p99)}  ${ratio(portal?.p50, plain?.p50)} | ${compaction === null ? '-' : `${compaction.toFixed(0)} ms`}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
