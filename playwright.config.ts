import { defineConfig, devices } from '@playwright/test';

// Browser tests against the real backend (docs/architecture.md). The front end is built once
// (support/global-setup.ts); each worker starts its own portal on it, the backend as `npm start`
// runs it, on its own temporary copy of the seed in test mode (support/portal-server.ts). Workers
// share nothing, so they run side by side. Chromium is Debian's headless shell, the build of
// Chromium without a window that Playwright itself runs headless tests in (scripts/ensure-chromium.sh);
// Playwright downloads nothing. On payment.spec (38 tests, three workers) it took Chromium's CPU
// from 255 s to 144 s and the run from 2.5 to 1.7 min, against the full browser in headless mode.
//
// The build directory is named here, once, in the environment the workers inherit.
process.env.E2E_BUILD_DIR ??= `.e2e-build/run-${process.pid}`;

// Three workers on the two-core machine: a test spends much of its time waiting on the browser,
// the server and the flows' timers (a clean-clone run on two workers kept the cores 41% busy:
// 24.7 min of CPU in 29.8 min), so a third keeps them busier. E2E_WORKERS overrides.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

// Specs that only take pictures. The Auto Pay, payment and explorer screenshot specs also check
// that no step is wider than the window: they run in the suite, and write their pictures only
// under the screenshots project (support/shots.ts).
const SCREENSHOT_SPECS = ['**/screenshots.spec.ts', '**/screenshots-flows.spec.ts'];

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1400, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Tests of one file are spread over the workers too: every test resets its worker's store.
  fullyParallel: true,
  workers: WORKERS,
  globalSetup: './tests/e2e/support/global-setup.ts',
  retries: process.env.CI ? 1 : 0,
  // multi-step flows on a two-core machine: a minute each (an axe walk of every step takes its own)
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // A trace is recorded on a retry only (CI retries once): recording one in every test cost a
    // quarter of the suite's CPU (a DOM snapshot and screencast frames at each step, kept or not:
    // wallet.spec 47.5 s of CPU with traces against 34.1 s without, guards.spec 39.3 against 31.6,
    // `/usr/bin/time` on one worker). To debug a failure locally: `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // the spinner's endless rotation made Chromium draw a frame every 16 ms while a test waited on
    // a load; the portal honours reduced motion (base.css), so the pages hold still
    reducedMotion: 'reduce',
  },
  projects: [
    // npm test: every spec but the pictures, and of the picture walks the phone width in Spanish
    // only (the others, tagged @pictures by `atWidth` in support/shots.ts, belong to npm run screenshots)
    { name: 'chromium', use: CHROMIUM, testIgnore: SCREENSHOT_SPECS, grepInvert: /@pictures/ },
    // npm run screenshots: pages and steps written to $SHOTS_DIR (/tmp/shots) to look at
    { name: 'screenshots', use: CHROMIUM, testMatch: [...SCREENSHOT_SPECS, '**/*-screenshots.spec.ts'] },
  ],
});
