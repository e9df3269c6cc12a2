// npm run lighthouse: how fast the portal is for a person on a phone. A report, not a test.
//
// 1. Builds the front end (into a temporary folder, so a running `npm start` keeps its dist/).
// 2. Starts the portal as `npm start` does (build/server/main.mjs with STATIC_DIR and
//    TLS_SELF_SIGNED=1) on a temporary copy of db.json and a free port, which answers both
//    https:// (HTTP/2) and http:// (HTTP/1.1); the pages are audited over each, HTTPS first.
// 3. Drives Debian's Chromium with puppeteer-core: /login signed out, then signs in through the
//    login form like a person and runs the signed-in pages in that browser session (the mobile
//    page as a mobile account's user, in a session of its own), the cache cleared before each so
//    every page loads cold.
// 4. Lighthouse 13 (its default: mobile emulation, simulated "slow 4G" and 4x CPU throttling) on
//    each page, LIGHTHOUSE_RUNS times (default 5): the median run's four category scores (the run
//    Lighthouse's computeMedianRun picks, nearest the median FCP and TTI) with its LCP, TBT and
//    CLS and what each category failed, beside the lowest and highest performance score of the runs.
// 5. The same audits of the React-only page (scripts/vite-react-floor.config.ts: one element
//    rendered by React, built and served the same way), printed under the table: what this
//    machine scores for the least a React app can do, in the same run and conditions.
// 6. The payment amount field's keystroke INP, measured by web-vitals in the page under 4x CPU
//    throttling (Chrome DevTools Protocol), while typing an amount key by key.
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_REPORTS=<dir> (write each page's
// JSON report of every run there, <page>-<n>.json), LIGHTHOUSE_NO_BUILD=1 with STATIC_DIR=<built dir> (reuse a build),
// LIGHTHOUSE_PAGES=/login,/billing (only these pages; "none" for the INP measure alone),
// LIGHTHOUSE_FLOOR=0 (no React-only page), LIGHTHOUSE_PROTOCOLS=h2 or http1 (one of the two).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { buildServer } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const USER = 'owner@acme.example';
const PASSWORD = 'Portal-demo-1';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const chosen = (paths) => (ONLY ? paths.filter((p) => ONLY.includes(p)) : paths);
const SIGNED_OUT = chosen(['/login']);
const SIGNED_IN = chosen(['/account-summary', '/billing', '/billing/pay-bill?open=otp', '/services/mobile']);
/** Who a page is audited as where it is not USER: the mobile pages need an account with mobile lines. */
const SIGNED_IN_AS = { '/services/mobile': 'mobile@fleet.example' };
const userOf = (path) => SIGNED_IN_AS[path] ?? USER;
const INP_CPU_SLOWDOWN = 4;
// Lighthouse's own advice for a score that varies from run to run: five runs, the median one (on
// this machine single runs of one build differ by up to 15 points; three left the median moving)
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const AMOUNT_TYPED = '123.45';
// Over which of npm start's two addresses: HTTPS with HTTP/2, as a phone meets the portal in
// production (the goal's figures), then plain HTTP/1.1, the http:// address a browser on this
// machine opens. LIGHTHOUSE_PROTOCOLS=h2 or =http1 runs one of them.
const PROTOCOL_NAMES = { h2: 'HTTPS, HTTP/2 (as a phone meets the portal)', http1: 'Plain HTTP/1.1 (the http:// address on this machine)' };
const PROTOCOLS = (process.env.LIGHTHOUSE_PROTOCOLS ?? 'h2,http1').split(',').filter((p) => p in PROTOCOL_NAMES);
if (PROTOCOLS.length === 0) throw new Error('LIGHTHOUSE_PROTOCOLS takes h2, http1 or both');

const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const servers = [];
let browser;

async function main() {
  if (!existsSync(CHROMIUM)) {
    const ensured = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
    if (ensured.status !== 0) throw new Error(`no Chromium at ${CHROMIUM}`);
  }
  const staticDir = process.env.LIGHTHOUSE_NO_BUILD === '1' && process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : build();
  const portal = await startPortal(staticDir);
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // the HTTPS side's certificate is the self-signed one npm start makes for this machine
      '--ignore-certificate-errors',
    ],
  });

  for (const [index, protocol] of PROTOCOLS.entries()) {
    const results = await auditPages(portal[protocol], protocol);
    // the React-only page under the first table, over the same protocol
    const floor = index === 0 && results.length && process.env.LIGHTHOUSE_FLOOR !== '0' ? await auditFloor(protocol) : null;
    if (results.length) printScores(results, floor, protocol);
  }
  const inp = await measureInp(portal[PROTOCOLS[0]]);
  console.log(`\nPayment amount field, keystroke INP (web-vitals, ${INP_CPU_SLOWDOWN}x CPU throttling, "${AMOUNT_TYPED}" typed key by key):`);
  console.log(`  INP ${fmtMs(inp.value)} (${inp.rating}); ${inp.interactions} key interactions, slowest ${fmtMs(inp.slowest)}; goal <= 50 ms`);
}

