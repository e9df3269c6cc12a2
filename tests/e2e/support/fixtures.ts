import { test as base, expect, type Page } from '@playwright/test';

const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4310}`;
export const DEMO_PASSWORD = 'Portal-demo-1';

/** The backend's test controls (design/contract.md). */
export class Backend {
  async post(path: string, body: unknown = {}): Promise<void> {
    const res = await fetch(`${BACKEND_URL}/__control${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`control ${path} answered ${res.status}: ${await res.text()}`);
  }
  reset = () => this.post('/reset');
  maintenance = (on: boolean) => this.post('/maintenance', { on });
  fault = (operation: string, errorCode: string, times = 1) => this.post('/faults', { operation, errorCode, times });
}

type Fixtures = { backend: Backend };

/** Every test starts from the seed: reset before it runs, whatever the previous one changed. */
export const test = base.extend<Fixtures>({
  backend: [
    async ({}, use) => {
      const backend = new Backend();
      await backend.reset();
      await use(backend);
    },
    { auto: true },
  ],
});
export { expect };

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(page).toHaveURL(/\/account-summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
}

export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The visible main menu: the side menu from 1090 px, else the mobile footer. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
