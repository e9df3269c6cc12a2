import { expect } from './support/fixtures';
import { signInAt } from './support/lang';
import { shotWalks } from './support/shot-walks';

/** npm run screenshots: the mobile overview and a line, for both mobile accounts, in each language and width (npm test walks the 390 px Spanish one). */
shotWalks('mobile', 'the mobile overview and a line', async ({ page, lang, shot }) => {
  for (const [username, lineId, who] of [
    ['mobile@fleet.example', 'line_1', 'fleet'],
    ['owner@routewise.example', 'line_11', 'routewise'],
  ] as const) {
    await signInAt(page, username, '/services/mobile', lang);
    await expect(page.getByTestId('mobile-line').first()).toBeVisible();
    await shot(`${who}-overview`);
    await page.goto(`/services/mobile/lines/${lineId}`);
    await expect(page.getByTestId('international-usage').getByRole('button')).toBeVisible();
    await expect(page.getByTestId('as-of').last()).toBeVisible();
    await shot(`${who}-line`);
  }
});
