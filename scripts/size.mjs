// npm run size: builds the app, then prints the gzipped JavaScript that a first visit to /login
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
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'portal-size-'));

// The lazy modules each first visit imports on arrival (src/routes/tree.ts, src/i18n/locale.ts).
const CATALOG = 'locales/en/messages.po';
const FIRST_VISITS = {
  '/login': ['src/features/login/login-page.tsx', CATALOG, 'locales/en/login.po'],
  // signed in: the session probe, then the summary's page and loader
  '/account-summary': ['src/routes/summary-screen.tsx', 'src/features/account-summary/load-summary.ts', CATALOG],
};

// What a page imports right after its first paint, off the critical path (issue 13): the sign-in
// flow on /login (src/features/login/login-page.tsx), the session-timeout flow in the signed-in
// shell (src/shell/session-timeout-slot.tsx). Both bring xstate.
const AFTER_FIRST_PAINT = {
  '/login': ['src/features/login/sign-in-flow.tsx'],
  '/account-summary': ['src/shell/session-timeout/session-timeout-dialog.tsx'],
};
const SIGNED_IN_SHELL = AFTER_FIRST_PAINT['/account-summary'];

// Each route's lazy modules: its page component and its loader's imports (src/routes/tree.ts).
// A signed-in route is measured beyond the entry and what the signed-in shell loads after its
// first paint (xstate with the session timeout), which every signed-in page has already loaded.
// The billing screens come with the words of their features (src/i18n/locale.ts `withArea`: one
// catalog per billing feature, and the payment-method forms'), counted with them. The equipment
// and profile screens come with theirs the same way.
const words = (...areas) => areas.map((area) => `locales/en/${area}.po`);
const AUTO_PAY = [
  'src/features/autopay/auto-pay-page.tsx',
  'src/api/billing.ts',
  'src/features/billing-notices/billing-notices.tsx',
  ...words('autopay', 'payment-forms', 'billing-notices'),
];
const ROUTES = {
  '/login': ['src/features/login/login-page.tsx', 'src/features/login/sign-in-flow.tsx'],
  '/account-summary': ['src/routes/summary-screen.tsx', 'src/features/account-summary/load-summary.ts'],
  '/services': ['src/features/equipment/services-page.tsx', 'src/api/equipment.ts', ...words('equipment')],
  '/services/$equipmentId': ['src/routes/device-screen.tsx', 'src/api/equipment.ts', ...words('equipment')],
  // the home's cards of other features load with it (src/routes/billing-home-screen.tsx)
  '/billing': [
    'src/routes/billing-home-screen.tsx',
    'src/api/billing.ts',
    'src/features/scheduled-payments/scheduled-payments-card.tsx',
    'src/features/billing-notices/billing-notices.tsx',
    ...words('billing-home', 'scheduled-payments', 'billing-notices'),
  ],
  '/billing/pay-bill': ['src/features/payment/pay-bill-page.tsx', ...words('payment', 'payment-forms')],
  // the billing disclosures show below the Auto Pay flow once its data is read (src/routes/pay-bill-screen.tsx)
  '/billing/pay-bill?open=ap': AUTO_PAY,
  '/billing/bill-pay-options': ['src/routes/bill-pay-options-screen.tsx', ...words('wallet', 'scheduled-payments', 'payment-forms')],
  // the statements' call-detail verification brings the profile's one-time code (and its words)
  '/billing/view-statements': ['src/routes/statements-screen.tsx', ...words('statements', 'profile')],
  '/user-preferences': ['src/features/profile/profile-page.tsx', ...words('profile')],
  '/user-preferences/people': ['src/features/people/people-page.tsx', ...words('profile')],
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

/** A page that renders one React element, built by the same Vite, plugin and target. */
async function buildReactFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-size-floor-'));
  const entryId = '\0react-only-entry';
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [
        react(),
        {
          name: 'react-only-entry',
          resolveId: (id) => (id === 'react-only-entry' ? entryId : null),
          load: (id) =>
            id === entryId
              ? `import { createRoot } from 'react-dom/client';
                 import { jsx } from 'react/jsx-runtime';
                 createRoot(document.getElementById('root')).render(jsx('h1', { children: 'Hello' }));`
              : null,
        },
      ],
      build: {
        target: 'es2022',
        outDir: dir,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: 'react-only-entry', checks: { bundlerTimings: false } },
      },
    });
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
const shellBytes = total(closure(manifest, [entry, ...SIGNED_IN_SHELL]));
for (const [route, lazy] of Object.entries(ROUTES)) {
  const base = route === '/login' ? entryBytes : shellBytes;
  const baseKeys = route === '/login' ? [entry] : [entry, ...SIGNED_IN_SHELL];
  const adds = total(closure(manifest, [...baseKeys, ...lazy])) - base;
  const alone = total(closure(manifest, [entry, ...lazy])) - entryBytes;
  if (adds > largestRoute.bytes) largestRoute = { route, bytes: adds };
  console.log(`  ${route.padEnd(28)} +${kb(adds).padStart(6)} KB   (+${kb(alone)} KB beyond the entry alone)`);
}

console.log(`\nReact-only page, same build: ${kb(floor)} KB`);
console.log(`largest lazy route ${largestRoute.route}: ${kb(largestRoute.bytes)} KB gzip (goal <= ${ROUTE_GOAL_KB} KB)`);
console.log(`Largest first visit: ${largest.route}`);
console.log(`first-load ${kb(largest.bytes)} KB gzip = ${(largest.bytes / floor).toFixed(2)}x the React-only floor (${kb(floor)} KB)`);
rmSync(outDir, { recursive: true, force: true });
