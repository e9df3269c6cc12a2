import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';

test('the STANDARD user cannot open /billing/pay-bill', async ({ page }) => {
  await signInAt(page, 'staff@acme.example', '/billing/pay-bill?open=otp');
  await expect(page).toHaveURL(/\/account-summary\?notice=no-billing-access$/);
  await expect(page.getByTestId('access-notice')).toContainText('Billing is available to the account owner and administrators');
});

test('the BILLING role is not in the billing group either', async ({ page }) => {
  await signInAt(page, 'billing@acme.example', '/billing/view-statements');
  await expect(page).toHaveURL(/notice=no-billing-access/);
});

test('for a PRIMARY user /billing/pay-bill?open=bd passes the guard and shows bill delivery', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/billing/pay-bill?open=bd');
  await expect(page).toHaveURL(/\/billing\/pay-bill\?open=bd$/);
  await expect(page.getByRole('heading', { name: 'Bill delivery', level: 1 })).toBeVisible();
});

test('signed out, a guarded page sends to /login and back to it after sign-in', async ({ page }) => {
  await page.goto('/account-summary');
  await expect(page).toHaveURL(/\/login\?targetUrl=%2Faccount-summary$/);
  await page.getByLabel('Username or email').fill('owner@acme.example');
  await page.getByLabel('Password', { exact: true }).fill('Portal-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account-summary$/);
});

test('a targetUrl to another site is dropped', async ({ page }) => {
  await page.goto('/login?targetUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/login$/);
});

/** The address is /404 and the page says it cannot find what was asked for. */
async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
}

test('an unknown path shows /404', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expectNotFoundPage(page);
});

test('an unknown path inside the portal keeps the app shell around the 404 page', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/definitely-not-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

// Where a signed-in user lands when opening each address (spec platform §2: redirects, the
// canonical path, the guard of a feature the account does not have).
const LANDINGS = [
  {
    why: 'redirects of the spec: services-overview to the root, then the landing page',
    user: 'owner@acme.example',
    open: '/services-overview',
    lands: /\/account-summary$/,
  },
  { why: 'login goes to the root for someone already signed in', user: 'owner@acme.example', open: '/login', lands: /\/account-summary$/ },
  { why: 'a trailing-slash variant answers at the canonical path', user: 'owner@acme.example', open: '/account-summary/', lands: /\/account-summary$/ },
  {
    why: 'a feature that is off for the account is not there (security suite for Corner Cafe)',
    user: 'pastdue@cornercafe.example',
    open: '/security-suite',
    lands: /\/404$/,
  },
];
for (const { why, user, open, lands } of LANDINGS) {
  test(why, async ({ page }) => {
    await signInAt(page, user, open);
    await expect(page).toHaveURL(lands);
  });
}

test('a search param outside its schema is dropped from the address', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/account-summary?notice=make-me-admin');
  await expect(page).toHaveURL(/\/account-summary$/);
  await expect(page.getByTestId('access-notice')).toHaveCount(0);
});

test('a navigation error (a page chunk that fails to load) goes to /404', async ({ page }) => {
  await page.route('**/assets/login-page-*.js', (route) => route.abort('failed'));
  await page.goto('/login');
  await expectNotFoundPage(page);
});

test('the page a guard refuses never flashes: Back after the redirect does not return to it', async ({ page }) => {
  // from the summary, so that Back has a page to return to
  await signIn(page, 'staff@acme.example');
  await page.goto('/billing/pay-bill');
  await expect(page).toHaveURL(/notice=no-billing-access/);
  await page.goBack();
  await expect(page).toHaveURL(/\/account-summary$/);
});

// guards that explain themselves: a refused action is shown disabled, with the reason
// of the domain rule that refuses it tied to it for screen readers
test('a STANDARD user sees Pay bill disabled, with why: only the owner and administrators pay', async ({ page }) => {
  await signIn(page, 'staff@acme.example');
  const pay = page.getByTestId('balance-card').getByRole('button', { name: 'Pay bill' });
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  await expect(pay).toHaveAccessibleDescription('Only the account owner and administrators can pay bills.');
  // keyboard users reach it and hear the reason; activating it goes nowhere
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account-summary$/);
});

test('a past-due account cannot schedule a payment, and is told it must pay today', async ({ page }) => {
  await signIn(page, 'pastdue@cornercafe.example');
  const card = page.getByTestId('balance-card');
  await expect(card.getByRole('link', { name: 'Pay bill' })).toBeVisible();
  const schedule = card.getByRole('button', { name: 'Schedule a payment' });
  await expect(schedule).toHaveAttribute('aria-disabled', 'true');
  await expect(schedule).toHaveAccessibleDescription('Because your account has a past-due balance or is not active, the payment must be made today.');
  await expect(card.getByRole('link', { name: 'Schedule a payment' })).toHaveCount(0);
});

test('the billing home says the same: a past-due account must pay today, the others schedule', async ({ page }) => {
  await signInAt(page, 'pastdue@cornercafe.example', '/billing');
  const card = page.getByTestId('billing-status-card');
  await expect(card.getByRole('link', { name: 'Pay bill' })).toBeVisible();
  const schedule = card.getByRole('button', { name: 'Schedule a payment' });
  await expect(schedule).toHaveAttribute('aria-disabled', 'true');
  await expect(schedule).toHaveAccessibleDescription('Because your account has a past-due balance or is not active, the payment must be made today.');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // the page's logout answered first: landing later, it would end the session signed in next
  await expect(page).toHaveURL(/\/login\?loggedOut=true/);
  await signInAt(page, 'owner@acme.example', '/billing');
  await page.getByTestId('billing-status-card').getByRole('link', { name: 'Schedule a payment' }).click();
  await expect(page).toHaveURL(/\/billing\/pay-bill\?open=fdp$/);
});

test('an account in good standing schedules a payment from the summary', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByTestId('balance-card').getByRole('link', { name: 'Schedule a payment' }).click();
  await expect(page).toHaveURL(/\/billing\/pay-bill\?open=fdp$/);
});

test('in Spanish the reason is Spanish too', async ({ page }) => {
  await signIn(page, 'staff@acme.example');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByTestId('pay-bill-refused-reason')).toHaveText('Solo el titular de la cuenta y los administradores pueden pagar facturas.');
});
