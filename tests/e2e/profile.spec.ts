import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS } from './support/lang';
import { openProfile, profileRecords, sendCodeTypeWrong, sentCode } from './support/profile';

/**
 * Profile & Settings in English and Spanish against the real backend: the owner
 * verifies Luis's landline with the code from the simulated outbox (a wrong code first), then
 * sends Luis the orders' notices and meets the refusal of switching security notices off; an
 * expired code asks for a new one; a STANDARD user reads everything and sees no control.
 */
const words = {
  en: {
    verifyTitle: 'Verify this contact',
    send: 'Send code',
    codeTitle: 'Enter your code',
    code: 'Code',
    verify: 'Verify',
    wrong: "That code isn't right. You have 4 tries left.",
    verified: 'Contact verified. It can now get notifications.',
    change: 'Change notifications',
    mandatory: 'These notices are required: at least one contact must get them.',
    save: 'Save notifications',
    saved: 'Your notification choices are saved.',
    owner: 'Owner',
  },
  es: {
    verifyTitle: 'Verificar este contacto',
    send: 'Enviar código',
    codeTitle: 'Escriba su código',
    code: 'Código',
    verify: 'Verificar',
    wrong: 'Ese código no es correcto. Le quedan 4 intentos.',
    verified: 'Contacto verificado. Ya puede recibir notificaciones.',
    change: 'Cambiar notificaciones',
    mandatory: 'Estos avisos son obligatorios: al menos un contacto debe recibirlos.',
    save: 'Guardar notificaciones',
    saved: 'Sus preferencias de notificación se guardaron.',
    owner: 'Titular',
  },
};

const contactOf = async (id: string) => (await profileRecords()).contacts.find((c) => c.id === id)!;

for (const lang of LANGS) {
  const w = words[lang];
  test(`the owner verifies a contact by code and chooses who gets which notices (${lang})`, async ({ page }) => {
    await openProfile(page, 'owner@acme.example', lang, '/user-preferences/');
    await expect(page).toHaveURL(/\/user-preferences$/);
    await expect(page.getByTestId('profile-role')).toHaveText(w.owner);

    await page.getByTestId('verify-ct_4').click();
    const dialog = page.getByRole('dialog', { name: w.verifyTitle });
    const { codeDialog, code } = await sendCodeTypeWrong(page, dialog, { id: 'ct_4', masked: '(•••) •••-0142' }, w);
    await codeDialog.getByRole('button', { name: w.verify }).click();
    await expect(codeDialog.getByTestId('otp-notice')).toHaveText(w.wrong);
    await expectNoAxeViolations(page, `code dialog (${lang})`);
    await codeDialog.getByLabel(w.code).fill(code);
    await codeDialog.getByRole('button', { name: w.verify }).click();
    await expect(page.getByTestId('otp-verified')).toHaveText(new RegExp(w.verified));
    await expect(page.getByTestId('contact-ct_4').getByTestId('contact-verified')).toBeVisible();
    expect((await contactOf('ct_4')).verified).toBe(true);

    await page.getByRole('button', { name: w.change }).click();
    const editor = page.getByTestId('preferences-editor');
    // the last contact of security notices cannot be switched off, and says why
    await editor.getByTestId('edit-SECURITY').getByRole('checkbox').first().click();
    await expect(editor.getByTestId('edit-SECURITY').getByTestId('preferences-refusal')).toHaveText(w.mandatory);
    await expect(editor.getByTestId('edit-SECURITY').getByRole('checkbox').first()).toBeChecked();
    // Luis, verified now, gets the orders' notices
    await editor.getByTestId('edit-ORDERS').getByRole('checkbox').nth(3).check();
    await expectNoAxeViolations(page, `preferences editor (${lang})`);
    await editor.getByRole('button', { name: w.save }).click();
    await expect(page.getByTestId('preferences-saved')).toHaveText(new RegExp(w.saved));
    await expect(page.getByTestId('family-ORDERS')).toContainText('(718) 555-0142');
    const orders = (await profileRecords()).communicationPreferences.filter((p) => p.accountId === 'acct_1' && p.serviceEventCode === 'ORDERS');
    expect(orders.map((p) => p.contactId)).toEqual(['ct_4']);
  });
}

test('a code typed after its ten minutes on the server clock has expired and a new one is sent', async ({ page, backend }) => {
  await backend.freezeDay('10:00');
  await openProfile(page, 'admin@acme.example', 'en');
  await page.getByTestId('verify-ct_4').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
  const code = await sentCode('ct_4');
  await page.getByRole('dialog').getByLabel('Code').fill(code);
  await backend.post('/clock', { advanceSeconds: 600 });
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Your code has expired' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toBeVisible();
  expect(await sentCode('ct_4')).toMatch(/^\d{6}$/);
  expect((await contactOf('ct_4')).verified).toBe(false);
});

test('a STANDARD user reads the profile, contacts and notifications, with no control that changes them', async ({ page }) => {
  await openProfile(page, 'staff@acme.example', 'en', '/profile-and-settings');
  await expect(page.getByTestId('profile-role')).toHaveText('Standard user');
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByTestId('contact-ct_4').getByTestId('contact-unverified')).toBeVisible();
  await expect(page.getByTestId('family-BILLING')).toContainText('owner@acme.example');
  await expect(page.getByRole('button', { name: /Verify|Change notifications/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile, read only');
});
