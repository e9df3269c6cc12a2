import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { money, signInWithLanguage, type Lang } from './support/lang';

/**
 * Quick pay on the account summary (spec billing §2; machines/payment/quick-pay.ts): the full
 * balance today with the default saved method in one confirmation, walked to each outcome in both
 * languages: not paid (declined, CVV not verified), paid with its confirmation number, and the
 * hand-over to the payment page (chosen, and a past-due account). Acme's default method is the
 * prepaid Visa it last paid with online; the server's clock is frozen at noon (`today`).
 */

const ACME_DUE = 41253;

export const WORDS = {
  en: {
    method: /Visa ending in \d{4}/,
    cvvRequired: "Please enter the card's security code (CVV).",
    declined: 'This payment could not be processed. Try another payment method or contact your bank.',
    cvvFailed: "the card's security code (CVV) could not be verified",
    paid: 'Thank you! Your payment is complete',
    unavailable: 'Payment information is unavailable right now.',
    tryAgain: 'Try again',
    another: 'Pay another way',
    chosen: 'Choose the amount, the payment method and the date on the payment page.',
    pastDue: 'Your account has a past-due balance.',
    nothingDue: 'Nothing is due right now.',
    pay: (amount: string) => `Pay ${amount} now`,
  },
  es: {
    method: /Visa terminada en \d{4}/,
    cvvRequired: 'Por favor, ingrese el código de seguridad (CVV) de la tarjeta.',
    declined: 'No se pudo procesar este pago. Pruebe con otro método de pago o comuníquese con su banco.',
    cvvFailed: 'no se pudo verificar el código de seguridad (CVV) de la tarjeta',
    paid: '¡Gracias! Su pago se completó',
    unavailable: 'La información de pago no está disponible en este momento.',
    tryAgain: 'Intentar de nuevo',
    another: 'Pagar de otra forma',
    chosen: 'Elija el monto, la forma de pago y la fecha en la página de pago.',
    pastDue: 'Su cuenta tiene un saldo vencido.',
    nothingDue: 'No tiene nada pendiente de pago por ahora.',
    pay: (amount: string) => `Pagar ${amount} ahora`,
  },
};

const card = (page: Page) => page.getByTestId('quick-pay-card');
const flowState = (page: Page) => page.getByTestId('quick-pay-flow');

async function paymentsOf(page: Page, accountId: string): Promise<number> {
  const store = (await (await page.request.get('/__control/store')).json()) as { payments: { accountId: string }[] };
  return store.payments.filter((p) => p.accountId === accountId).length;
}

/** The confirm card once loaded: the amount due, today, the default method. */
async function expectConfirm(page: Page, lang: Lang) {
  await expect(flowState(page)).toHaveAttribute('data-state', '"confirming"');
  await expect(card(page).getByTestId('quick-pay-amount')).toHaveText(money(ACME_DUE, lang));
  await expect(card(page).getByTestId('quick-pay-method')).toHaveText(WORDS[lang].method);
}

async function confirmWith(page: Page, lang: Lang, cvv: string) {
  await card(page).getByRole('textbox').fill(cvv);
  await card(page)
    .getByRole('button', { name: WORDS[lang].pay(money(ACME_DUE, lang)) })
    .click();
}

