import type { Locator, Page } from '@playwright/test';
import { formatCents, formatIsoDate } from '../../src/domain/display-format';
import { hasBillingAccess, type Role } from '../../src/domain/roles';
import { ACCOUNTS } from '../../scripts/seed/accounts';
import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * Every place that says what is owed agrees (spec billing §2; src/domain/amount-owed.ts): for every
 * demo sign-in, the amount due, each balance (core, and mobile where there is one), Auto Pay's
 * state and its next debit date, as the summary, the billing home, the payment page and the
 * statements page show them, against ONE read of the backend made from the page's own context
 * (its session). Read by the cards' names and the values' labels. A sign-in whose role has no
 * billing access is sent back to the summary from the billing pages (spec platform §6); an account
 * whose billing has moved says so on every billing page (spec billing §1).
 */

const money = (cents: number) => formatCents(cents, 'en');
const date = (iso: string, style?: 'long' | 'medium') => formatIsoDate(iso, 'en', style);

interface Owed {
  core: number;
  mobile: number | null;
  total: number;
  dueDate: string;
}
interface Read {
  account: { billingSuppressed: boolean; autoPay: boolean; debitDate: string | null; totalAmountDue: number; owed: Owed };
  billing?: {
    amountDue: number;
    dueDate: string;
    owed: Owed;
    autoPay: { enrolled: boolean; debitDay: number | null; services: string[]; nextDraftOn: string | null };
  };
  mobileDue?: { amountDue: number } | null;
  statements?: { id: string; statementDate: string; dueDate: string; totalDue: number }[];
  paymentMethods?: { id: string }[];
}

const ACCOUNT_FIELDS = 'account { billingSuppressed autoPay debitDate totalAmountDue owed { core mobile total dueDate } }';
const BILLING_FIELDS = `billing { amountDue dueDate owed { core mobile total dueDate } autoPay { enrolled debitDay services nextDraftOn } }
  mobileDue { amountDue } statements { id statementDate dueDate totalDue }`;

