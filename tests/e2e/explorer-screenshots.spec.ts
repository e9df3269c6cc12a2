import type { Page } from '@playwright/test';
import { flows } from '../../machines/index';
import { expect, test } from './support/fixtures';
import { atWidth, picture, SHOTS_DIR } from './support/shots';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/initial-locale';

// Screenshots of the machine explorer in both languages, at desktop and phone widths,
// written by `npm run screenshots` to look at (support/shots.ts).
// The page may never be wider than the screen; the diagram scrolls inside its own box.
const WIDTHS = [1400, 390] as const;
const LANGS = ['en', 'es'] as const;

async function shot(page: Page, name: string, lang: string, width: number, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, `explorer-${name}-${lang}-${width}.png`, { fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than ${width}px`).toBeLessThanOrEqual(width);
}

/** A machine's page, its diagram drawn. */
async function openMachine(page: Page, id: string) {
  await page.goto(`/machines/${id}`);
  await expect(page.getByTestId('diagram').locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${lang} ${width}`, atWidth(width, lang), () => {
      test.beforeEach(async ({ page }) => {
        // the portal's saved language, as the explorer's own switch saves it
        await page.addInitScript(([key, l]) => localStorage.setItem(key, l), [LOCALE_STORAGE_KEY, lang] as const);
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      });

      test('the list, a diagram, play and replay', async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto('/machines');
        await expect(page.locator('[data-testid="path-count"][aria-busy="false"]')).toHaveCount(flows.length, { timeout: 90_000 });
        await shot(page, 'list', lang, width);

        await openMachine(page, 'oneTimePayment');
        await shot(page, 'otp', lang, width, false);
        // the whole diagram at 100%, as the SVG export draws it
        if (test.info().project.name === 'screenshots') {
          await page
            .getByTestId('diagram')
            .locator('svg')
            .screenshot({ path: `${SHOTS_DIR}/explorer-otp-diagram-${lang}-${width}.png` });
        }

        await page
          .getByRole('group', { name: lang === 'en' ? 'Mode' : 'Modo' })
          .getByRole('button')
          .nth(1)
          .click();
        await page.getByTestId('play').getByRole('button', { name: 'done: load → loaded' }).click();
        await shot(page, 'otp-play', lang, width, false);

        await openMachine(page, 'sessionTimeout');
        await page
          .getByRole('group', { name: lang === 'en' ? 'Mode' : 'Modo' })
          .getByRole('button')
          .nth(2)
          .click();
        await expect(page.getByTestId('replay-state')).toBeVisible({ timeout: 30_000 });
        await page.getByTestId('replay').getByRole('button').nth(3).click(); // the path's end
        await shot(page, 'session-replay', lang, width, false);
      });
    });
  }
}
