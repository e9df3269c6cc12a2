import { expectNoAxeViolations } from './support/axe';
import { autoPayOf, openAutoPay, signInAs, stepHeading } from './support/autopay';
import { expect, test } from './support/fixtures';
import { LANGS } from './support/lang';

/**
 * Mobile Auto Pay (spec billing §5 "Mobile Auto Pay is required and cannot use a
 * checking or savings account"; src/domain/mobile-autopay.ts), on Fleet Courier (mobile lines):
 * the billing home's mobile card says Auto Pay is required while it does not cover Mobile, and
 * the Enroll step says so, with the card-only rule, before a method is chosen. The method step's
 * refusal of a bank account for Mobile is walked by autopay-enroll.spec.ts. A cancel the server
 * refuses all the same (Mobile added to Auto Pay after the summary loaded) says why.
 */
const REQUIRED = {
  en: {
    card: 'Mobile Auto Pay is required. Set up Auto Pay for your mobile lines with a credit or debit card.',
    setUp: 'Set up Mobile Auto Pay',
    step: 'Mobile Auto Pay is required, and it must use a credit or debit card, not a bank account.',
    cancelRefused: 'Mobile Auto Pay is required, so it cannot be cancelled. You can change its payment method to another credit or debit card.',
  },
  es: {
    card: 'El Pago automático de Móvil es obligatorio. Configure el Pago automático de sus líneas móviles con una tarjeta de crédito o débito.',
    setUp: 'Configurar el Pago automático de Móvil',
    step: 'El Pago automático de Móvil es obligatorio y debe usar una tarjeta de crédito o débito, no una cuenta bancaria.',
    cancelRefused:
      'El Pago automático de Móvil es obligatorio, por lo que no se puede cancelar. Puede cambiar su método de pago por otra tarjeta de crédito o débito.',
  },
};

for (const lang of LANGS) {
  test(`Mobile Auto Pay is required where Auto Pay does not cover Mobile (${lang})`, async ({ page, backend }) => {
    const r = REQUIRED[lang];
    // seeded: Auto Pay on a card for core and Mobile: nothing to say
    const w = await signInAs(page, 'mobile@fleet.example', lang);
    await page.goto('/billing');
    const card = page.getByTestId('billing-mobile-devices-card');
    await expect(card.getByTestId('mobile-device').first()).toBeVisible();
    await expect(card.getByTestId('mobile-autopay-required')).toHaveCount(0);
    // ... and Manage Auto Pay does not cancel it: Cancel is disabled, with the reason (the server refuses it too)
    await openAutoPay(page, w.manageTitle);
    const cancel = page.getByRole('button', { name: w.cancelAutoPay });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(r.cancelRefused);
    await expect(page.getByRole('button', { name: w.changeMethod })).toBeEnabled();
    await expectNoAxeViolations(page, 'Manage Auto Pay, mobile Auto Pay cannot be cancelled');
    await page.goto('/billing');

    // Auto Pay for core services alone (on the checking account): Mobile is not covered
    await backend.reset({ accounts: [{ id: 'acct_8', autoPay: { enrolled: true, methodId: 'pm_16', debitDay: 24, services: ['CORE'] } }] });
    await page.reload();
    await expect(card.getByTestId('mobile-autopay-required')).toContainText(r.card);
    await expectNoAxeViolations(page, 'billing home, mobile Auto Pay required');

    // not enrolled: the Enroll step says it before a method is chosen
    await backend.reset({ accounts: [{ id: 'acct_8', autoPay: { enrolled: false, methodId: null, debitDay: null, services: [] } }] });
    await page.reload();
    await card.getByRole('link', { name: r.setUp }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.enrollTitle })).toBeVisible();
    await expect(page.getByTestId('ap-mobile-required')).toHaveText(r.step);
    await expect(page.getByLabel(w.mobile, { exact: true })).toHaveAccessibleDescription(new RegExp(r.step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.getByLabel(w.mobile, { exact: true }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(stepHeading(page, w.methodTitle)).toBeFocused();
    await expect(page.getByRole('radio', { name: new RegExp(w.bankEnding('4150')) })).toBeDisabled();
  });
}

for (const lang of LANGS) {
  test(`a cancel refused because Mobile was added to Auto Pay after the summary loaded says why (${lang})`, async ({ page, backend }) => {
    const r = REQUIRED[lang];
    // Fleet's Auto Pay covers core services alone: Manage offers Cancel
    await backend.reset({ accounts: [{ id: 'acct_8', autoPay: { enrolled: true, methodId: 'pm_15', debitDay: 24, services: ['CORE'] } }] });
    const w = await signInAs(page, 'mobile@fleet.example', lang);
    await openAutoPay(page, w.manageTitle);
    const cancel = page.getByRole('button', { name: w.cancelAutoPay });
    await expect(cancel).toBeEnabled();
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: w.cancelDialog });
    await expect(dialog).toBeVisible();
    // meanwhile the account changes on the server: its Auto Pay covers Mobile again (the seed's)
    await backend.reset();
    const seeded = await autoPayOf('acct_8');
    expect(seeded.services).toEqual(['CORE', 'MOBILE']);
    await dialog.getByRole('button', { name: w.cancelAutoPay }).click();

    // the server's refusal, in its own words rather than the generic failure; nothing changed
    await expect(page.getByRole('heading', { level: 2, name: w.notCancelled })).toBeFocused();
    await expect(page.getByTestId('ap-error')).toContainText(r.cancelRefused);
    await expect(page.getByTestId('ap-error')).not.toContainText(w.cancelError);
    expect(await autoPayOf('acct_8')).toEqual(seeded);
    await expectNoAxeViolations(page, 'Auto Pay not cancelled: mobile Auto Pay is required');

    // back to the summary as the server now holds it: Cancel disabled, with the same reason
    await page.getByRole('button', { name: w.backToManage }).click();
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(r.cancelRefused);
  });
}
