import type { Locator, Page } from '@playwright/test';
import { expect, type Backend } from './fixtures';

/**
 * A billing home card whose own read fails (issue 16; spec billing §8): it says so with its
 * message while the other cards stand, and Try again reads it anew with the focus kept on the
 * card's title (not dropped to the page's body). The card, for what it then shows.
 */
export async function cardFailsAlone(
  page: Page,
  backend: Backend,
  card: { operation: string; name: string; title: string; message: string },
): Promise<Locator> {
  await backend.fault(card.operation, 'SERVICE_UNAVAILABLE');
  await page.goto('/billing');
  const region = page.getByTestId(`billing-${card.name}-card`);
  await expect(region.getByTestId(`${card.name}-failed`)).toContainText(card.message);
  await expect(page.getByTestId('billing-status-card')).toBeVisible();
  await expect(page.getByTestId('billing-autopay-card')).toBeVisible();
  await region.getByRole('button', { name: 'Try again' }).click();
  await expect(region.getByRole('heading', { name: card.title })).toBeFocused();
  return region;
}
