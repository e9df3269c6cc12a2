import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang, signInAt } from './support/lang';
import { readStore } from './support/store';
import { atWidth, pictureWithin } from './support/shots';
import { sentCode } from './support/profile';

// Statements (issue 15) in both languages at desktop and phone widths: the list, a statement
// collapsed and expanded, and the comparison with last month, none wider than the window.
// `npm run screenshots` also writes each as a picture to look at (/tmp/shots/statements-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number) => pictureWithin(page, `statements-${name}-${lang}-${width}.png`, width);

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`statements: list, collapsed, expanded, compare (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const store = (await readStore()) as unknown as { statements: { id: string; accountId: string; statementDate: string }[] };
      // Southside's fourth statement: the month its promotion ended
      const ended = store.statements.filter((s) => s.accountId === 'acct_6').sort((a, b) => a.statementDate.localeCompare(b.statementDate))[3]!;
      await signInAt(page, 'cashonly@southside.example', '/billing/view-statements', lang);
      const card = page.getByTestId('statements');
      await expect(card).toHaveAttribute('data-state', '"list"');
      await shot(page, 'list', lang, width);

      await card.getByTestId(`open-${ended.id}`).click();
      await expect(card.getByTestId('digital-statement')).toBeVisible();
      await shot(page, 'collapsed', lang, width);
      await card.getByTestId('expand-all').click();
      await expect(card.locator('.statement__toggle[aria-expanded="false"]')).toHaveCount(0);
      await shot(page, 'expanded', lang, width);
      await card.getByTestId('compare').click();
      await expect(card.getByTestId('comparison')).toBeVisible();
      await shot(page, 'compare', lang, width);
    });
  }
}

// Voice call details (issue 15; spec billing §8): locked, the contact chosen in the dialog, and the
// calls once verified (Acme's newest statement, a code to the owner's e-mail from the outbox).
for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`statements: call details locked, the verification, the calls (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'owner@acme.example', '/billing/view-statements', lang);
      const card = page.getByTestId('statements');
      await card.getByTestId('open-stmt_7').click();
      await card.getByTestId('section-VOICE').getByRole('button').click();
      await expect(card.getByTestId('call-details-locked')).toBeVisible();
      await shot(page, 'calls-locked', lang, width);
      await card.getByTestId('verify-calls').click();
      const choose = page.getByTestId('call-detail-dialog');
      await expect(choose.getByTestId('code-contact-ct_1')).toBeVisible();
      await shot(page, 'calls-choose', lang, width);
      await choose.getByTestId('code-contact-ct_1').check();
      await choose.locator('.button--primary').click();
      const dialog = page.getByTestId('otp-dialog');
      await dialog.locator('.button--primary').click();
      await dialog.locator('#otp-code').fill(await sentCode('ct_1'));
      await shot(page, 'calls-code', lang, width);
      await dialog.locator('.button--primary').click();
      await expect(card.getByTestId('call-details')).toBeVisible();
      await shot(page, 'calls-shown', lang, width);
    });
  }
}

// The mobile statement fields (spec platform §3): Fleet Courier's current statement
for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`statements: the mobile fields (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'mobile@fleet.example', '/billing/view-statements', lang);
      const card = page.getByTestId('statements');
      await card.locator('[data-testid^="open-"]').first().click();
      await expect(card.getByTestId('mobile-fields')).toBeVisible();
      await shot(page, 'mobile', lang, width);
    });
  }
}
