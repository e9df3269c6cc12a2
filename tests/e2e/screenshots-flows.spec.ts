import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, signIn, test } from './support/fixtures';

/** Pictures of the equipment page and the session warning, for people to look at (/tmp/shots). */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function spanish(page: Page) {
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

for (const width of [1400, 390]) {
  for (const lang of ['en', 'es'] as const) {
    test(`equipment and restart status, ${lang}, ${width}px`, async ({ page, backend }) => {
      await backend.post('/reset', { patch: { config: { reboot: { startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } } });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'owner@acme.example');
      if (lang === 'es') await spanish(page);
      await page.goto('/services');
      await expect(page.getByTestId('equipment-list')).toBeVisible();
      await page.getByTestId('equipment-eq_5').getByRole('button').click();
      await expect(page.getByTestId('reboot-status-eq_5')).toHaveAttribute('data-state', '"notPollable"');
      await page.screenshot({ path: `${SHOTS}/equipment-${lang}-${width}.png`, fullPage: true });
    });

    test(`session warning, ${lang}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => Object.assign(window, { __portalSessionTiming: { warningAfterMs: 3000, countdownSeconds: 120, pingIntervalMs: 1000 } }));
      await signIn(page, 'owner@acme.example');
      if (lang === 'es') await spanish(page);
      await expect(page.getByTestId('session-timeout-dialog')).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: `${SHOTS}/session-warning-${lang}-${width}.png` });
    });
  }
}
