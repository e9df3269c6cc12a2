import { expectNoAxeViolations } from './support/axe';
import { cardFailsAlone } from './support/billing-home';
import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The billing home's streaming subscriptions card (spec billing §2): each subscription's
 * name, monthly price and next renewal, read on its own: its failure (spec billing §8, billing
 * info fails to load) is its alone and Try again loads it; an account with none says so.
 */
test('the streaming card fails on its own, loads with Try again and lists what is billed', async ({ page, backend }) => {
  await signIn(page, 'owner@acme.example');
  const card = await cardFailsAlone(page, backend, 'streaming');
  const items = card.getByTestId('streaming-subscription');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Sports Network Plus');
  await expect(items.nth(0)).toContainText('$14.99/month');
  await expect(items.nth(0)).toContainText(/Renews \w+ \d{1,2}, \d{4}/);
  await expect(items.nth(1)).toContainText('Lobby Music Stream');
  await expect(card.getByTestId('streaming-total')).toHaveText('$44.98 a month in all');
  await expectNoAxeViolations(page, 'billing home with streaming');
});

test('in Spanish, and an account without streaming says so', async ({ page, browser, baseURL }) => {
  await signInAt(page, 'mobile@fleet.example', '/billing', 'es');
  const card = page.getByTestId('billing-streaming-card');
  await expect(card.getByRole('heading', { name: 'Suscripciones de streaming' })).toBeVisible();
  await expect(card.getByTestId('streaming-subscription')).toHaveCount(2);
  // the next renewal first
  await expect(card.getByTestId('streaming-subscription').first()).toContainText('Sports Network Plus');
  await expect(card.getByTestId('streaming-subscription').first()).toContainText('$14.99/mes');
  await expect(card.getByTestId('streaming-subscription').first()).toContainText('Se renueva el');
  await expect(card.getByTestId('streaming-total')).toHaveText('$24.98 al mes en total');

  const other = await browser.newPage({ baseURL });
  await signInAt(other, 'restricted@northwind.example', '/billing');
  await expect(other.getByTestId('streaming-none')).toHaveText('No streaming subscriptions are billed with this account.');
  await other.close();
});
