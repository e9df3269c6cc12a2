import { defineConfig, devices } from '@playwright/test';

// Browser tests against the real backend (design/architecture.md): the backend on a temporary
// copy of the seed in test mode, and the built front end served by `vite preview`, which proxies
// /api and /selfservice to it. Chromium is Debian's (scripts/ensure-chromium.sh); Playwright
// downloads nothing.
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4310);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4311);
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One backend store is shared by every test; each test resets it, so they run one at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // multi-step flows on a two-core machine: a minute each (an axe walk of every step takes its own)
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/start-backend.ts',
      url: `${BACKEND_URL}/api/pub/sbnetloginedge/v1/sbnet/session`,
      env: { E2E_BACKEND_PORT: String(BACKEND_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM (not the default SIGKILL) lets the starter stop the backend and delete the copy.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Built outside dist/: start-command.spec runs `npm start`, whose build empties dist/.
      command: `npx vite build --outDir .e2e-build/${WEB_PORT} --emptyOutDir --logLevel warn && npx vite preview --outDir .e2e-build/${WEB_PORT} --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${WEB_PORT}/login`,
      env: { PORTAL_API_URL: BACKEND_URL },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