/** RUNS runs of each page over one protocol, the signed-in pages taken in turn on each round. */
async function auditPages(origin, protocol) {
  const runs = new Map([...SIGNED_OUT, ...SIGNED_IN].map((path) => [path, []]));
  const page = await browser.newPage();
  for (let round = 0; round < RUNS; round++) for (const path of SIGNED_OUT) runs.get(path).push(await audit(page, origin, path, round + 1, protocol));
  await page.close();
  // each sign-in's pages in a browser context of its own, taken in turn on each round
  for (const user of new Set(SIGNED_IN.map(userOf))) {
    const context = await browser.createBrowserContext();
    const signedIn = await context.newPage();
    await signIn(signedIn, origin, user);
    const paths = SIGNED_IN.filter((path) => userOf(path) === user);
    for (let round = 0; round < RUNS; round++) for (const path of paths) runs.get(path).push(await audit(signedIn, origin, path, round + 1, protocol));
    await context.close();
  }
  return [...runs].map(([path, lhrs]) => summarize(path, lhrs));
}

function printScores(results, floor, protocol) {
  const benchmark = Math.round(Math.min(...results.map((r) => r.benchmarkIndex)));
  console.log(
    `\n${PROTOCOL_NAMES[protocol]}: Lighthouse 13, mobile, default throttling (simulated slow 4G, 4x CPU), each page loaded cold ${RUNS} times, the median run shown; this machine's benchmarkIndex ${benchmark} (the 4x slowdown assumes a fast desktop CPU):`,
  );
  console.log(`  ${'page'.padEnd(28)} perf  a11y  best   seo     LCP      TBT     CLS   perf of the ${RUNS} runs`);
  for (const r of results) {
    const s = (k) => String(r.scores[k]).padStart(4);
    console.log(
      `  ${r.path.padEnd(28)} ${s('performance')}  ${s('accessibility')}  ${s('best-practices')}  ${s('seo')}  ${fmtMs(r.lcp).padStart(6)}  ${fmtMs(r.tbt).padStart(6)}  ${r.cls.toFixed(3).padStart(6)}   ${r.performanceRange.join('–')}`,
    );
  }
  if (floor) {
    console.log(
      `  React-only page (one element; same build, server and runs): perf ${floor.scores.performance} (${floor.performanceRange.join('–')}), LCP ${fmtMs(floor.lcp)}, TBT ${fmtMs(floor.tbt)}`,
    );
  }
  for (const r of results) {
    if (r.failed.length) console.log(`  ${r.path}: not passed: ${r.failed.join(', ')}`);
  }
}

function build(config, name = 'dist') {
  const outDir = join(work, name);
  if (!config) console.log('Building the front end…');
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...(config ? ['--config', config] : []), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/** The React-only page, built, served by the portal's server and audited RUNS times, cold. */
async function auditFloor(protocol) {
  const origins = await startPortal(build(join(root, 'scripts/vite-react-floor.config.ts'), 'floor'));
  const page = await browser.newPage();
  const lhrs = [];
  for (let round = 0; round < RUNS; round++) lhrs.push(await audit(page, origins[protocol], '/', round + 1, protocol, 'react-only'));
  await page.close();
  return summarize('/', lhrs);
}

/**
 * `npm start`'s server entry, as npm start runs it (TLS_SELF_SIGNED=1), on a temporary copy of the
 * store and a free port: its two addresses on that port. The HTTPS one is named by `localhost`,
 * the plain one by 127.0.0.1, so the two sign-ins keep apart cookies (the HTTPS side's are
 * Secure, and a plain page may not overwrite a Secure cookie of its host).
 */
async function startPortal(staticDir) {
  const dbFile = join(work, `db-${servers.length}.json`);
  copyFileSync(join(root, 'db.json'), dbFile);
  const server = spawn(process.execPath, [await buildServer()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DB_FILE: dbFile,
      SEED_FILE: join(root, 'db.json'),
      STATIC_DIR: staticDir,
      TLS_SELF_SIGNED: '1',
      PORTAL_QUIET: '1',
      PORTAL_TEST_CONTROL: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the portal did not start:\n${output}`)), 30_000);
    const read = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+) and https:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ http1: match[1], h2: `https://localhost:${match[2]}` });
      } else if (/listening on /.test(output)) fail(new Error(`the portal started without its HTTPS side:\n${output}`));
    };
    server.stdout.on('data', read);
    server.stderr.on('data', (chunk) => (output += chunk));
    server.once('exit', (code) => fail(new Error(`the portal stopped (${code}):\n${output}`)));
  });
}

