import type { Locator, Page } from '@playwright/test';
import { expect, type Backend } from './fixtures';

// the billing home cards that read on their own: their read's operation, name (test ids), title and failure message
const CARDS = {
  streaming: { operation: 'streamingSubscriptions', title: 'Streaming subscriptions', message: 'Your billing information could not be loaded.' },
  transactions: { operation: 'transactions', title: 'Recent transactions', message: "Your transactions couldn't be loaded right now. Please try again." },
  'mobile-devices': { operation: 'mobileBalance', title: 'Mobile devices balance', message: 'Your mobile billing information could not be loaded.' },
};

/**
 * A billing home card whose own read fails (spec billing §8): it says so with its
 * message while the other cards stand, and Try again reads it anew with the focus kept on the
 * card's title (not dropped to the page's body). The card, for what it then shows.
 */
export async function cardFailsAlone(page: Page, backend: Backend, name: keyof typeof CARDS): Promise<Locator> {
  const card = CARDS[name];
  await backend.fault(card.operation, 'SERVICE_UNAVAILABLE');
  await page.goto('/billing');
  const region = page.getByTestId(`billing-${name}-card`);
  await expect(region.getByTestId(`${name}-failed`)).toContainText(card.message);
  await expect(page.getByTestId('billing-status-card')).toBeVisible();
  await expect(page.getByTestId('billing-autopay-card')).toBeVisible();
  await region.getByRole('button', { name: 'Try again' }).click();
  await expect(region.getByRole('heading', { name: card.title })).toBeFocused();
  return region;
}
