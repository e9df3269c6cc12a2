import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { signInAt, type Lang } from './support/lang';
import { readStore } from './support/store';
import { shotWalks, type ShotWalk } from './support/shot-walks';
import { sentCode } from './support/profile';

// Statements in both languages at desktop and phone widths: the list, a statement
// collapsed and expanded, and the comparison with last month, none wider than the window.
// `npm run screenshots` also writes each as a picture to look at (/tmp/shots/statements-*.png).

/** The statements page of `username`'s account, signed in in `lang`: its card. */
async function openStatements(page: Page, username: string, lang: Lang): Promise<Locator> {
  await signInAt(page, username, '/billing/view-statements', lang);
  return page.getByTestId('statements');
}

/** Opens a statement of the list (its id, or the first listed), shown as the digital statement. */
async function openStatement(card: Locator, id?: string): Promise<void> {
  await (id ? card.getByTestId(`open-${id}`) : card.locator('[data-testid^="open-"]').first()).click();
  await expect(card.getByTestId('digital-statement')).toBeVisible();
}

/** A step of a walk: press `control`, and once `shown` is visible take the picture `name`. */
const pressThenShoot = (shot: ShotWalk['shot']) => async (control: Locator, shown: Locator, name: string) => {
  await control.click();
  await expect(shown).toBeVisible();
  await shot(name);
};

shotWalks('statements', 'statements: list, collapsed, expanded, compare', async ({ page, lang, shot }) => {
  const store = (await readStore()) as unknown as { statements: { id: string; accountId: string; statementDate: string }[] };
  // Southside's fourth statement: the month its promotion ended
  const ended = store.statements.filter((s) => s.accountId === 'acct_6').sort((a, b) => a.statementDate.localeCompare(b.statementDate))[3]!;
  const card = await openStatements(page, 'cashonly@southside.example', lang);
  await expect(card).toHaveAttribute('data-state', '"list"');
  await shot('list');

  await openStatement(card, ended.id);
  await shot('collapsed');
  await card.getByTestId('expand-all').click();
  await expect(card.locator('.statement__toggle[aria-expanded="false"]')).toHaveCount(0);
  await shot('expanded');
  await pressThenShoot(shot)(card.getByTestId('compare'), card.getByTestId('comparison'), 'compare');
});

// Voice call details (spec billing §8): locked, the contact chosen in the dialog, and the
// calls once verified (Acme's newest statement, a code to the owner's e-mail from the outbox).
shotWalks('statements', 'statements: call details locked, the verification, the calls', async ({ page, lang, shot }) => {
  const card = await openStatements(page, 'owner@acme.example', lang);
  await openStatement(card, 'stmt_7');
  const step = pressThenShoot(shot);
  await step(card.getByTestId('section-VOICE').getByRole('button'), card.getByTestId('call-details-locked'), 'calls-locked');
  const choose = page.getByTestId('call-detail-dialog');
  await step(card.getByTestId('verify-calls'), choose.getByTestId('code-contact-ct_1'), 'calls-choose');
  await choose.getByTestId('code-contact-ct_1').check();
  await choose.locator('.button--primary').click();
  const dialog = page.getByTestId('otp-dialog');
  await dialog.locator('.button--primary').click();
  await dialog.locator('#otp-code').fill(await sentCode('ct_1'));
  await shot('calls-code');
  await step(dialog.locator('.button--primary'), card.getByTestId('call-details'), 'calls-shown');
});

// The mobile statement fields (spec platform §3): Fleet Courier's current statement
shotWalks('statements', 'statements: the mobile fields', async ({ page, lang, shot }) => {
  const card = await openStatements(page, 'mobile@fleet.example', lang);
  await openStatement(card);
  await expect(card.getByTestId('mobile-fields')).toBeVisible();
  await shot('mobile');
});