/** Signs in through the login form, as a person does, and waits for the summary. */
async function signIn(page, origin, user = USER) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => {}), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname === '/account-summary', { timeout: 15_000 });
}

/** Run `run` of a page, in the page's browser session, the HTTP cache cleared first (its report `<protocol>-<name>-<run>.json`). */
async function audit(page, origin, path, run, protocol, name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root') {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const runner = await lighthouse(`${origin}${path}`, { output: 'json', logLevel: 'error', disableStorageReset: true }, undefined, page);
  const lhr = runner.lhr;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${protocol}-${name}-${run}.json`), runner.report);
  }
  return lhr;
}

/** The median run of a page's runs (Lighthouse's computeMedianRun), with the range of its performance scores. */
function summarize(path, lhrs) {
  const lhr = computeMedianRun(lhrs);
  const performance = lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  // the audits that cost each category points (performance: only the metrics and diagnostics that failed)
  const failed = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
      if (a.score < (id === 'performance' ? 0.9 : 1))
        failed.push(`${id === 'performance' ? 'perf' : id}:${ref.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(path)) failed.push(`landed on ${new URL(lhr.finalDisplayedUrl).pathname}`);
  return {
    path,
    scores,
    performanceRange: [Math.min(...performance), Math.max(...performance)],
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
  };
}

/**
 * The amount field's keystroke INP: web-vitals' onINP (reportAllChanges) registered before the
 * page's own scripts, CPU slowed 4x, the amount typed key by key with a pause between keys,
 * then the page hidden so web-vitals reports its final value.
 */
async function measureInp(origin) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, origin);
    const webVitals = readFileSync(join(root, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');
    await page.evaluateOnNewDocument(`${webVitals}
      window.__inp = [];
      webVitals.onINP((m) => window.__inp.push({ value: m.value, rating: m.rating }), { reportAllChanges: true, durationThreshold: 0 });
      window.__events = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration }); })
        .observe({ type: 'event', buffered: true, durationThreshold: 0 });`);
    await page.goto(`${origin}/billing/pay-bill?open=otp`, { waitUntil: 'networkidle0' });
    const amount = await page.waitForSelector('input[inputmode="decimal"]', { visible: true, timeout: 15_000 });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    // focused without a click, so the only interactions INP sees are the keys (the field's text
    // selected and cleared by keyboard, then the amount)
    await amount.focus();
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    for (const key of AMOUNT_TYPED) {
      await page.keyboard.type(key);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000));
    // web-vitals reports INP when the page is hidden; a blank page over it hides it
    const other = await context.newPage();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await other.bringToFront();
    await new Promise((r) => setTimeout(r, 500));
    const { reports, events } = await page.evaluate(() => ({ reports: window.__inp, events: window.__events }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const last = reports.at(-1);
    const keyEvents = events.filter((e) => e.name.startsWith('key'));
    const interactions = new Set(keyEvents.map((e) => e.id)).size;
    if (new Set(events.map((e) => e.id)).size !== interactions) throw new Error('an interaction other than a key was measured');
    const slowest = Math.max(0, ...keyEvents.map((e) => e.duration));
    if (!last) throw new Error('web-vitals reported no INP for the typing');
    return { value: last.value, rating: last.rating, interactions, slowest };
  } finally {
    await context.close();
  }
}

const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

try {
  await main();
} finally {
  await browser?.close().catch(() => {});
  for (const server of servers.filter((s) => s.exitCode === null)) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
}
