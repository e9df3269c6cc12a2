import type { Page } from '@playwright/test';
import { Backend, expect, fillSignIn, signIn, signInThroughForm, test } from './support/fixtures';

/** Acme's owner signs in through the form while the backend's next `operation` call fails with `code`. */
async function signInMeeting(page: Page, backend: Backend, operation: string, code: string): Promise<void> {
  await page.goto('/login');
  await backend.fault(operation, code);
  await fillSignIn(page, 'owner@acme.example');
}

test('a wrong password shows a clear error', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'owner@acme.example', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The username or password you entered is incorrect. Check them and try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unreachable backend is said so, not blamed on the password', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/pub/sbnetloginedge/login', (route) => route.abort('connectionrefused'));
  await fillSignIn(page, 'owner@acme.example');
  await expect(page.getByRole('alert')).toContainText("We can't reach the portal right now.");
});

test('a wrong password can be corrected on the same form', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'owner@acme.example', 'not-the-password');
  await expect(page.getByTestId('sign-in-error')).toBeVisible();
  await fillSignIn(page, 'owner@acme.example');
  await expect(page).toHaveURL(/\/account-summary$/);
});

test('a failure the portal did not expect says so, and signing in again works', async ({ page, backend }) => {
  await signInMeeting(page, backend, 'login', 'INTERNAL');
  await expect(page.getByTestId('sign-in-error')).toHaveText("Sorry, something didn't work as it should. Please try again later.");
  await fillSignIn(page, 'owner@acme.example');
  await expect(page).toHaveURL(/\/account-summary$/);
});

test('a password to reset is not a way in: the user is signed out and told why', async ({ page, backend }) => {
  await backend.reset({ users: [{ id: 'usr_1', passwordResetRequired: true }] });
  await page.goto('/login');
  await fillSignIn(page, 'owner@acme.example');
  await expect(page).toHaveURL(/\/account-recovery\?passwordReset=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your password must be changed' })).toBeVisible();
  await expect(page.getByTestId('password-reset-required')).toBeVisible();
  // the session the login opened was ended: the portal is not reachable by typing its address
  await page.goto('/account-summary');
  await expect(page).toHaveURL(/\/login\?targetUrl=%2Faccount-summary$/);
});

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your username.')).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeFocused();
  await expect(page.getByLabel('Username or email')).toHaveAttribute('aria-invalid', 'true');
});

test('sign-in lands on the account summary with the account from the backend', async ({ page }) => {
  await signInThroughForm(page, 'owner@acme.example');
  await expect(page.getByTestId('company-name')).toHaveText('Acme Plumbing & Heating LLC');
  await expect(page.getByTestId('account-number')).toHaveText(/^\d{16}$/);
  await expect(page.getByTestId('amount-due')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('due-date')).toHaveText(/^Due [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByTestId('services-card').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('services-card')).toContainText('3 services on this account');
  await expect(page.getByTestId('past-due')).toHaveCount(0);
});

test('the services card counts one service, and several, in both languages', async ({ page, backend }) => {
  // two of Acme's three services moved to another account
  await backend.reset({
    services: [
      { id: 'svc_2', accountId: 'acct_2' },
      { id: 'svc_3', accountId: 'acct_2' },
    ],
  });
  await signIn(page, 'owner@acme.example');
  const card = page.getByTestId('services-card');
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card).toContainText('1 service on this account');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(card).toContainText('1 servicio en esta cuenta');
  await backend.reset();
  await page.reload();
  await expect(card).toContainText('3 servicios en esta cuenta');
});

test('a past-due account says so', async ({ page }) => {
  await signIn(page, 'pastdue@cornercafe.example');
  await expect(page.getByTestId('past-due')).toContainText('is past due');
});

test('logout lands on /login?loggedOut=true and Back shows no account data', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await expect(page.getByTestId('company-name')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?loggedOut=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/login\?targetUrl=%2Faccount-summary$/);
  await expect(page.getByText('Acme Plumbing & Heating LLC')).toHaveCount(0);
  await expect(page.getByTestId('amount-due')).toHaveCount(0);
});

test('maintenance mode signs the user out and lands on /maintenance', async ({ page, backend }) => {
  await signIn(page, 'owner@acme.example');
  await backend.maintenance(true);
  // Same-URL navigation reloads (spec platform §2): the summary is read again and answers 401.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Summary' }).click();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('signing in during maintenance lands on /maintenance', async ({ page, backend }) => {
  await backend.maintenance(true);
  await page.goto('/login');
  await fillSignIn(page, 'owner@acme.example');
  await expect(page).toHaveURL(/\/maintenance$/);
});

test('a lost session sends to /login keeping the target', async ({ page, context }) => {
  await signIn(page, 'owner@acme.example');
  await context.clearCookies();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Summary' }).click();
  await expect(page).toHaveURL(/\/login\?targetUrl=%2Faccount-summary$/);
  await fillSignIn(page, 'owner@acme.example');
  await expect(page).toHaveURL(/\/account-summary$/);
});

test('a failing account read shows the generic message, dismissed with OK', async ({ page, backend }) => {
  await signInMeeting(page, backend, 'account', 'SERVICE_UNAVAILABLE');
  await expect(page.getByRole('alert')).toContainText("Sorry, something didn't work as it should. Please try again later.");
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('company-name')).toHaveText('Acme Plumbing & Heating LLC');
});

test('the spinner is announced while a navigation loads', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.route('**/selfservice/graph', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Summary' }).click();
  await expect(page.getByTestId('navigation-spinner')).toHaveText('Loading…');
  await expect(page.getByTestId('navigation-spinner')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('navigation-spinner')).toHaveText('');
});
