import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

/** Pictures of the billing home's streaming, mobile devices and recent transactions cards at 1400 and 390 px, English and Spanish. */
for (const width of [1400, 390]) {
  for (const lang of ['en', 'es'] as const) {
    test(`billing home cards at ${width} px (${lang})`, atWidth(width, lang), async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await signInAt(page, 'mobile@fleet.example', '/billing', lang);
      await expect(page.getByTestId('streaming-subscription')).toHaveCount(2);
      await expect(page.getByTestId('mobile-device')).toHaveCount(1);
      await expect(page.getByTestId('recent-transaction')).toHaveCount(5);
      await pictureWithin(page, `billing-home-cards-${lang}-${width}.png`, width);
    });
  }
}
