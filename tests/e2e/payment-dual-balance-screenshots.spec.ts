import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { money, paymentsOf, signInAs, stepHeading, type Lang, type Words } from './support/payment';
import { pictureWithin } from './support/shots';

/**
 * The dual-balance choice (spec billing §2; machines/payment/balance-choice.ts) in Chromium:
 * Fleet Courier (acct_8) owes $336.24 for its core services and $156.78 for mobile. It chooses
 * what to pay before the amount step; the amount follows the choice; Back comes to the choice as
 * it was left; the review and the receipt list each balance's part, and the store holds one record
 * per part. Every outcome of the choice is walked (chosen, cancelled). Pictures at 1400 and 390 px
 * (named -screenshots so that `npm run screenshots` writes them; `npm test` walks it the same,
 * checking at 390 px that nothing sticks out).
 */
const FLEET = 'acct_8';
const TEXT = {
  en: {
    title: 'What would you like to pay?',
    both: /Both balances/,
    core: /Core services/,
    mobile: /^Mobile/,
    paying: 'Paying',
    coreName: 'Core services',
    mobileName: 'Mobile',
  },
  es: {
    title: '¿Qué le gustaría pagar?',
    both: /Ambos saldos/,
    core: /Servicios principales/,
    mobile: /^Móvil/,
    paying: 'Pago de',
    coreName: 'Servicios principales',
    mobileName: 'Móvil',
  },
};

/** The payment page opens on the choice (Fleet has two balances due). */
async function openPaymentOnChoice(page: Page, title: string): Promise<void> {
  await page.goto('/billing/pay-bill?open=otp');
  await expect(stepHeading(page, title)).toBeVisible();
}

/** Each screen at both widths, back to the wide one after. */
async function pictures(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await pictureWithin(page, `dual-balance-${name}-${lang}-${width}.png`, width);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

async function toReviewWithChecking(page: Page, w: Words): Promise<void> {
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(w.bankEnding('4150')) }).check();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.dateTitle)).toBeFocused();
  await page.getByRole('button', { name: w.next }).click();
  await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
}

for (const lang of ['en', 'es'] as const) {
  test(`Fleet chooses what to pay (${lang}): cancel, mobile, back, both; the receipt and the store list both parts`, async ({ page }) => {
    const text = TEXT[lang];
    const w = await signInAs(page, 'mobile@fleet.example', lang);
    const before = await paymentsOf(FLEET);

    // cancelled: the choice's other outcome ends the payment
    await openPaymentOnChoice(page, text.title);
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page).toHaveURL(/\/account-summary/);

    await openPaymentOnChoice(page, text.title);
    await expect(page.getByRole('radio', { name: text.both })).toBeChecked();
    await expect(page.getByTestId('balance-both')).toContainText(money(49302, lang));
    await expect(page.getByTestId('balance-mobile')).toContainText(money(15678, lang));
    if (lang === 'en') await expectNoAxeViolations(page, 'dual-balance choice');
    await pictures(page, 'choice', lang);

    // mobile: the amount is the mobile balance; Back comes to the choice as it was left
    await page.getByRole('radio', { name: text.mobile }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(stepHeading(page, w.amountTitle)).toBeFocused();
    await expect(page.getByTestId('pay-balance')).toHaveText(text.mobileName);
    await expect(page.getByLabel(w.amountLabel)).toHaveValue('156.78');
    await page.getByRole('button', { name: w.back }).click();
    await expect(stepHeading(page, text.title)).toBeFocused();
    await expect(page.getByRole('radio', { name: text.mobile })).toBeChecked();

    // both: the two balances in full, split on the review, two records
    await page.getByRole('radio', { name: text.both }).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByLabel(w.amountLabel)).toHaveValue('493.02');
    await toReviewWithChecking(page, w);
    const parts = page.getByTestId('review-balance');
    await expect(parts).toContainText(`${text.coreName}: ${money(33624, lang)}`);
    await expect(parts).toContainText(`${text.mobileName}: ${money(15678, lang)}`);
    await pictures(page, 'review', lang);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('heading', { name: w.processing })).toBeFocused();
    await expect(page.getByTestId('receipt-part-CORE')).toContainText(money(33624, lang));
    await expect(page.getByTestId('receipt-part-MOBILE')).toContainText(money(15678, lang));
    await expect(page.getByTestId('receipt-amount')).toHaveText(money(49302, lang));
    if (lang === 'en') await expectNoAxeViolations(page, 'dual-balance receipt');
    await pictures(page, 'receipt', lang);

    const made = (await paymentsOf(FLEET)).filter((p) => !before.some((b) => b.id === p.id));
    expect(made.map((p) => [p.amount, p.service ?? 'CORE', p.status])).toEqual([
      [33624, 'CORE', 'PENDING'],
      [15678, 'MOBILE', 'PENDING'],
    ]);
  });
}