/** The backend's answer for the signed-in page's account, asked with the page's own cookies and XSRF token. */
async function backendRead(page: Page, billing: boolean): Promise<Read> {
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);
  const reply = await page.request.post('/selfservice/graph', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { query: `{ ${ACCOUNT_FIELDS} ${billing ? BILLING_FIELDS : ''} }` },
  });
  const body = (await reply.json()) as { data: Read; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The value a description list gives for `label` (its <dt>), within `scope`. */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The card named `title` ("Amount due" on the summary and the billing home) says the owed total, its due date and each balance. */
async function expectOwed(card: Locator, owed: Owed, amountTestId: string): Promise<void> {
  await expect(card.getByTestId(amountTestId)).toHaveText(money(owed.total));
  if (owed.total > 0) await expect(card).toContainText(`Due ${date(owed.dueDate)}`);
  if (owed.mobile === null) {
    await expect(fact(card, 'Mobile')).toHaveCount(0);
  } else {
    await expect(fact(card, 'Core services')).toHaveText(money(owed.core));
    await expect(fact(card, 'Mobile')).toHaveText(money(owed.mobile));
  }
}

const SIGN_INS = ACCOUNTS.flatMap((plan) => plan.users.map((user) => ({ username: user.username, role: user.role as Role, company: plan.companyName })));

for (const { username, role, company } of SIGN_INS) {
  test(`${username} (${role}, ${company}): the summary, billing home, payment and statements pages say what the backend says is owed`, async ({ page }) => {
    const billingAccess = hasBillingAccess(role);
    await signInAt(page, username, '/account-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
    const read = await backendRead(page, billingAccess);
    const { account, billing } = read;

    // the account read (the summary's) and the billing read (the billing home's) agree before any page is looked at
    if (billing) {
      expect(account.owed).toEqual(billing.owed);
      expect(billing.owed).toMatchObject({ core: billing.amountDue, total: billing.amountDue + (read.mobileDue?.amountDue ?? 0) });
      expect(billing.owed.mobile).toBe(read.mobileDue ? read.mobileDue.amountDue : null);
      expect(account.autoPay).toBe(billing.autoPay.enrolled);
      expect(account.debitDate).toBe(billing.autoPay.nextDraftOn);
    }

    // the summary
    const summaryCard = page.getByRole('region', { name: account.billingSuppressed ? 'Billing Has Moved' : 'Amount due', exact: true });
    await expect(summaryCard).toBeVisible();
    if (!account.billingSuppressed) {
      await expectOwed(summaryCard, account.owed, 'amount-due');
      await expect(fact(summaryCard, 'Auto Pay')).toHaveText(account.autoPay ? 'On' : 'Off');
      if (account.debitDate) await expect(fact(summaryCard, 'Next Auto Pay debit')).toHaveText(date(account.debitDate));
      else await expect(fact(summaryCard, 'Next Auto Pay debit')).toHaveCount(0);
    }

    if (!billingAccess) {
      // spec platform §6: every billing page sends this role back to the summary, which says why
      for (const path of ['/billing', '/billing/pay-bill?open=otp', '/billing/view-statements']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/account-summary\?notice=no-billing-access$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
      }
      return;
    }
    if (account.billingSuppressed) {
      for (const path of ['/billing', '/billing/pay-bill?open=otp', '/billing/view-statements']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Billing Has Moved' })).toBeVisible();
        await expect(page.getByTestId('amount-due').or(page.getByTestId('billing-amount-due'))).toHaveCount(0);
      }
      return;
    }
    const { owed, autoPay } = billing!;

    // the billing home: the status card and the Auto Pay card
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expectOwed(page.getByRole('region', { name: 'Amount due', exact: true }), owed, 'billing-amount-due');
    const autoPayCard = page.getByRole('region', { name: 'Auto Pay', exact: true });
    await expect(fact(autoPayCard, 'Status')).toHaveText(autoPay.enrolled ? 'On' : 'Off');
    if (autoPay.enrolled) {
      await expect(fact(autoPayCard, 'Debit day')).toHaveText(`Day ${autoPay.debitDay} of each month`);
      await expect(fact(autoPayCard, 'Next Auto Pay debit')).toHaveText(date(autoPay.nextDraftOn!));
    } else {
      await expect(fact(autoPayCard, 'Next Auto Pay debit')).toHaveCount(0);
    }

    // the payment page: both balances offered where both owe, else the core amount due
    await page.goto('/billing/pay-bill?open=otp');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay your bill' })).toBeVisible();
    const step = page.getByRole('heading', {
      name: /^(What would you like to pay\?|How much would you like to pay\?|Online payments are not available for this account)$/,
    });
    await expect(step).toBeVisible();
    const stepName = await step.textContent();
    if (owed.mobile !== null && owed.mobile > 0 && owed.core > 0) {
      expect(stepName).toBe('What would you like to pay?');
      const option = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('radio', { name: new RegExp(`^${name}`) }) });
      await expect(option('Both balances')).toContainText(money(owed.total));
      await expect(option('Core services')).toContainText(money(owed.core));
      await expect(option('Mobile')).toContainText(money(owed.mobile));
    } else if (stepName === 'How much would you like to pay?') {
      await expect(fact(page.getByRole('main'), 'Amount due')).toHaveText(money(owed.core));
    }

    // the statements page: the newest statement is the bill the amount is due for, and its mobile
    // Auto Pay debit date is Auto Pay's next debit
    const newest = read.statements![0]!;
    await page.goto('/billing/view-statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    await page.getByRole('button', { name: date(newest.statementDate, 'medium'), exact: true }).click();
    const statement = page.getByRole('article', { name: `Statement of ${date(newest.statementDate)}` });
    await expect(fact(statement, 'Due date')).toHaveText(date(newest.dueDate));
    expect(newest.dueDate).toBe(billing!.dueDate);
    await expect(fact(statement, 'Total due')).toHaveText(money(newest.totalDue));
    if (autoPay.enrolled && autoPay.services.includes('MOBILE') && owed.mobile !== null) {
      await expect(fact(statement, 'Auto Pay debit date')).toHaveText(date(autoPay.nextDraftOn!));
    } else {
      await expect(fact(statement, 'Auto Pay debit date')).toHaveCount(0);
    }
  });
}
