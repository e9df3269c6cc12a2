import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACME, FLEET, mondayWorld, RETURNED_ID, signInAgain } from './support/activity';
import { LANGS, type Lang, signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// The payment history and the account activity in both languages at desktop and phone
// widths, none wider than the window: the history with a payment's lifecycle open, the activity
// with its two tables and the mobile transactions. `npm run screenshots` also writes each as a
// picture to look at (/tmp/shots/activity-*.png); npm test walks the 390 px ones.
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number) => pictureWithin(page, `activity-${name}-${lang}-${width}.png`, width);

async function walk(page: Page, backend: Parameters<typeof mondayWorld>[0], lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await mondayWorld(backend);
  await signInAt(page, ACME, '/billing/payment-history', lang);
  const history = page.getByTestId('payment-history');
  await expect(history).toHaveAttribute('data-state', '{"ready":"list"}');
  await history.locator(`[data-payment="${RETURNED_ID}"]`).getByTestId('history-timeline').locator('summary').click();
  await shot(page, 'history', lang, width);

  await signInAgain(page, FLEET, '/billing/account-activity');
  await expect(page.getByTestId('activity')).toHaveAttribute('data-state', '{"ready":"list"}');
  await expect(page.getByTestId('mobile-transactions')).toHaveAttribute('data-state', '{"ready":"list"}');
  await shot(page, 'activity', lang, width);
}

for (const width of [1400, 390])
  for (const lang of LANGS)
    test(`history and activity (${lang}, ${width} px)`, atWidth(width, lang), async ({ page, backend }) => walk(page, backend, lang, width));
