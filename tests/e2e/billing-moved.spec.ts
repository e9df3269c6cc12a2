import { expect, signIn, test } from './support/fixtures';
import { LANGS, signedIn } from './support/lang';

/**
 * spec billing §2: an account whose billing moved to the enterprise site (moved@enterprise.example)
 * sees "Billing Has Moved" in place of every billing screen, and none of the billing flows.
 */
const BILLING_SCREENS = [
  '/billing',
  '/billing/pay-bill?open=otp',
  '/billing/pay-bill?open=fdp',
  '/billing/pay-bill?open=ap',
  '/billing/pay-bill?open=bd',
  '/billing/bill-pay-options',
  '/billing/view-statements',
  '/user-preferences/notifications/manage/bill-delivery',
];

test('every billing screen says Billing Has Moved, and shows no billing flow', async ({ page }) => {
  await signIn(page, 'moved@enterprise.example');
  for (const path of BILLING_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Billing Has Moved' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Next|Pay|Add|Download)/ }), path).toHaveCount(0);
  }
});

// spec billing §1, §2: the page sends them to the enterprise site (src/api/config.ts, the demo's
// address unless VITE_ENTERPRISE_BILLING_URL names another), and says where in words
const MOVED_WORDS = {
  en: {
    title: 'Billing Has Moved',
    text: 'Bills for this account are now managed on our enterprise site, enterprise.example.com, not in this portal.',
    link: 'Go to enterprise billing',
    back: 'Back to Account Summary',
  },
  es: {
    title: 'La facturación se ha trasladado',
    text: 'Las facturas de esta cuenta ahora se gestionan en nuestro sitio para grandes empresas, enterprise.example.com, no en este portal.',
    link: 'Ir a la facturación empresarial',
    back: 'Volver al Resumen de cuenta',
  },
};

for (const lang of LANGS)
  test(`Billing Has Moved sends them to the enterprise site, on the billing pages and the summary (${lang})`, async ({ page }) => {
    const w = MOVED_WORDS[lang];
    await signedIn(page, 'moved@enterprise.example', lang);
    for (const path of ['/billing', '/billing/pay-bill?open=otp', '/account-summary']) {
      await page.goto(path);
      const card = page.getByRole('region', { name: w.title });
      await expect(card, path).toContainText(w.text);
      const link = card.getByRole('link', { name: w.link });
      await expect(link, path).toHaveAttribute('href', 'https://enterprise.example.com/billing');
      // as tall as its words, never stretched beside a taller card
      const box = (await card.boundingBox())!;
      const content = await card.evaluate(
        (el) => Math.max(...Array.from(el.children, (c) => c.getBoundingClientRect().bottom)) - el.getBoundingClientRect().top,
      );
      expect(box.height - content, path).toBeLessThan(60);
    }
    // on a phone the link and its words fit the window
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/billing');
    await expect(page.getByRole('link', { name: w.link })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/billing/bill-pay-options');
    await expect(page.getByRole('region', { name: w.title }).getByRole('link', { name: w.back })).toHaveAttribute('href', '/account-summary');
  });
