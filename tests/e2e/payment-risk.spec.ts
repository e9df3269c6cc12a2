import type { Page } from '@playwright/test';
import { instantInZone } from '../../src/domain/dates';
import { expect, test, type Backend } from './support/fixtures';
import { LANGS, signInWithLanguage, type Lang } from './support/lang';
import { readStore, storeText } from './support/store';

/**
 * Auto Pay at risk, in English and Spanish, against the real backend: Brightline's
 * Visa 1881 (pm_6) backs its Auto Pay; made to expire at the end of this month with the next draft
 * on the 14th of next month, the summary and the billing home say so before the draft fails, and
 * the `cardExpiryFix` flow updates the expiry (checked in the store) or fails, offering another
 * method. The server's clock is frozen on the 15th of its month, so the months are whole on any day.
 */
const words = {
  en: {
    title: 'A payment will fail: the card expires first',
    update: 'Update expiration date',
    field: 'New expiration date (MMYY)',
    save: 'Save',
    cancel: 'Cancel',
    past: 'This date has already passed.',
    before: /This card would still expire before the payment on/,
    fixed: /Card updated: it now expires at the end of/,
    failed: "We couldn't update this card. Please try again, or choose another payment method.",
    other: 'Choose another method',
    reschedule: 'Cancel and schedule again',
  },
  es: {
    title: 'Un pago no se podrá realizar: la tarjeta vence antes',
    update: 'Actualizar vencimiento',
    field: 'Nueva fecha de vencimiento (MMAA)',
    save: 'Guardar',
    cancel: 'Cancelar',
    past: 'Esta fecha ya pasó.',
    before: /Esta tarjeta seguiría venciendo antes del pago del/,
    fixed: /Tarjeta actualizada: ahora vence a fines de/,
    failed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    other: 'Elegir otro método',
    reschedule: 'Cancelar y programar de nuevo',
  },
};

const mmyy = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Resets the store with `patch` on the 15th of the server's month at noon (after the move, so dates in it are that day's). */
async function freezeOn15th(page: Page, backend: Backend, patch: Record<string, unknown>) {
  const clock = await page.request.get('/__control/clock');
  const { today } = (await clock.json()) as { today: string };
  const day = `${today.slice(0, 8)}15`;
  await backend.post('/reset', { patch, now: instantInZone(day, '12:00', 'America/New_York').toISOString() });
  return { day, nextMonth: addDays(`${day.slice(0, 8)}28`, 7) };
}

const autoPayAtRisk = (day: string) => ({
  accounts: [{ id: 'acct_2', autoPay: { debitDay: 14 } }],
  paymentMethods: [{ id: 'pm_6', expiry: mmyy(day) }],
});
const visaExpiry = async () => (await readStore()).paymentMethods.find((m) => m.id === 'pm_6') as unknown as { expiry: string };

async function openAlert(page: Page, lang: Lang, where: 'summary' | 'billing') {
  await signInWithLanguage(page, 'autopay@brightline.example', lang);
  if (where === 'billing') await page.goto('/billing');
  const alert = page.getByTestId(where === 'summary' ? 'summary-payment-risk' : 'billing-payment-risk');
  await expect(alert.getByRole('heading', { name: words[lang].title })).toBeVisible();
  return alert;
}

