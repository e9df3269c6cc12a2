import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

/**
 * Pictures of the billing dialogs and the Mobile Auto Pay notices, 1400 and 390 px,
 * English and Spanish: the billing home's notices, the disclosures dialog, Fleet's mobile card
 * with Mobile Auto Pay required and the Enroll step saying it, and Manage Auto Pay refusing to
 * cancel Fleet's mobile Auto Pay. The 390 px walks run in `npm test` (nothing may stick out
 * sideways); billing-notices.spec.ts and mobile-autopay.spec.ts check them.
 */
const DISCLOSURES = { en: 'Billing disclosures', es: 'Avisos de facturación' };

for (const width of [1400, 390]) {
  for (const lang of ['en', 'es'] as const) {
    test(`billing dialogs at ${width} px (${lang})`, atWidth(width, lang), async ({ page, browser, baseURL, backend }) => {
      const viewport = { width, height: width > 600 ? 900 : 844 };
      await page.setViewportSize(viewport);
      await signInAt(page, 'owner@acme.example', '/billing', lang);
      const notices = page.getByTestId('billing-notices');
      await expect(notices.getByTestId('notice-billingNews')).toHaveAttribute('data-new', 'true');
      await pictureWithin(page, `billing-notices-${lang}-${width}.png`, width, false);
      await notices.getByRole('button', { name: DISCLOSURES[lang] }).click();
      await expect(page.getByRole('dialog', { name: DISCLOSURES[lang] })).toBeVisible();
      await pictureWithin(page, `billing-disclosures-dialog-${lang}-${width}.png`, width, false);

      // Fleet, seeded with Auto Pay for core and Mobile: Manage Auto Pay does not cancel it (Cancel disabled, the reason)
      const fleet = await browser.newPage({ baseURL, viewport });
      await signInAt(fleet, 'mobile@fleet.example', '/billing/pay-bill?open=ap', lang);
      await expect(fleet.getByTestId('ap-cancel-refused')).toBeVisible();
      await pictureWithin(fleet, `mobile-autopay-no-cancel-${lang}-${width}.png`, width);

      // Fleet, its Auto Pay off: Mobile Auto Pay is required
      await backend.reset({ accounts: [{ id: 'acct_8', autoPay: { enrolled: false, methodId: null, debitDay: null, services: [] } }] });
      await fleet.goto('/billing');
      const required = fleet.getByTestId('mobile-autopay-required');
      await expect(required).toBeVisible();
      await pictureWithin(fleet, `mobile-autopay-required-${lang}-${width}.png`, width);
      await required.getByRole('link').click();
      await expect(fleet.getByTestId('ap-mobile-required')).toBeVisible();
      await pictureWithin(fleet, `mobile-autopay-enroll-${lang}-${width}.png`, width);
      await fleet.close();
    });
  }
}
