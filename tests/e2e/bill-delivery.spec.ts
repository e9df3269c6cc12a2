import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, openFlowCard, type Lang, signInAt } from './support/lang';
import { accountOf, storeText } from './support/store';

/**
 * Bill delivery (spec billing §2, §4, §8), in English and Spanish, against the real
 * backend: the `billDelivery` flow and its `billDeliverySwitch` child at both of its addresses,
 * each outcome checked in the store, and the billing home and summary following it.
 * Brightline (acct_2) is paperless; Acme (acct_1) gets paper bills.
 */
const words = {
  en: {
    title: 'Bill delivery',
    paperless: 'Paperless',
    paper: 'Paper',
    toPaper: 'Switch to paper bills',
    toPaperTitle: 'Switch to paper bills?',
    toPaperConfirm: 'Switch to paper',
    goPaperless: 'Go paperless',
    goPaperlessTitle: 'Go paperless?',
    keep: 'Keep it as it is',
    nowPaper: 'Your next bill will come by mail.',
    nowPaperless: "You're now paperless. Your next bill will come by e-mail.",
    failed: "We couldn't change how you get your bill. Please try again from Settings.",
    settings: 'Go to Settings',
    loadFailed: "Your billing information couldn't be loaded. Please try again later.",
    retry: 'Try again',
  },
  es: {
    title: 'Entrega de la factura',
    paperless: 'Electrónica',
    paper: 'Papel',
    toPaper: 'Cambiar a factura en papel',
    toPaperTitle: '¿Cambiar a factura en papel?',
    toPaperConfirm: 'Cambiar a papel',
    goPaperless: 'Pasar a factura electrónica',
    goPaperlessTitle: '¿Pasar a factura electrónica?',
    keep: 'Dejarla como está',
    nowPaper: 'Su próxima factura le llegará por correo postal.',
    nowPaperless: 'Ya tiene factura electrónica. Su próxima factura le llegará por correo electrónico.',
    // spec billing §8: the generic text, and the way to Settings
    failed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo de nuevo desde Configuración.',
    settings: 'Ir a Configuración',
    loadFailed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    retry: 'Intentar de nuevo',
  },
};

const open = (page: Page, username: string, lang: Lang, path: string) =>
  openFlowCard(page, lang, { username, path, title: words[lang].title, cardTestId: 'bill-delivery', state: 'showing' });

for (const lang of LANGS) {
  const w = words[lang];
  test.describe(`bill delivery (${lang})`, () => {
    test('paperless to paper at /billing/pay-bill?open=bd: Keep changes nothing, confirming switches; the billing home and summary follow', async ({
      page,
    }) => {
      const card = await open(page, 'autopay@brightline.example', lang, '/billing/pay-bill?open=bd');
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paperless);
      await expect(card.getByTestId('delivery-email')).toHaveText('autopay@brightline.example');

      const before = await storeText();
      await card.getByRole('button', { name: w.toPaper }).click();
      const dialog = page.getByRole('dialog', { name: w.toPaperTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: w.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: w.toPaper })).toBeFocused();
      expect(await storeText()).toBe(before);

      await card.getByRole('button', { name: w.toPaper }).click();
      await page.getByRole('dialog', { name: w.toPaperTitle }).getByRole('button', { name: w.toPaperConfirm }).click();
      await expect(card.getByTestId('delivery-switched')).toContainText(w.nowPaper);
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paper);
      expect((await accountOf('acct_2')).paperless).toBe(false);

      await page.goto('/billing');
      await expect(page.getByTestId('settings-bill-delivery-mode')).toHaveText(w.paper);
      await page.goto('/account-summary');
      await expect(page.getByTestId('summary-bill-delivery')).toHaveText(w.paper);
    });

    test('paper to paperless in Settings: the dialog names the e-mail; the flag is stored', async ({ page }) => {
      const card = await open(page, 'owner@acme.example', lang, '/user-preferences/notifications/manage/bill-delivery');
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paper);
      await card.getByRole('button', { name: w.goPaperless }).click();
      const dialog = page.getByRole('dialog', { name: w.goPaperlessTitle });
      await expect(dialog).toContainText('owner@acme.example');
      await expect(dialog.getByRole('button', { name: w.goPaperless })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(card.getByTestId('delivery-switched')).toContainText(w.nowPaperless);
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paperless);
      expect((await accountOf('acct_1')).paperless).toBe(true);
    });

    test('a switch that fails says to try again from Settings (spec billing §8), and changes nothing', async ({ page, backend }) => {
      const card = await open(page, 'owner@acme.example', lang, '/billing/pay-bill?open=bd');
      await backend.fault('updatePaperless', 'SERVICE_UNAVAILABLE');
      await card.getByRole('button', { name: w.goPaperless }).click();
      await page.getByRole('dialog', { name: w.goPaperlessTitle }).getByRole('button', { name: w.goPaperless }).click();
      const failure = card.getByTestId('delivery-failure');
      await expect(failure).toContainText(w.failed);
      await expect(failure.getByRole('link', { name: w.settings })).toHaveAttribute('href', '/user-preferences/notifications/manage/bill-delivery');
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paper);
      expect((await accountOf('acct_1')).paperless).toBe(false);
    });

    test('a delivery that cannot be loaded says so, and Try again loads it', async ({ page, backend }) => {
      await backend.fault('billDelivery', 'SERVICE_UNAVAILABLE');
      await signInAt(page, 'owner@acme.example', '/billing/pay-bill?open=bd', lang);
      const card = page.getByTestId('bill-delivery');
      await expect(card.getByTestId('delivery-unavailable')).toContainText(w.loadFailed);
      await card.getByRole('button', { name: w.retry }).click();
      await expect(card.getByTestId('delivery-mode')).toHaveText(w.paper);
    });
  });
}

test('the billing home settings card links to bill delivery, the wallet and the ways to pay', async ({ page }) => {
  await signInAt(page, 'owner@acme.example', '/billing', 'en');
  const settings = page.getByTestId('billing-settings-card');
  await expect(settings.getByTestId('settings-bill-delivery')).toHaveAttribute('href', '/billing/pay-bill?open=bd');
  await expect(settings.getByTestId('settings-wallet')).toHaveAttribute('href', '/billing/bill-pay-options#wallet');
  await expect(settings.getByTestId('settings-bill-pay-options')).toHaveAttribute('href', '/billing/bill-pay-options');
  await settings.getByTestId('settings-bill-delivery').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bill delivery' })).toBeVisible();
});
