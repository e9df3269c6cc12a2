import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { LANGS } from './support/lang';
import { openProfile } from './support/profile';
import { readStore } from './support/store';

/**
 * Profile & Settings in English and Spanish against the real backend: the owner adds a
 * contact (the address already on the account refused first) and changes Tom's mobile number, which
 * is then unverified; sets a security question (refused on the form, then a wrong password refused
 * by the server with the password cleared); switches offers by e-mail on. Each form's Cancel, a
 * server failure, Granite's offers by text refused (no phone that takes texts), and a STANDARD
 * user who reads it all with no control. The store is read after each save.
 */
const words = {
  en: {
    first: 'First name',
    last: 'Last name',
    email: 'E-mail address',
    phone: 'Phone number',
    duplicate: 'This address or number is already on the account.',
    added: 'The contact is added. Verify it so it can get notifications.',
    changedNote: 'The new address or number must be verified with a code before it gets notifications again.',
    changed: 'The contact is saved. Verify it so it can get notifications.',
    question: 'Question',
    answer: 'Answer',
    password: 'Current password',
    chooseQuestion: 'Choose a question from the list.',
    street: 'What street did you live on as a child?',
    hasUsername: "The answer can't contain your username.",
    wrongPassword: "That isn't your current password. Nothing was changed.",
    questionSaved: 'Your security question is saved.',
    byEmail: 'E-mail',
    marketingSaved: 'Your marketing choices are saved.',
  },
  es: {
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    duplicate: 'Esta dirección o número ya está en la cuenta.',
    added: 'Se agregó el contacto. Verifíquelo para que pueda recibir notificaciones.',
    changedNote: 'La nueva dirección o número debe verificarse con un código antes de volver a recibir notificaciones.',
    changed: 'Se guardó el contacto. Verifíquelo para que pueda recibir notificaciones.',
    question: 'Pregunta',
    answer: 'Respuesta',
    password: 'Contraseña actual',
    chooseQuestion: 'Elija una pregunta de la lista.',
    street: '¿En qué calle vivía en su infancia?',
    hasUsername: 'La respuesta no puede contener su nombre de usuario.',
    wrongPassword: 'Esa no es su contraseña actual. No se cambió nada.',
    questionSaved: 'Se guardó su pregunta de seguridad.',
    byEmail: 'Correo electrónico',
    marketingSaved: 'Se guardaron sus preferencias de mercadeo.',
  },
};

interface Records {
  contacts: { id: string; accountId: string; contactValue: string; verified: boolean }[];
  users: { username: string; securityQuestion?: { questionId: string; answerHash: string } }[];
  accounts: { id: string; marketing?: { channels: Record<string, boolean> } }[];
}
const records = async () => (await readStore()) as unknown as Records;
const saveButton = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('step-primary');

for (const lang of LANGS) {
  const w = words[lang];
  test(`the owner adds and changes contacts, sets a security question and chooses offers (${lang})`, async ({ page }) => {
    await openProfile(page, 'owner@acme.example', lang);

    // a contact: the owner's own address again is refused on the form, a new one is added unverified
    await page.getByTestId('contact-add').click();
    const form = page.getByTestId('contact-form');
    await expect(form.getByRole('heading')).toBeFocused();
    await form.getByLabel(w.first).fill('Ana');
    await form.getByLabel(w.last).fill('Reyes');
    await form.getByRole('textbox', { name: w.email }).fill('Owner@Acme.example');
    // Enter sends the form from the keyboard (a click could land beside the button as the error below the field appears)
    await form.getByRole('textbox', { name: w.email }).press('Enter');
    await expect(form.getByRole('textbox', { name: w.email })).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText(w.duplicate);
    await form.getByRole('textbox', { name: w.email }).fill('ana.reyes@acme.example');
    await expectNoAxeViolations(page, `contact form (${lang})`);
    await saveButton(page, 'contact-form').click();
    await expect(page.getByTestId('contact-saved')).toContainText(w.added);
    const ana = (await records()).contacts.find((c) => c.contactValue === 'ana.reyes@acme.example')!;
    expect(ana).toMatchObject({ accountId: 'acct_1', verified: false });
    await expect(page.getByTestId(`contact-${ana.id}`).getByTestId('contact-unverified')).toBeVisible();
    await page.getByTestId('contact-saved').getByRole('button').click();

    // Tom's mobile gets a new number: unverified until a code proves it
    await page.getByTestId('edit-ct_2').click();
    await form.getByRole('textbox', { name: w.phone }).fill('(718) 555-0199');
    await expect(form.getByTestId('contact-verify-note')).toHaveText(w.changedNote);
    await form.getByRole('textbox', { name: w.phone }).press('Enter');
    await expect(page.getByTestId('contact-saved')).toContainText(w.changed);
    expect((await records()).contacts.find((c) => c.id === 'ct_2')).toMatchObject({ contactValue: '7185550199', verified: false });
    await expect(page.getByTestId('contact-ct_2').getByTestId('contact-unverified')).toBeVisible();

    // the security question: the form's rules, then the server's check of the password
    await page.getByTestId('security-question-edit').click();
    const security = page.getByTestId('security-question-form');
    await saveButton(page, 'security-question-form').click();
    await expect(security.getByLabel(w.question)).toBeFocused();
    await expect(security.getByRole('alert')).toHaveText(w.chooseQuestion);
    await security.getByLabel(w.question).selectOption({ label: w.street });
    await security.getByLabel(w.answer).fill('Owner Lane');
    await security.getByLabel(w.password).fill('Not-the-password-9');
    await security.getByLabel(w.password).press('Enter');
    await expect(security.getByRole('alert')).toHaveText(w.hasUsername);
    await security.getByLabel(w.answer).fill('Harbor Street');
    await expectNoAxeViolations(page, `security question form (${lang})`);
    await security.getByLabel(w.password).press('Enter');
    await expect(page.getByTestId('security-save-error')).toHaveText(w.wrongPassword);
    await expect(security.getByLabel(w.password)).toHaveValue('');
    expect((await records()).users.find((u) => u.username === 'owner@acme.example')!.securityQuestion).toBeUndefined();
    await security.getByLabel(w.password).fill(DEMO_PASSWORD);
    await security.getByLabel(w.password).press('Enter');
    await expect(page.getByTestId('security-question-saved')).toContainText(w.questionSaved);
    await expect(page.getByTestId('security-question-set')).toContainText(w.street);
    const question = (await records()).users.find((u) => u.username === 'owner@acme.example')!.securityQuestion!;
    expect(question.questionId).toBe('childhoodStreet');
    expect(JSON.stringify(question)).not.toMatch(/harbor/i);
    expect(await page.content()).not.toMatch(/harbor street/i);

    // offers by e-mail
    await page.getByTestId('marketing-edit').click();
    const marketing = page.getByTestId('marketing-editor');
    await marketing.getByLabel(w.byEmail, { exact: true }).check();
    await expectNoAxeViolations(page, `marketing editor (${lang})`);
    await marketing.getByTestId('marketing-save').click();
    await expect(page.getByTestId('marketing-saved')).toContainText(w.marketingSaved);
    await expect(page.getByTestId('marketing-EMAIL').locator('.badge--ok')).toBeVisible();
    expect((await records()).accounts.find((a) => a.id === 'acct_1')!.marketing!.channels).toEqual({ EMAIL: true, SMS: false, VOICE: false, MAIL: false });
  });
}

