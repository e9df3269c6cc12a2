import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS, money, type Lang, signInAt, signedIn } from './support/lang';

/**
 * The billing dialogs (spec billing §2 "Dialogs", §9): news and information and the
 * billing disclosures on the billing home, the disclosures on the Auto Pay page. A notice not yet
 * dismissed is new; its dialog is modal (focus inside, Escape closes, focus back on its button);
 * "Don't show this again" is saved for this person on the server: it holds in another browser
 * (a new sign-in), and another person of the account still sees the notice as new. A failed save
 * says so in the dialog and changes nothing. Walks the billingNotices flow (flows.spec.ts
 * WALKED_BY_SPEC): the read answered and failed, open, close, dismiss failed and saved, a
 * dismissed notice read again.
 */
const W = {
  en: {
    news: 'News and information',
    disclosures: 'Billing disclosures',
    dontShow: "Don't show this again",
    close: 'Close',
    posting: 'A payment can take up to 24 hours to show in your balance and account activity.',
    statement: 'Your current statement is available 24 to 48 hours after your billing cycle closes.',
    discount: (d: string) => `Auto Pay discount: eligible accounts save ${d} a month while Auto Pay is on. The discount ends when you cancel Auto Pay.`,
    failed: "We couldn't save that. This notice will show again next time. Please try again later.",
  },
  es: {
    news: 'Noticias e información',
    disclosures: 'Avisos de facturación',
    dontShow: 'No volver a mostrar',
    close: 'Cerrar',
    posting: 'Un pago puede tardar hasta 24 horas en reflejarse en su saldo y en la actividad de la cuenta.',
    statement: 'Su estado de cuenta actual está disponible entre 24 y 48 horas después del cierre de su ciclo de facturación.',
    discount: (d: string) =>
      `Descuento de Pago automático: las cuentas que califican ahorran ${d} al mes mientras el Pago automático esté activo. El descuento termina si cancela el Pago automático.`,
    failed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
  },
} satisfies Record<Lang, unknown>;

/** The notices once this person's dismissals are read. */
async function notices(page: Page) {
  const section = page.getByTestId('billing-notices');
  await expect(section).toBeVisible();
  await expect(section).not.toHaveAttribute('aria-busy', 'true');
  return section;
}

for (const lang of LANGS) {
  test(`billing dialogs: read, closed, dismissed once for this person only (${lang})`, async ({ page, browser, baseURL, backend }) => {
    const w = W[lang];
    await signInAt(page, 'owner@acme.example', '/billing', lang);
    const section = await notices(page);
    await expect(section.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');
    await expect(section.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'true');
    await expectNoAxeViolations(page, 'billing home with its notices');

    // news: opened, then Escape closes it only for now; the focus is back on its button
    const newsButton = section.getByRole('button', { name: w.news });
    await newsButton.click();
    const dialog = page.getByRole('dialog', { name: w.news });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: w.dontShow })).toBeFocused();
    await expectNoAxeViolations(page, 'news and information dialog');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: w.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(newsButton).toBeFocused();
    await expect(section.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');

    // the disclosures: spec billing §9's three, the discount as the account's
    await section.getByRole('button', { name: w.disclosures }).click();
    const disclosures = page.getByRole('dialog', { name: w.disclosures });
    await expect(disclosures.getByTestId('disclosure-posting')).toHaveText(w.posting);
    await expect(disclosures.getByTestId('disclosure-statement')).toHaveText(w.statement);
    await expect(disclosures.getByTestId('disclosure-autopay')).toHaveText(w.discount(money(500, lang)));
    await expectNoAxeViolations(page, 'billing disclosures dialog');

    // a failed save says so and keeps the dialog; the next one saves
    await backend.fault('dismissNotice', 'SERVICE_UNAVAILABLE');
    await disclosures.getByRole('button', { name: w.dontShow }).click();
    await expect(disclosures.getByTestId('notice-dismiss-failed')).toHaveText(w.failed);
    await expect(section.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'true');
    await disclosures.getByRole('button', { name: w.dontShow }).click();
    await expect(disclosures).toHaveCount(0);
    await expect(section.getByRole('button', { name: w.disclosures })).toBeFocused();
    await expect(section.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'false');
    await expect(section.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');

    // still there to read, with only Close
    await section.getByRole('button', { name: w.disclosures }).click();
    await expect(disclosures.getByRole('button', { name: w.close })).toBeFocused();
    await expect(disclosures.getByRole('button', { name: w.dontShow })).toHaveCount(0);
    await disclosures.getByRole('button', { name: w.close }).click();
    await expect(disclosures).toHaveCount(0);

    // the same person in another browser: the dismissal holds, on the Auto Pay page too
    const again = await browser.newPage({ baseURL });
    await signInAt(again, 'owner@acme.example', '/billing', lang);
    const mine = await notices(again);
    await expect(mine.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'false');
    await expect(mine.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');
    await again.goto('/billing/pay-bill?open=ap');
    const onAutoPay = await notices(again);
    await expect(onAutoPay.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'false');
    await expect(onAutoPay.getByTestId('notice-billingNews')).toHaveCount(0);
    await again.close();

    // another person of the account still sees it as new; when their dismissals cannot be read, every notice is new
    const admin = await browser.newPage({ baseURL });
    await signedIn(admin, 'admin@acme.example', lang);
    await backend.fault('dismissedNotices', 'SERVICE_UNAVAILABLE');
    await admin.goto('/billing');
    const theirs = await notices(admin);
    await expect(theirs.getByTestId('notice-billingDisclosures')).toHaveAttribute('data-new', 'true');
    await expect(theirs.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');
    await admin.close();
  });
}
