import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS, openFlowCard, type Lang } from './support/lang';
import { sentCode, wrongCode } from './support/profile';

/**
 * Voice call details behind account verification (spec billing §8), in English and
 * Spanish, against the real backend: the statement viewer invokes `callDetailVerification`, which
 * invokes the profile's `otpVerification`. Acme's newest statement (stmt_7) has a Business Phone
 * section; its owner walks every outcome in one page: cancelled, failed (the contacts' read
 * faulted), locked (five wrong codes to Tom's mobile, ct_2), verified (the owner's e-mail, ct_1,
 * the code from the simulated outbox after a wrong one), and the calls then stay shown for the
 * session. The rules themselves are tests/server/statement-call-details.test.ts.
 */
const words = {
  en: {
    title: 'Statements',
    verify: 'Verify to see call details',
    cont: 'Continue',
    cancel: 'Cancel',
    send: 'Send code',
    check: 'Verify',
    ok: 'OK',
    cancelled: 'Verification cancelled. Call details stay hidden.',
    failed: "Sorry, something didn't work as it should. Please try again later.",
    locked: "Too many wrong codes. For your security, call details can't be shown for 15 minutes.",
    verified: "You're verified. Call details are shown until you sign out.",
    wrong: "That code isn't right.",
    calls: 'Calls this month',
  },
  es: {
    title: 'Estados de cuenta',
    verify: 'Verificar para ver el detalle de llamadas',
    cont: 'Continuar',
    cancel: 'Cancelar',
    send: 'Enviar código',
    check: 'Verificar',
    // spec billing §8, platform §8: dismissed with an OK button (the billing and profile catalogs, both loaded here, agree)
    ok: 'OK',
    cancelled: 'Verificación cancelada. El detalle de llamadas sigue oculto.',
    failed: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    locked: 'Demasiados códigos incorrectos. Por su seguridad, el detalle de llamadas no se puede mostrar durante 15 minutos.',
    verified: 'Identidad verificada. El detalle de llamadas se muestra hasta que cierre sesión.',
    wrong: 'Ese código no es correcto.',
    calls: 'Llamadas de este mes',
  },
};
const NEWEST = 'stmt_7';

async function openPhoneSection(page: Page, lang: Lang): Promise<Locator> {
  const card = await openFlowCard(page, lang, {
    username: 'owner@acme.example',
    path: '/billing/view-statements',
    title: words[lang].title,
    cardTestId: 'statements',
    state: 'list',
  });
  await card.getByTestId(`open-${NEWEST}`).click();
  await expect(card).toHaveAttribute('data-state', '{"statement":"reading"}');
  await card.getByTestId('section-VOICE').getByRole('button').click();
  return card;
}

/** From the locked section to the code dialog for a contact: Verify, the contact, Send code. */
async function askCode(page: Page, card: Locator, lang: Lang, contactId: string) {
  const w = words[lang];
  await card.getByTestId('verify-calls').click();
  const choose = page.getByTestId('call-detail-dialog');
  await expect(choose.getByTestId(`code-contact-${contactId}`)).toBeVisible();
  await choose.getByTestId(`code-contact-${contactId}`).check();
  await choose.getByRole('button', { name: w.cont }).click();
  const dialog = page.getByTestId('otp-dialog');
  await dialog.getByRole('button', { name: w.send }).click();
  await expect(dialog.locator('#otp-code')).toBeVisible();
  return dialog;
}

for (const lang of LANGS) {
  test(`call details: cancelled, failed, locked, then verified for the session (${lang})`, async ({ page, backend }) => {
    const w = words[lang];
    const card = await openPhoneSection(page, lang);
    const section = card.getByTestId('section-VOICE');
    await expect(section.getByTestId('call-details-locked')).toBeVisible();
    await expect(section.getByTestId('call-details')).toHaveCount(0);

    // cancelled: the contacts are offered (only the verified ones), then Cancel
    await card.getByTestId('verify-calls').click();
    const choose = page.getByTestId('call-detail-dialog');
    await expect(choose.locator('input[name="code-contact"]')).toHaveCount(3);
    await expectNoAxeViolations(page, `choose a contact (${lang})`);
    await choose.getByRole('button', { name: w.cancel }).click();
    await expect(card.getByTestId('calls-cancelled')).toHaveText(new RegExp(w.cancelled));
    await expect(card.getByTestId('verify-calls')).toBeFocused();

    // failed: the contacts could not be read
    await backend.fault('otpContacts', 'SERVICE_UNAVAILABLE');
    await card.getByTestId('verify-calls').click();
    await expect(card.getByTestId('calls-failed')).toContainText(w.failed);
    await card.getByTestId('calls-failed').getByRole('button', { name: w.ok }).click();

    // locked: five wrong codes to Tom's mobile
    let dialog = await askCode(page, card, lang, 'ct_2');
    await expectNoAxeViolations(page, `the code (${lang})`);
    const wrong = wrongCode(await sentCode('ct_2'));
    for (let i = 0; i < 4; i += 1) {
      await dialog.locator('#otp-code').fill(wrong);
      await dialog.getByRole('button', { name: w.check }).click();
      await expect(dialog.getByTestId('otp-notice')).toContainText(w.wrong);
    }
    await dialog.locator('#otp-code').fill(wrong);
    await dialog.getByRole('button', { name: w.check }).click();
    await expect(card.getByTestId('calls-locked')).toHaveText(new RegExp(w.locked));
    await expect(section.getByTestId('call-details-locked')).toBeVisible();

    // verified: the owner's e-mail, a wrong code first
    dialog = await askCode(page, card, lang, 'ct_1');
    const code = await sentCode('ct_1');
    await dialog.locator('#otp-code').fill(wrongCode(code));
    await dialog.getByRole('button', { name: w.check }).click();
    await expect(dialog.getByTestId('otp-notice')).toContainText(w.wrong);
    await dialog.locator('#otp-code').fill(code);
    await dialog.getByRole('button', { name: w.check }).click();
    await expect(card.getByTestId('calls-verified')).toHaveText(new RegExp(w.verified.replace(/[.]/g, '\\.')));
    // read again with its calls, the section still open
    await expect(card.getByTestId('section-VOICE').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    const calls = card.getByTestId('call-details');
    await expect(calls.getByRole('table', { name: w.calls })).toBeVisible();
    expect(await calls.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, `the calls (${lang})`);

    // for the session: a reload, and another statement, show the calls with no new code
    await page.reload();
    await expect(card).toHaveAttribute('data-state', '"list"');
    await card.getByTestId('open-stmt_6').click();
    await card.getByTestId('section-VOICE').getByRole('button').click();
    await expect(card.getByTestId('call-details').locator('tbody tr').first()).toBeVisible();
    await expect(card.getByTestId('call-details-locked')).toHaveCount(0);
  });
}