for (const lang of LANGS) {
  const w = words[lang];
  test.describe(`Auto Pay at risk (${lang})`, () => {
    test('the summary says so; a new expiry that does not cover the draft is refused, one that does is saved', async ({ page, backend }) => {
      const { day, nextMonth } = await freezeOn15th(page, backend, {});
      await freezeOn15th(page, backend, autoPayAtRisk(day));
      const alert = await openAlert(page, lang, 'summary');
      await expect(alert.getByTestId('risk-autopay')).toContainText(nextMonth.slice(0, 4));
      await expect(alert.getByTestId('risk-other-method')).toHaveAttribute('href', '/billing/pay-bill?open=ap');

      // Cancel goes back to the alert, changing nothing
      const before = await storeText();
      await alert.getByRole('button', { name: w.update }).click();
      await expect(alert.getByLabel(w.field)).toBeFocused();
      await alert.getByRole('button', { name: w.cancel }).click();
      await expect(alert.getByRole('button', { name: w.update })).toBeVisible();
      expect(await storeText()).toBe(before);

      await alert.getByRole('button', { name: w.update }).click();
      const field = alert.getByLabel(w.field);
      // already past
      await field.fill('0120');
      await page.keyboard.press('Enter');
      await expect(alert.getByTestId('risk-expiry-error')).toHaveText(w.past);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // this month again: still before the draft
      await field.fill(mmyy(day));
      await alert.getByRole('button', { name: w.save }).click();
      await expect(alert.getByTestId('risk-expiry-error')).toHaveText(w.before);
      expect(await storeText()).toBe(before);
      // next month covers next month's 14th
      await field.fill(mmyy(nextMonth));
      await alert.getByRole('button', { name: w.save }).click();
      await expect(alert.getByTestId('risk-fixed')).toHaveText(w.fixed);
      expect((await visaExpiry()).expiry).toBe(mmyy(nextMonth));
    });

    test('on the billing home; an update that fails says so and offers another method', async ({ page, backend }) => {
      const { day } = await freezeOn15th(page, backend, {});
      await freezeOn15th(page, backend, autoPayAtRisk(day));
      const alert = await openAlert(page, lang, 'billing');
      await backend.fault('updatePaymentMethod', 'SERVICE_UNAVAILABLE');
      await alert.getByRole('button', { name: w.update }).click();
      await alert.getByLabel(w.field).fill(mmyy(addDays(day, 800)));
      await alert.getByRole('button', { name: w.save }).click();
      await expect(alert.getByTestId('risk-fix-failure')).toContainText(w.failed);
      await expect(alert.getByRole('link', { name: w.other })).toHaveAttribute('href', '/billing/pay-bill?open=ap');
      expect((await visaExpiry()).expiry).toBe(mmyy(day));
    });

    test("a scheduled payment after the card's last day is at risk too, with a way to schedule it again", async ({ page, backend }) => {
      const { day } = await freezeOn15th(page, backend, {});
      const lastDay = addDays(`${addDays(`${day.slice(0, 8)}28`, 7).slice(0, 8)}01`, -1);
      await freezeOn15th(page, backend, {
        paymentMethods: [{ id: 'pm_6', expiry: mmyy(day) }],
        accounts: [{ id: 'acct_2', autoPay: { debitDay: 16 } }],
        payments: [{ id: 'pay_19', methodId: 'pm_6', methodType: 'CARD', brand: 'VISA', last4: '1881', paymentDate: addDays(lastDay, 1) }],
      });
      const alert = await openAlert(page, lang, 'billing');
      await expect(alert.getByTestId('risk-scheduled')).toBeVisible();
      await expect(alert.getByTestId('risk-autopay')).toHaveCount(0);
      await expect(alert.getByRole('link', { name: w.reschedule })).toHaveAttribute('href', '/billing#scheduled-payments');
    });
  });
}

test('no risk, no alert', async ({ page }) => {
  await signInWithLanguage(page, 'autopay@brightline.example', 'en');
  await expect(page.getByTestId('summary-payment-risk')).toHaveCount(0);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-status-card')).toBeVisible();
  await expect(page.getByTestId('billing-payment-risk')).toHaveCount(0);
});

test('the demo account: an expired Visa behind Auto Pay and a scheduled payment, fixed in one step', async ({ page }) => {
  await signInWithLanguage(page, 'atrisk@riverside.example', 'en');
  const alert = page.getByTestId('summary-payment-risk');
  await expect(alert).toContainText('Your Visa ending in 2046 expired at the end of 10/26. These payments on it will fail:');
  await expect(alert.getByTestId('risk-autopay')).toBeVisible();
  await expect(alert.getByTestId('risk-scheduled')).toBeVisible();
  await alert.getByRole('button', { name: 'Update expiration date' }).click();
  await alert.getByLabel('New expiration date (MMYY)').fill('1230');
  await alert.getByRole('button', { name: 'Save' }).click();
  await expect(alert.getByTestId('risk-fixed')).toBeVisible();
  expect(((await readStore()).paymentMethods.find((m) => m.id === 'pm_26') as unknown as { expiry: string }).expiry).toBe('1230');
  // once read again, nothing is at risk; its two scheduled payments are the most allowed
  await page.goto('/billing');
  await expect(page.getByTestId('billing-status-card')).toBeVisible();
  await expect(page.getByTestId('billing-payment-risk')).toHaveCount(0);
  await expect(page.getByTestId('scheduled-list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('scheduled-schedule-refused')).toHaveAttribute('aria-disabled', 'true');
});
