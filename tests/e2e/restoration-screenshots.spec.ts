import { test } from './support/fixtures';
import { nextRead, payPastDue } from './support/restoration';
import { atWidth, pictureWithin } from './support/shots';

/** npm run screenshots: the restoration timeline restoring, restored and not back in time, both languages, wide and narrow. */
for (const lang of ['en', 'es'] as const) {
  for (const width of [1400, 390]) {
    test(`restoration timeline (${lang}, ${width} px)`, atWidth(width, lang), async ({ page, backend }) => {
      await page.setViewportSize({ width, height: 900 });
      await payPastDue(page, backend, lang);
      await pictureWithin(page, `restoration-restoring-${lang}-${width}.png`, width);
      if (width === 1400) {
        for (let read = 0; read < 20; read++) await nextRead(page);
        await pictureWithin(page, `restoration-not-back-${lang}-${width}.png`, width);
      } else {
        await backend.post('/clock', { advanceSeconds: 301 });
        await nextRead(page);
        await pictureWithin(page, `restoration-restored-${lang}-${width}.png`, width);
      }
    });
  }
}
