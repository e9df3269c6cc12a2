import { VARIED_TRAIL } from './support/audit';
import { expect } from './support/fixtures';
import { signInAt } from './support/lang';
import { shotWalks } from './support/shot-walks';

// The audit trail: a trail with added, changed, removed and secret values and a long
// e-mail address, the filtered-empty state, a failed read and a BILLING user's notice, in both
// languages, at desktop and phone widths: none wider than the window. `npm run screenshots` writes
// each as a picture (/tmp/shots/audit-*.png).

shotWalks('audit', 'audit trail, nothing matching, failed, and a BILLING user', async ({ page, lang, backend, shot }) => {
  await backend.resetTrail(VARIED_TRAIL);
  await signInAt(page, 'owner@acme.example', '/user-preferences/activity', lang);
  await expect(page.getByTestId('audit-row')).toHaveCount(VARIED_TRAIL.length);
  await shot('trail');
  await page.goto('/user-preferences/activity?person=usr_2&kind=PAYMENTS');
  await expect(page.getByTestId('audit-empty')).toBeVisible();
  await shot('no-match');
  await backend.fault('auditTrail', 'SERVICE_UNAVAILABLE');
  await page.goto('/user-preferences/activity?kind=PEOPLE');
  await expect(page.getByTestId('audit-unavailable')).toBeVisible();
  await shot('failed');
  // signed out, and the language chosen again after the sign-in (the sign-in helper reads the English summary)
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAt(page, 'billing@acme.example', '/user-preferences/activity', lang);
  await expect(page.getByTestId('audit-admin-only')).toBeVisible();
  await shot('admin-only');
});
