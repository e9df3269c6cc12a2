import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, money, type Lang, signInAt, signedIn } from './support/lang';
import { amountStep, openPayment, signInAs, usDay } from './support/payment';
import { readStore, storeText } from './support/store';

/**
 * Manage scheduled payments on the billing home (spec billing §2 "list and cancel", §5, §8, §9),
 * in English and Spanish, against the real backend: the `scheduledPayments` flow and
 * its `scheduledPaymentCancel` child, each outcome checked in the store. Brightline (acct_2) has
 * one scheduled payment, $150.00 from its savings account 2290 (pay_19).
 */
const BRIGHTLINE = 'autopay@brightline.example';
const SCHEDULED = 'pay_19';

const words = {
  en: {
    title: 'Scheduled payments',
    bank: 'Bank account ending in 2290',
    cancel: /^Cancel this payment/,
    dialog: 'Cancel this scheduled payment?',
    confirm: 'Cancel payment',
    keep: 'Keep payment',
    cancelled: 'Your scheduled payment is cancelled. It will not be made.',
    failed: "We couldn't cancel your scheduled payment. It is still scheduled. Please try again later.",
    loadFailed: "Your scheduled payments couldn't be loaded. Please try again later.",
    retry: 'Try again',
    empty: 'You have no scheduled payments.',
    schedule: 'Schedule a payment',
    limit: 'You already have two scheduled payments, the most allowed. Cancel one to schedule another.',
  },
  es: {
    title: 'Pagos programados',
    bank: 'Cuenta bancaria terminada en 2290',
    cancel: /^Cancelar este pago/,
    dialog: '¿Cancelar este pago programado?',
    confirm: 'Cancelar pago',
    keep: 'Mantener el pago',
    cancelled: 'Su pago programado está cancelado. No se realizará.',
    // spec billing §8: in Spanish every failure is the one generic text
    failed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    loadFailed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    retry: 'Intentar de nuevo',
    empty: 'No tiene pagos programados.',
    schedule: 'Programar un pago',
    limit: 'Ya tiene dos pagos programados, el máximo permitido. Cancele uno para programar otro.',
  },
};

const statusOf = async (id: string) => (await readStore()).payments.find((p) => p.id === id)!.status;

async function openBilling(page: Page, lang: Lang) {
  await signInAt(page, BRIGHTLINE, '/billing', lang);
  const card = page.getByTestId('scheduled-payments');
  await expect(card.getByRole('heading', { name: words[lang].title })).toBeVisible();
  await expect(card).toHaveAttribute('data-state', '"list"');
  return card;
}

