import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from './lang';

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

/**
 * The details of a picture walk at `width` in `lang`: only the phone walk in Spanish stays in
 * `npm test`; the others are tagged `@pictures`, which `npm test` leaves to `npm run screenshots`
 * (playwright.config.ts). At 390 px the content column is narrowest, and Spanish runs longer than
 * English (its labels and buttons a fifth to a third longer), so that walk is where a step grows
 * wider than the window first, and it is checked at every step (`pictureWithin`). The English
 * phone walk takes the same steps with shorter words; at desktop widths the steps have room to
 * spare. Their pictures are for a person to look at. A walk in one language only gives none.
 */
export const atWidth = (width: number, lang?: Lang): { tag?: string } => (width > 600 || lang === 'en' ? { tag: '@pictures' } : {});

/**
 * A picture of the page from its top (a full-page capture of a scrolled page draws the sticky
 * header mid-page), and nothing sticking out sideways: if something does, it is named.
 */
export async function pictureWithin(page: Page, file: string, width: number, fullPage = true): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, file, { fullPage });
  const wider = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className)} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
  );
  expect(wider, `${file}: wider than ${width} px`).toEqual([]);
}
