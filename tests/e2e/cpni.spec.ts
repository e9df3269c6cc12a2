import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS } from './support/lang';
import { openProfile, sendCodeTypeWrong } from './support/profile';
import { readStore } from './support/store';

/**
 * CPNI on Profile & Settings (src/domain/cpni.ts) in English and Spanish against the real
 * backend: the owner chooses Tom's mobile with the keyboard, types a wrong code and then the one in
 * the simulated outbox, and the card says who verified, when and how; the store holds the
 * verification (never the code). A STANDARD user reads the status with no control; an account
 * verified in the seed says by whom.
 */
const words = {
  en: {
    verify: 'Verify CPNI',
    send: 'Send code',
    codeTitle: 'Enter your code',
    code: 'Code',
    check: 'Verify',
    verified: 'CPNI verified.',
    how: '(•••) •••-0147 by text message',
    yes: 'Verified',
    no: 'Not verified',
  },
  es: {
    verify: 'Verificar la CPNI',
    send: 'Enviar código',
    codeTitle: 'Escriba su código',
    code: 'Código',
    check: 'Verificar',
    verified: 'CPNI verificada.',
    how: '(•••) •••-0147 por mensaje de texto',
    yes: 'Verificado',
    no: 'Sin verificar',
  },
};

type Records = { accounts: { id: string; cpni?: { contactId: string; method: string; userName: string } | null }[] };
const acmeCpni = async () => ((await readStore()) as unknown as Records).accounts.find((a) => a.id === 'acct_1')?.cpni ?? null;

for (const lang of LANGS) {
  const w = words[lang];
  test(`the owner verifies CPNI by a code to a verified contact, with the keyboard (${lang})`, async ({ page }) => {
    await openProfile(page, 'owner@acme.example', lang);
    const card = page.getByTestId('cpni-card');
    await expect(card.getByTestId('cpni-state')).toContainText(w.no);
    // the choices are the verified contacts; Luis's landline is not one
    await expect(card.getByTestId('cpni-contact-ct_4')).toHaveCount(0);
    await expectNoAxeViolations(page, `CPNI card (${lang})`);

    // keyboard: the first contact is chosen, the arrow moves to Tom's mobile, Enter sends the form
    await card.getByTestId('cpni-contact-ct_1').focus();
    await page.keyboard.press('ArrowDown');
    await expect(card.getByTestId('cpni-contact-ct_2')).toBeChecked();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.verify });
    const { codeDialog, code } = await sendCodeTypeWrong(page, dialog, { id: 'ct_2', masked: '(•••) •••-0147' }, w);
    await codeDialog.getByLabel(w.code).press('Enter');
    await expect(codeDialog.getByTestId('otp-notice')).toBeVisible();
    await expectNoAxeViolations(page, `CPNI code dialog (${lang})`);
    expect(await acmeCpni()).toBeNull();
    await codeDialog.getByLabel(w.code).fill(code);
    await codeDialog.getByRole('button', { name: w.check }).click();

    await expect(page.getByTestId('cpni-verified')).toContainText(w.verified);
    await expect(card.getByTestId('cpni-state')).toContainText(w.yes);
    await expect(card.getByTestId('cpni-by')).toHaveText('Maria Delgado');
    await expect(card.getByTestId('cpni-how')).toContainText(w.how);
    await expect(card.getByTestId('cpni-verify')).toHaveText(lang === 'en' ? 'Verify CPNI again' : 'Verificar la CPNI de nuevo');
    expect(await acmeCpni()).toMatchObject({ contactId: 'ct_2', method: 'SMS', userName: 'Maria Delgado' });
    expect(JSON.stringify(await readStore())).not.toContain(`"${code}"`);
  });
}

test('a STANDARD user reads the CPNI status with no control; Fleet’s seeded verification says by whom and how', async ({ page }) => {
  await openProfile(page, 'staff@acme.example', 'en');
  const card = page.getByTestId('cpni-card');
  await expect(card.getByTestId('cpni-state')).toContainText('Not verified');
  await expect(card.getByTestId('cpni-form')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'CPNI card, read only');

  await page.context().clearCookies();
  await openProfile(page, 'mobile@fleet.example', 'es');
  await expect(card.getByTestId('cpni-state')).toContainText('Verificado');
  await expect(card.getByTestId('cpni-by')).toHaveText('Owen Fischer');
  await expect(card.getByTestId('cpni-how')).toContainText('(•••) •••-0194 por mensaje de texto');
});
