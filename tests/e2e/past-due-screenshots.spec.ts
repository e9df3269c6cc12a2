import { expect, test } from './support/fixtures';
import { signInWithLanguage } from './support/lang';
import { TIERS } from './support/past-due';
import { atWidth, pictureWithin } from './support/shots';

/** npm run screenshots: the summary and billing home of every past-due tier, both languages, wide and narrow. */
for (const tier of TIERS) {
  for (const width of [1400, 390]) {
    test(`past due ${tier.tier} (${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInWithLanguage(page, tier.username, 'en');
      for (const lang of ['en', 'es'] as const) {
        if (lang === 'es') {
          await page.getByRole('button', { name: 'Español' }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        }
        await page.goto('/account-summary');
        await expect(page.getByTestId('past-due')).toHaveAttribute('data-notice', tier.notice);
        await pictureWithin(page, `past-due-${tier.tier}-summary-${lang}-${width}.png`, width);
        await page.goto('/billing');
        await expect(page.getByTestId('billing-past-due')).toHaveAttribute('data-notice', tier.notice);
        await pictureWithin(page, `past-due-${tier.tier}-billing-${lang}-${width}.png`, width);
      }
    });
  }
}