for (const lang of ['en', 'es'] as const) {
  test(`quick pay walked to every outcome (${lang})`, async ({ page, backend, today }) => {
    const words = WORDS[lang];
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the card's own read fails alone (spec billing §8 payment info unavailable), then loads with Try again
    await backend.fault('defaultPaymentMethodId', 'SERVICE_UNAVAILABLE');
    await signInWithLanguage(page, 'owner@acme.example', lang);
    await expect(card(page).getByTestId('quick-pay-unavailable')).toContainText(words.unavailable);
    await card(page).getByRole('button', { name: words.tryAgain }).click();
    await expectConfirm(page, lang);

    // Confirm without the CVV is refused by the rule, focus on the field; nothing is sent
    await card(page)
      .getByRole('button', { name: words.pay(money(ACME_DUE, lang)) })
      .click();
    await expect(card(page).getByText(words.cvvRequired)).toBeVisible();
    await expect(card(page).getByRole('textbox')).toBeFocused();

    // declined (en) or the CVV not verified (es): not paid, nothing recorded
    const before = await paymentsOf(page, 'acct_1');
    await backend.fault('payments', lang === 'en' ? 'PAYMENT_DECLINED' : 'CVV_AUTH_FAILED');
    await confirmWith(page, lang, '123');
    await expect(card(page).getByTestId('quick-pay-failure')).toContainText(lang === 'en' ? words.declined : words.cvvFailed);
    expect(await paymentsOf(page, 'acct_1')).toBe(before);

    // a new run (the page again): Pay another way hands over to the payment page
    await page.reload();
    await expectConfirm(page, lang);
    await card(page).getByRole('button', { name: words.another }).click();
    await expect(card(page).getByTestId('quick-pay-full-flow')).toContainText(words.chosen);

    // and once more: paid, with the confirmation number; exactly one payment of the full balance today
    await page.reload();
    await expectConfirm(page, lang);
    const balance = page.getByTestId('balance-card').getByTestId('amount-due');
    await expect(balance).toHaveText(money(ACME_DUE, lang));
    await confirmWith(page, lang, '123');
    await expect(card(page).getByTestId('quick-pay-paid')).toContainText(words.paid);
    await expect(card(page).getByTestId('quick-pay-confirmation')).toHaveText(/^[A-Z0-9]{6,}$/);
    expect(await paymentsOf(page, 'acct_1')).toBe(before + 1);
    const store = (await (await page.request.get('/__control/store')).json()) as {
      payments: { id: string; accountId: string; amount: number; paymentDate: string; methodId: string }[];
    };
    const made = store.payments.filter((p) => p.accountId === 'acct_1').at(-1)!;
    expect(made).toMatchObject({ amount: ACME_DUE, paymentDate: today, methodId: 'pm_4' });
    // the summary is read again beside the receipt (no reload: the receipt stays): the card
    // paid the whole balance, so nothing is due, and the payment heads the recent payments
    await expect(balance).toHaveText(money(0, lang));
    await expect(card(page).getByTestId('quick-pay-balance')).toHaveText(words.nothingDue);
    await expect(page.getByTestId('payments-card').getByTestId('recent-payment').first()).toHaveAttribute('data-payment-id', made.id);
    await expect(card(page).getByTestId('quick-pay-paid')).toBeVisible();
    await expectNoAxeViolations(page, `quick pay paid (${lang})`);
  });
}

test('an account with a mobile balance due too is sent to the payment page, which asks which balance to pay', async ({ page }) => {
  await signIn(page, 'mobile@fleet.example');
  await expect(card(page).getByTestId('quick-pay-full-flow')).toHaveAttribute('data-reason', 'quickPay.twoBalances');
  await expect(card(page)).toContainText('This account has a mobile balance due too.');
  await card(page).getByTestId('quick-pay-full-flow-link').click();
  await expect(page).toHaveURL(/\/billing\/pay-bill\?open=otp$/);
  await expect(page.getByRole('radio', { name: /Both balances/ })).toBeChecked();
});

test('a past-due account is sent to the payment page, which opens the one-time payment', async ({ page }) => {
  await signIn(page, 'pastdue@cornercafe.example');
  await expect(card(page).getByTestId('quick-pay-full-flow')).toHaveAttribute('data-reason', 'quickPay.pastDue');
  await expect(card(page)).toContainText(WORDS.en.pastDue);
  await card(page).getByTestId('quick-pay-full-flow-link').click();
  await expect(page).toHaveURL(/\/billing\/pay-bill\?open=otp$/);
});
