import { expect, test } from './support/fixtures';
import { money, signInWithLanguage } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

/**
 * Pictures of quick pay on the account summary, 1400 and 390 px, English and Spanish:
 * the confirm card with the CVV refused, the receipt, and a past-due account sent to the payment
 * page. The 390 px walks run in `npm test` too (nothing may stick out sideways); the outcomes
 * themselves are checked by quick-pay.spec.ts.
 */
const PAY = { en: (amount: string) => `Pay ${amount} now`, es: (amount: string) => `Pagar ${amount} ahora` };

for (const width of [1400, 390]) {
  for (const lang of ['en', 'es'] as const) {
    test(`quick pay at ${width} px (${lang})`, atWidth(width, lang), async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await signInWithLanguage(page, 'owner@acme.example', lang);
      const card = page.getByTestId('quick-pay-card');
      await expect(page.getByTestId('quick-pay-flow')).toHaveAttribute('data-state', '"confirming"');
      const pay = card.getByRole('button', { name: PAY[lang](money(41253, lang)) });
      await pay.click();
      await expect(card.getByRole('textbox')).toBeFocused();
      await pictureWithin(page, `quick-pay-confirm-${lang}-${width}.png`, width);
      await card.getByRole('textbox').fill('123');
      await pay.click();
      await expect(card.getByTestId('quick-pay-paid')).toBeVisible();
      await pictureWithin(page, `quick-pay-paid-${lang}-${width}.png`, width);

      // another person, in a browser of their own (the language chosen is kept per browser)
      const other = await browser.newPage({ baseURL, viewport: { width, height: width > 600 ? 900 : 844 } });
      await signInWithLanguage(other, 'pastdue@cornercafe.example', lang);
      await expect(other.getByTestId('quick-pay-full-flow')).toHaveAttribute('data-reason', 'quickPay.pastDue');
      await pictureWithin(other, `quick-pay-past-due-${lang}-${width}.png`, width);
      await other.close();
    });
  }
}
