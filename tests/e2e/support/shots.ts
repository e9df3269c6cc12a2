import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

/** Where `npm run screenshots` writes its pictures (not committed): $SHOTS_DIR, else /tmp/shots. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/**
 * A picture of the page to look at, written only by `npm run screenshots` (its own Playwright
 * project). In `npm test` the specs that take pictures still walk every step and run their checks;
 * only the file is left out.
 */
export async function picture(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (test.info().project.name !== 'screenshots') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, file), caret: 'hide', ...options });
}