test('each form cancelled changes nothing; a save the server cannot make stays on the form with why', async ({ page, backend }) => {
  await openProfile(page, 'admin@acme.example', 'en');
  const before = JSON.stringify(await records());

  await page.getByTestId('edit-ct_4').click();
  await page.getByTestId('contact-form').getByLabel('Extension (optional)').fill('12');
  await page.getByTestId('contact-form').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('contact-form')).toBeHidden();
  await page.getByTestId('security-question-edit').click();
  await page.getByTestId('security-question-form').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('security-question-form')).toBeHidden();
  await page.getByTestId('marketing-edit').click();
  await page.getByTestId('marketing-editor').getByLabel('Mail', { exact: true }).check();
  await page.getByTestId('marketing-editor').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('marketing-MAIL')).toContainText('No');
  expect(JSON.stringify(await records())).toBe(before);

  // the server unavailable: the form stays, with what the user typed, and says nothing was changed
  await backend.fault('updateMarketingSettings', 'SERVICE_UNAVAILABLE');
  await page.getByTestId('marketing-edit').click();
  await page.getByTestId('marketing-editor').getByLabel('Mail', { exact: true }).check();
  await page.getByTestId('marketing-save').click();
  await expect(page.getByTestId('marketing-save-error')).toHaveText("Your marketing choices couldn't be saved. Nothing was changed. Please try again.");
  await expect(page.getByTestId('marketing-editor').getByLabel('Mail', { exact: true })).toBeChecked();
  await backend.fault('createOrUpdateContacts', 'SERVICE_UNAVAILABLE');
  await page.getByTestId('marketing-editor').getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('edit-ct_4').click();
  await page.getByTestId('contact-form').getByLabel('Extension (optional)').fill('12');
  await page.getByTestId('contact-form').getByLabel('Extension (optional)').press('Enter');
  await expect(page.getByTestId('contact-save-error')).toHaveText("The contact couldn't be saved. Nothing was changed. Please try again.");
  expect(JSON.stringify(await records())).toBe(before);
});

test('offers by text are refused where no verified phone takes texts, and say why', async ({ page }) => {
  await openProfile(page, 'equipment@granite.example', 'en');
  await page.getByTestId('marketing-edit').click();
  const marketing = page.getByTestId('marketing-editor');
  await marketing.getByLabel('Text messages').click();
  await expect(marketing.getByTestId('marketing-refusal')).toHaveText('No verified contact of the account gets offers that way. Add or verify one first.');
  await expect(marketing.getByLabel('Text messages')).not.toBeChecked();
  await marketing.getByLabel('Phone calls').check();
  await marketing.getByTestId('marketing-save').click();
  await expect(page.getByTestId('marketing-saved')).toBeVisible();
  expect((await records()).accounts.find((a) => a.id === 'acct_13')!.marketing!.channels).toEqual({ EMAIL: false, SMS: false, VOICE: true, MAIL: false });
});

test('a STANDARD user reads the security question and the offers, with no control that changes them', async ({ page }) => {
  await openProfile(page, 'staff@acme.example', 'es');
  await expect(page.getByTestId('security-question-none')).toBeVisible();
  await expect(page.getByTestId('marketing-list')).toBeVisible();
  await expect(page.getByTestId('contact-add')).toHaveCount(0);
  await expect(page.getByTestId('security-question-edit')).toHaveCount(0);
  await expect(page.getByTestId('marketing-edit')).toHaveCount(0);
  await expect(page.locator('[data-testid^="edit-ct_"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile settings, read only (es)');
});
