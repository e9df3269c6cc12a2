// npm run size (run with tsx, which loads the TypeScript table it shares with the build): builds the app, then prints the gzipped JavaScript that a first visit to /login
// and to /account-summary loads, every lazy chunk, what each route's lazy code adds to the entry
// (the largest against its goal of 40 KB), and the same figure for a React-only page built the
// same way in the same run (the floor no React app goes below). The build goes to a temporary
// folder, so a running `npm start` keeps its dist/.
//
// What a first visit loads is read from the build manifest: the entry and its static imports,
// then the lazy chunks the route's own code imports on arrival (its page component, its
// loader, the catalog of the language in use) with their static imports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { areaCatalog, FIRST_VISITS as PAGES, portalCatalog } from './first-visits.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'portal-size-'));

// What each page loads beyond the entry, on arrival and after its first paint: the table index.html's
// preloads are made from (scripts/first-visits.ts), with the words in English.
const areaCatalogs = (areas) => areas.map((area) => areaCatalog('en', area));
// The two first visits measured against the floor, signed out and signed in: what the first
// paint waits for (not what the page loads once its data shows).
const FIRST_VISITS = Object.fromEntries(
  ['/login', '/account-summary'].map((route) => [route, [...PAGES[route].page, portalCatalog('en'), ...areaCatalogs(PAGES[route].areas)]]),
);
// What a page imports right after its first paint, off the critical path: the sign-in
// flow on /login (src/features/login/login-page.tsx), the session-timeout flow in the signed-in
// shell (src/shell/session-timeout-slot.tsx). Both bring xstate.
const AFTER_FIRST_PAINT = Object.fromEntries(Object.keys(FIRST_VISITS).map((route) => [route, PAGES[route].afterPaint]));
const SIGNED_IN_SHELL = PAGES['/account-summary'].afterPaint;

// Each route's lazy modules: its page's code and the words of its areas (src/i18n/locale.ts
// `withArea`: one catalog per billing feature, the payment-method forms', the equipment's, the
// profile's), with what it loads as its data shows; what it loads after its first paint is
// reported above. A signed-in route is measured beyond the entry and what the signed-in shell
// loads after its first paint (xstate with the session timeout), which every signed-in page has
// already loaded. The portal's own catalog, which every page loads, is not counted with a route.
const ROUTES = {
  ...Object.fromEntries(
    Object.entries(PAGES).map(([route, visit]) => [
      route,
      [...visit.page, ...(visit.withData?.page ?? []), ...areaCatalogs([...visit.areas, ...(visit.withData?.areas ?? [])])],
    ]),
  ),
  // the other screens of /billing/pay-bill and the explorer, which no first visit preloads
  '/billing/pay-bill?open=ap': [
    'src/features/autopay/auto-pay-page.tsx',
    'src/api/billing.ts',
    'src/features/billing-notices/billing-notices.tsx',
    ...areaCatalogs(['autopay', 'payment-forms', 'billing-notices']),
  ],
  '/machines/$flowId': ['src/features/explorer/machine-page.tsx'],
};
const ROUTE_GOAL_KB = 40;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function buildApp() {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The chunk files a set of manifest entries loads, with their static imports, once each. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size: ${key} is not in the build manifest (renamed or no longer lazy?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

const total = (files) => files.reduce((sum, f) => sum + gzipSize(join(outDir, f)), 0);

/** The React-only page (scripts/vite-react-floor.config.ts): the JavaScript it loads, gzipped. */
async function buildReactFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-size-floor-'));
  try {
    await build({ configFile: join(root, 'scripts/vite-react-floor.config.ts'), build: { outDir: dir } });
    const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    const files = closure(manifest, [entry]);
    return files.reduce((sum, f) => sum + gzipSize(join(dir, f)), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let manifest;
try {
  manifest = await buildApp();
} catch (error) {
  rmSync(outDir, { recursive: true, force: true });
  throw error;
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const floor = await buildReactFloor();

let largest = { route: '', bytes: 0 };
console.log('\nFirst visit (gzip, level 9):');
for (const [route, lazy] of Object.entries(FIRST_VISITS)) {
  const files = closure(manifest, [entry, ...lazy]);
  const bytes = total(files);
  if (bytes > largest.bytes) largest = { route, bytes };
  console.log(`  ${route.padEnd(18)} ${kb(bytes).padStart(7)} KB  (${files.length} files)`);
  for (const f of files.sort()) console.log(`      ${f.padEnd(44)} ${kb(gzipSize(join(outDir, f))).padStart(7)} KB`);
}

console.log('\nLoaded after the first paint (beyond the first visit):');
for (const [route, lazy] of Object.entries(AFTER_FIRST_PAINT)) {
  const before = closure(manifest, [entry, ...FIRST_VISITS[route]]);
  const adds = total(closure(manifest, [entry, ...FIRST_VISITS[route], ...lazy])) - total(before);
  console.log(`  ${route.padEnd(18)} +${kb(adds).padStart(6)} KB  (${lazy.join(', ')})`);
}

console.log('\nLazy chunks (own file, and all it adds to the entry with its imports):');
const entryBytes = total(closure(manifest, [entry]));
for (const [key, chunk] of Object.entries(manifest).filter(([, c]) => c.isDynamicEntry)) {
  const adds = total(closure(manifest, [entry, key])) - entryBytes;
  console.log(`  ${key.padEnd(48)} ${chunk.file.padEnd(38)} ${kb(gzipSize(join(outDir, chunk.file))).padStart(6)} KB  +${kb(adds)} KB`);
}

console.log('\nRoutes (their lazy code with its imports, beyond the entry and, signed in, the shell; beyond the entry alone):');
let largestRoute = { route: '', bytes: 0 };
// The signed-in shell: the entry, the session timeout, and the shared chunks every signed-in
// page's code imports (the billing rules and the summary's cards, in the signed-in chunk of
// vite.config.ts), which a signed-in visit has loaded whichever page it starts on.
const signedInRoutes = Object.keys(ROUTES).filter((route) => route !== '/login' && route !== '/machines/$flowId');
const everySignedInPage = signedInRoutes
  .map((route) => new Set(closure(manifest, [entry, ...ROUTES[route]])))
  .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
const shellFiles = [...new Set([...closure(manifest, [entry, ...SIGNED_IN_SHELL]), ...everySignedInPage])];
const shellBytes = total(shellFiles);
for (const [route, lazy] of Object.entries(ROUTES)) {
  const base = route === '/login' ? entryBytes : shellBytes;
  const baseFiles = route === '/login' ? closure(manifest, [entry]) : shellFiles;
  const adds = total([...new Set([...baseFiles, ...closure(manifest, [entry, ...lazy])])]) - base;
  const alone = total(closure(manifest, [entry, ...lazy])) - entryBytes;
  if (adds > largestRoute.bytes) largestRoute = { route, bytes: adds };
  console.log(`  ${route.padEnd(28)} +${kb(adds).padStart(6)} KB   (+${kb(alone)} KB beyond the entry alone)`);
}

console.log(`\nReact-only page, same build: ${kb(floor)} KB`);
console.log(`largest lazy route ${largestRoute.route}: ${kb(largestRoute.bytes)} KB gzip (goal <= ${ROUTE_GOAL_KB} KB)`);
console.log(`Largest first visit: ${largest.route}`);
console.log(`first-load ${kb(largest.bytes)} KB gzip = ${(largest.bytes / floor).toFixed(2)}x the React-only floor (${kb(floor)} KB)`);
rmSync(outDir, { recursive: true, force: true });
