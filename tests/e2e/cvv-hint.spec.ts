import type { Page } from '@playwright/test';
import { testCards } from '../support/cards';
import { cardWords } from './support/card-form';
import { expect, test } from './support/fixtures';
import { LANGS, signInAt, type Lang } from './support/lang';

/**
 * Where to find the CVV, said once (src/domain/card.ts `cvvPlace`, src/ui/payment-method/cvv-hint.tsx):
 * the summary's quick pay, the payment and Auto Pay give the same sentence for the same brand, as the
 * field's description: 3 digits on the back for a Visa (and the others), 4 on the front for an Amex.
 */
const HINT = {
  en: { back: '3 digits, on the back of the card', front: '4 digits, on the front of the card', next: 'Next', newCard: 'Add a new card' },
  es: {
    back: '3 dígitos, en el reverso de la tarjeta',
    front: '4 dígitos, en el frente de la tarjeta',
    next: 'Siguiente',
    newCard: 'Agregar una tarjeta nueva',
  },
};

const cvvField = (page: Page, lang: Lang) => page.getByRole('textbox', { name: cardWords[lang].cvv, exact: true });

for (const lang of LANGS)
  test(`the three forms that ask for the CVV say the same sentence for the same brand (${lang})`, async ({ page }) => {
    const h = HINT[lang];
    const visa = (last4: string) => page.getByRole('radio', { name: new RegExp(cardWords[lang].ending('Visa', last4)) });

    // the summary's quick pay: Acme's default method, a Visa
    await signInAt(page, 'owner@acme.example', '/account-summary', lang);
    const quick = page.getByTestId('quick-pay-card').getByRole('textbox');
    await expect(quick).toHaveAccessibleDescription(h.back);

    // the payment: its saved Visa
    await page.goto('/billing/pay-bill?open=otp');
    await page.getByRole('textbox', { name: lang === 'en' ? 'Payment amount' : 'Monto del pago' }).fill('20');
    await page.getByRole('button', { name: h.next }).click();
    await visa('7731').check();
    await expect(cvvField(page, lang)).toHaveAccessibleDescription(h.back);
    // ...and an Amex typed in
    await page.getByRole('radio', { name: h.newCard }).check();
    await page.getByLabel(cardWords[lang].cardNumber).fill(testCards.amex());
    await expect(cvvField(page, lang)).toHaveAccessibleDescription(h.front);

    // Auto Pay: the same Visa
    await page.goto('/billing/pay-bill?open=ap');
    await page.getByRole('button', { name: h.next }).click();
    await visa('7731').check();
    await expect(cvvField(page, lang)).toHaveAccessibleDescription(h.back);
  });
