import type { Page } from '@playwright/test';
import { test, type Backend } from './fixtures';
import { LANGS, type Lang } from './lang';
import { atWidth, pictureWithin } from './shots';

/** The widths every picture walk is taken at: desktop, and the phone where a step grows too wide. */
const SHOT_WIDTHS = [1400, 390] as const;

export interface ShotWalk {
  page: Page;
  backend: Backend;
  lang: Lang;
  width: number;
  /** checks nothing is wider than the window and (under `npm run screenshots`) writes `<area>-<name>-<lang>-<width>.png` */
  shot: (name: string, fullPage?: boolean) => Promise<void>;
}

/**
 * A screen's picture walk, in each language at each width (the desktop ones left to `npm run
 * screenshots`: ./shots.ts atWidth), with the page already that wide.
 */
export function shotWalks(area: string, title: string, walk: (w: ShotWalk) => Promise<void>): void {
  for (const width of SHOT_WIDTHS)
    for (const lang of LANGS)
      test(`${title} (${lang}, ${width} px)`, atWidth(width, lang), async ({ page, backend }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        const shot = (name: string, fullPage = true) => pictureWithin(page, `${area}-${name}-${lang}-${width}.png`, width, fullPage);
        await walk({ page, backend, lang, width, shot });
      });
}