for (const lang of LANGS) {
  const w = words[lang];
  test.describe(`scheduled payments (${lang})`, () => {
    test('the list shows amount, date, method and confirmation number; Keep changes nothing; Cancel cancels it at once', async ({ page }) => {
      const card = await openBilling(page, lang);
      const seeded = (await readStore()).payments.find((p) => p.id === SCHEDULED)!;
      const item = card.getByTestId(`scheduled-${SCHEDULED}`);
      await expect(item.getByTestId('scheduled-amount')).toHaveText(money(15000, lang));
      await expect(item).toContainText(w.bank);
      await expect(item.getByTestId('scheduled-confirmation')).toHaveText(seeded.confirmationNumber);
      const year = seeded.paymentDate.slice(0, 4);
      await expect(item.getByTestId('scheduled-date')).toContainText(year);

      // kept: the dialog closes, the focus goes back to the button, nothing changes
      const before = await storeText();
      await item.getByRole('button', { name: w.cancel }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      // a destructive question starts on the safe answer
      await expect(dialog.getByRole('button', { name: w.keep })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(item.getByRole('button', { name: w.cancel })).toBeFocused();
      expect(await storeText()).toBe(before);

      // cancelled: the payment leaves the list, the store says CANCELLED
      await item.getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog', { name: w.dialog }).getByRole('button', { name: w.confirm }).click();
      await expect(card.getByTestId('scheduled-cancelled')).toHaveText(new RegExp(w.cancelled.replace('.', '\\.')));
      await expect(card.getByTestId('scheduled-empty')).toHaveText(w.empty);
      expect(await statusOf(SCHEDULED)).toBe('CANCELLED');
    });

    test('a cancel that fails says so (spec billing §8) and leaves the payment scheduled', async ({ page, backend }) => {
      const card = await openBilling(page, lang);
      await backend.fault('cancelScheduledPayment', 'SERVICE_UNAVAILABLE');
      await card.getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog', { name: w.dialog }).getByRole('button', { name: w.confirm }).click();
      await expect(card.getByTestId('scheduled-cancel-failure')).toContainText(w.failed);
      await expect(card.getByTestId(`scheduled-${SCHEDULED}`)).toBeVisible();
      expect(await statusOf(SCHEDULED)).toBe('SCHEDULED');
      await card.getByTestId('scheduled-cancel-failure').getByRole('button', { name: 'OK' }).click();
      await expect(card.getByTestId('scheduled-cancel-failure')).toBeHidden();
    });

    test('a list that cannot be loaded says so, and Try again loads it', async ({ page, backend }) => {
      await signedIn(page, BRIGHTLINE, lang);
      // the billing home's own read of them, then the card's: both fail; the page stands
      await backend.fault('scheduledPayments', 'SERVICE_UNAVAILABLE', 2);
      await page.goto('/billing');
      await expect(page.getByTestId('billing-status-card')).toBeVisible();
      const card = page.getByTestId('scheduled-payments');
      await expect(card.getByTestId('scheduled-unavailable')).toContainText(w.loadFailed);
      await card.getByRole('button', { name: w.retry }).click();
      await expect(card.getByTestId(`scheduled-${SCHEDULED}`)).toBeVisible();
    });

    test('at the limit of two, "Schedule a payment" says why; cancelling one makes it available at once', async ({ page, backend, today }) => {
      const second = {
        id: 'pay_9001',
        accountId: 'acct_2',
        confirmationNumber: 'CNFTESTLIMIT2',
        amount: 5000,
        paymentDate: new Date(Date.parse(`${today}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10),
        methodType: 'BANK',
        brand: null,
        last4: '2290',
        methodId: 'pm_7',
        channel: 'ONLINE',
        status: 'SCHEDULED',
        createdAt: `${today}T15:00:00.000Z`,
        userId: null,
      };
      await backend.reset({ payments: [second] });
      const card = await openBilling(page, lang);
      await expect(card.getByTestId('scheduled-list').getByRole('listitem')).toHaveCount(2);
      const refused = card.getByTestId('scheduled-schedule-refused');
      await expect(refused).toHaveAttribute('aria-disabled', 'true');
      await expect(card.getByTestId('scheduled-schedule-refused-reason')).toHaveText(w.limit);
      // the status card's action follows the same rule
      await expect(page.getByTestId('billing-schedule-refused')).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByTestId('billing-schedule-refused-reason')).toHaveText(w.limit);
      await card.getByTestId('scheduled-pay_9001').getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog', { name: w.dialog }).getByRole('button', { name: w.confirm }).click();
      await expect(card.getByTestId('scheduled-list').getByRole('listitem')).toHaveCount(1);
      await expect(card.getByRole('link', { name: w.schedule })).toHaveAttribute('href', '/billing/pay-bill?open=fdp');
      await expect(page.getByTestId('billing-status-card').getByRole('link', { name: w.schedule })).toHaveAttribute('href', '/billing/pay-bill?open=fdp');
      expect(await statusOf('pay_9001')).toBe('CANCELLED');
      expect(await statusOf(SCHEDULED)).toBe('SCHEDULED');
    });
  });
}

test('the confirmation of a future-dated payment links to the list, where it can be cancelled', async ({ page, today }) => {
  const w = await signInAs(page, 'owner@acme.example', 'en');
  await openPayment(page, w, 'fdp');
  await page.getByLabel(w.dateLabel).fill(usDay(today, 10));
  await page.getByRole('button', { name: w.next }).click();
  await amountStep(page, w, '75.10');
  await page.getByRole('radio', { name: new RegExp(w.bankEnding('8841')) }).check();
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByRole('heading', { name: w.scheduled })).toBeVisible();
  const confirmation = await page.getByTestId('confirmation-number').textContent();
  await page.getByRole('link', { name: 'View scheduled payments' }).click();
  await expect(page).toHaveURL(/\/billing\?scheduled=pay_\d+#scheduled-payments$/);
  const card = page.getByTestId('scheduled-payments');
  // the new payment is pointed at, in view
  const item = card.locator('li[aria-current="true"]');
  await expect(item.getByTestId('scheduled-confirmation')).toHaveText(confirmation!);
  await expect(item.getByTestId('scheduled-amount')).toHaveText('$75.10');
  await expect(item).toBeInViewport();
});
