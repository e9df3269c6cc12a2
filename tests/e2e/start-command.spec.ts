/**
 * The product as a user meets it: the README's start command (`npm start`, the package's start
 * script itself, not a copy of its parts) on a free port and a temporary copy of the store, then
 * the pages a new user opens first, in Chromium. Every other browser spec runs against the
 * shared test build; this one proves what the README tells people to run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/fixtures';

const root = resolve(import.meta.dirname, '../..');

let portal: ChildProcess | undefined;
let base = '';
let secureBase = '';
let workDir = '';
let log = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // npm start builds the front end first (about 10 s here, more on a busy machine)
  test.setTimeout(180_000);
  workDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  const dbFile = join(workDir, 'db.json');
  copyFileSync(join(root, 'db.json'), dbFile);
  const port = await freePort();
  // PORTAL_TEST_CONTROL is left out on purpose: npm start is the product, without test controls
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DB_FILE: dbFile };
  delete env.PORTAL_TEST_CONTROL;
  // detached: npm, its shell and node form one process group, stopped together afterwards
  portal = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((done, fail) => {
    const listening = /Portal backend listening on (http:\/\/\S+)/;
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = listening.exec(log);
      if (found) done(found[1]!);
    };
    portal!.stdout!.on('data', read);
    portal!.stderr!.on('data', read);
    portal!.once('exit', (code) => fail(new Error(`npm start exited with ${code} before listening:\n${log}`)));
  });
  expect(base).toBe(`http://127.0.0.1:${port}`);
  // npm start also answers HTTPS, with HTTP/2, on the same port (src/server/listen.ts)
  expect(log).toContain(`and https://127.0.0.1:${port} (HTTP/2;`);
  secureBase = `https://localhost:${port}`;
});

test.afterAll(async () => {
  if (portal?.pid && portal.exitCode === null) {
    const exited = new Promise((done) => portal!.once('exit', done));
    process.kill(-portal.pid, 'SIGTERM');
    await exited;
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('npm start serves the pages, deep links and assets, and no test controls', async ({ request }) => {
  for (const path of ['/', '/login', '/account-summary', '/billing/pay-bill?open=otp']) {
    const page = await request.get(`${base}${path}`, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['content-type'], path).toContain('text/html');
    expect(await page.text(), path).toMatch(/<div id="root"[ >]/);
  }
  const html = await (await request.get(`${base}/login`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${base}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toContain('javascript');
  // a file that is not there is a 404, not the page in its place
  expect((await request.get(`${base}/assets/not-in-this-build.js`)).status()).toBe(404);
  // the product has no test controls
  expect((await request.get(`${base}/__control/store`)).status()).toBe(404);
});

test('a new user opens /, signs in, reaches the summary and a deep link by URL', async ({ page }) => {
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${base}/`);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // spec platform §4: a signed-out visitor has no session marker, so nothing asks and fails
  expect(failed).toEqual([]);

  await page.getByLabel('Username or email').fill('owner@acme.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account-summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText('Acme Plumbing & Heating LLC');

  await page.goto(`${base}/billing/pay-bill?open=otp`);
  await expect(page.getByRole('heading', { level: 2, name: 'How much would you like to pay?' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('over https://, the same pages come over HTTP/2: sign-in, the summary, the payment page', async ({ browser }) => {
  // the certificate is the self-signed one npm start makes for this machine
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${secureBase}/login`);
    await page.getByLabel('Username or email').fill('owner@acme.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account-summary$/);
    await expect(page.getByTestId('company-name')).toHaveText('Acme Plumbing & Heating LLC');
    // the session cookie is Secure on the HTTPS side
    const cookies = await context.cookies(secureBase);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);

    await page.goto(`${secureBase}/billing/pay-bill?open=otp`);
    await expect(page.getByRole('heading', { level: 2, name: 'How much would you like to pay?' })).toBeVisible();
    // the page, its scripts, styles, words and GraphQL reads all came over HTTP/2
    const protocols = await page.evaluate(() =>
      (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
        .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => `${entry.nextHopProtocol} ${new URL(entry.name).pathname}`),
    );
    expect(protocols.some((line) => line.endsWith('/selfservice/graph'))).toBe(true);
    expect(protocols.filter((line) => !line.startsWith('h2 '))).toEqual([]);
    expect(failed).toEqual([]);
  } finally {
    await context.close();
  }
});
