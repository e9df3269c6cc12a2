import type { Page } from '@playwright/test';
import { VARIED_TRAIL } from './support/audit';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang, signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// The audit trail (issue 17): a trail with added, changed, removed and secret values and a long
// e-mail address, the filtered-empty state, a failed read and a BILLING user's notice, in both
// languages, at desktop and phone widths: none wider than the window. `npm run screenshots` writes
// each as a picture (/tmp/shots/audit-*.png).
const WIDTHS = [1400, 390] as const;

const shot = (page: Page, name: string, lang: Lang, width: number) => pictureWithin(page, `audit-${name}-${lang}-${width}.png`, width);

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`audit trail, nothing matching, failed, and a BILLING user (${lang}, ${width} px)`, atWidth(width), async ({ page, backend }) => {
      await backend.reset({ auditEntries: VARIED_TRAIL });
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'owner@acme.example', '/user-preferences/activity', lang);
      await expect(page.getByTestId('audit-row')).toHaveCount(VARIED_TRAIL.length);
      await shot(page, 'trail', lang, width);
      await page.goto('/user-preferences/activity?person=usr_2&kind=PAYMENTS');
      await expect(page.getByTestId('audit-empty')).toBeVisible();
      await shot(page, 'no-match', lang, width);
      await backend.fault('auditTrail', 'SERVICE_UNAVAILABLE');
      await page.goto('/user-preferences/activity?kind=PEOPLE');
      await expect(page.getByTestId('audit-unavailable')).toBeVisible();
      await shot(page, 'failed', lang, width);
      // signed out, and the language chosen again after the sign-in (the sign-in helper reads the English summary)
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInAt(page, 'billing@acme.example', '/user-preferences/activity', lang);
      await expect(page.getByTestId('audit-admin-only')).toBeVisible();
      await shot(page, 'admin-only', lang, width);
    });
  }
}
