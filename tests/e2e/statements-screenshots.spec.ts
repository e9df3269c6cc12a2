import { expect } from './support/fixtures';
import { signInWithLanguage } from './support/lang';
import { readStore } from './support/store';
import { shotWalks } from './support/shot-walks';
import { sentCode } from './support/profile';

// Statements (issue 15) in both languages at desktop and phone widths: the list, a statement
// collapsed and expanded, and the comparison with last month, none wider than the window.
// `npm run screenshots` also writes each as a picture to look at (/tmp/shots/statements-*.png).

shotWalks('statements', 'statements: list, collapsed, expanded, compare', async ({ page, lang, shot }) => {
  const store = (await readStore()) as unknown as { statements: { id: string; accountId: string; statementDate: string }[] };
  // Southside's fourth statement: the month its promotion ended
  const ended = store.statements.filter((s) => s.accountId === 'acct_6').sort((a, b) => a.statementDate.localeCompare(b.statementDate))[3]!;
  await signInWithLanguage(page, 'cashonly@southside.example', lang);
  await page.goto('/billing/view-statements');
  const card = page.getByTestId('statements');
  await expect(card).toHaveAttribute('data-state', '"list"');
  await shot('list');

  await card.getByTestId(`open-${ended.id}`).click();
  await expect(card.getByTestId('digital-statement')).toBeVisible();
  await shot('collapsed');
  await card.getByTestId('expand-all').click();
  await expect(card.locator('.statement__toggle[aria-expanded="false"]')).toHaveCount(0);
  await shot('expanded');
  await card.getByTestId('compare').click();
  await expect(card.getByTestId('comparison')).toBeVisible();
  await shot('compare');
});

// Voice call details (issue 15; spec billing §8): locked, the contact chosen in the dialog, and the
// calls once verified (Acme's newest statement, a code to the owner's e-mail from the outbox).
shotWalks('statements', 'statements: call details locked, the verification, the calls', async ({ page, lang, shot }) => {
  await signInWithLanguage(page, 'owner@acme.example', lang);
  await page.goto('/billing/view-statements');
  const card = page.getByTestId('statements');
  await card.getByTestId('open-stmt_7').click();
  await card.getByTestId('section-VOICE').getByRole('button').click();
  await expect(card.getByTestId('call-details-locked')).toBeVisible();
  await shot('calls-locked');
  await card.getByTestId('verify-calls').click();
  const choose = page.getByTestId('call-detail-dialog');
  await expect(choose.getByTestId('code-contact-ct_1')).toBeVisible();
  await shot('calls-choose');
  await choose.getByTestId('code-contact-ct_1').check();
  await choose.locator('.button--primary').click();
  const dialog = page.getByTestId('otp-dialog');
  await dialog.locator('.button--primary').click();
  await dialog.locator('#otp-code').fill(await sentCode('ct_1'));
  await shot('calls-code');
  await dialog.locator('.button--primary').click();
  await expect(card.getByTestId('call-details')).toBeVisible();
  await shot('calls-shown');
});

// The mobile statement fields (spec platform §3): Fleet Courier's current statement
shotWalks('statements', 'statements: the mobile fields', async ({ page, lang, shot }) => {
  await signInWithLanguage(page, 'mobile@fleet.example', lang);
  await page.goto('/billing/view-statements');
  const card = page.getByTestId('statements');
  await card.locator('[data-testid^="open-"]').first().click();
  await expect(card.getByTestId('mobile-fields')).toBeVisible();
  await shot('mobile');
});
