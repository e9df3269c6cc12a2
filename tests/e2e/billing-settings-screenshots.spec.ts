import type { Page } from '@playwright/test';
import { instantInZone } from '../../src/domain/dates';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang, signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// Scheduled payments, the cancel confirmation, bill delivery and the at-risk alert, in
// both languages, at desktop and phone widths: none wider than the window. `npm run screenshots`
// also writes each as a picture to look at (/tmp/shots/settings-*.png, support/shots.ts).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number, fullPage = true) =>
  pictureWithin(page, `settings-${name}-${lang}-${width}.png`, width, fullPage);

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mmyy = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`scheduled payments, cancel, bill delivery and the at-risk alert (${lang}, ${width} px)`, atWidth(width, lang), async ({ page, backend, today }) => {
      await page.setViewportSize({ width, height: 900 });
      // Brightline at its limit of two scheduled payments
      await backend.reset({
        payments: [
          {
            id: 'pay_9001',
            accountId: 'acct_2',
            confirmationNumber: 'CNFSHOTLIMIT2',
            amount: 12575,
            paymentDate: addDays(today, 12),
            methodType: 'CARD',
            brand: 'VISA',
            last4: '1881',
            methodId: 'pm_6',
            channel: 'ONLINE',
            status: 'SCHEDULED',
            createdAt: `${today}T15:00:00.000Z`,
            userId: null,
          },
        ],
      });
      await signInAt(page, 'autopay@brightline.example', '/billing', lang);
      const card = page.getByTestId('scheduled-payments');
      await expect(card.getByTestId('scheduled-list').getByRole('listitem')).toHaveCount(2);
      await shot(page, 'billing-home', lang, width);
      await card.getByTestId('scheduled-cancel').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'scheduled-cancel', lang, width, false);
      await page.getByRole('dialog').getByRole('button').first().click();
      await expect(card.getByTestId('scheduled-cancelled')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'scheduled-cancelled', lang, width);

      await page.goto('/billing/pay-bill?open=bd');
      await expect(page.getByTestId('bill-delivery')).toHaveAttribute('data-state', '"showing"');
      await shot(page, 'bill-delivery', lang, width);
      await page.getByTestId('delivery-switch').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'bill-delivery-dialog', lang, width, false);

      // the Visa behind Auto Pay expires this month, the next draft is next month's 14th
      const clock = await page.request.get('/__control/clock');
      const day = `${((await clock.json()) as { today: string }).today.slice(0, 8)}15`;
      await backend.post('/reset', {
        patch: { accounts: [{ id: 'acct_2', autoPay: { debitDay: 14 } }], paymentMethods: [{ id: 'pm_6', expiry: mmyy(day) }] },
        now: instantInZone(day, '12:00', 'America/New_York').toISOString(),
      });
      await page.goto('/account-summary');
      const alert = page.getByTestId('summary-payment-risk');
      await expect(alert).toBeVisible();
      await shot(page, 'at-risk-summary', lang, width);
      await alert.getByTestId('risk-update-expiry').click();
      await alert.getByTestId('risk-expiry').fill(mmyy(day));
      await alert.getByTestId('risk-save').click();
      await expect(alert.getByTestId('risk-expiry-error')).toBeVisible();
      await shot(page, 'at-risk-form', lang, width);
      await page.goto('/billing');
      await expect(page.getByTestId('billing-payment-risk')).toBeVisible();
      await shot(page, 'at-risk-billing', lang, width);
    });
  }
}
