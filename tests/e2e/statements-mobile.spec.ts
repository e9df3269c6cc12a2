import { expect, test } from './support/fixtures';
import { LANGS, money, openFlowCard } from './support/lang';
import { readStore } from './support/store';
import { expectNoAxeViolations } from './support/axe';

/**
 * The mobile statement fields (spec platform §3) on Fleet Courier's current statement,
 * in English and Spanish: the mobile account number, the debit date and days remaining, the plan
 * groups with their lines, the iPhone's installment and the statement credits. The figures
 * themselves are held by tests/server/statement-mobile.test.ts.
 */
const words = {
  en: { title: 'Statements', account: 'Mobile account number', days: /\d+ days?|Due today/, installment: 'Installment 10 of 24', payment: 'Payment' },
  es: { title: 'Estados de cuenta', account: 'Número de cuenta móvil', days: /\d+ días?|Vence hoy/, installment: 'Cuota 10 de 24', payment: 'Pago' },
};

for (const lang of LANGS) {
  test(`mobile statement fields (${lang})`, async ({ page }) => {
    const w = words[lang];
    const store = (await readStore()) as unknown as { statements: { id: string; accountId: string; statementDate: string }[] };
    const newest = store.statements.filter((s) => s.accountId === 'acct_8').sort((a, b) => b.statementDate.localeCompare(a.statementDate))[0]!;
    const card = await openFlowCard(page, lang, {
      username: 'mobile@fleet.example',
      path: '/billing/view-statements',
      title: w.title,
      cardTestId: 'statements',
      state: 'list',
    });
    await card.getByTestId(`open-${newest.id}`).click();
    const mobile = card.getByTestId('mobile-fields');
    await expect(mobile.getByText(w.account, { exact: true })).toBeVisible();
    await expect(mobile.getByTestId('mobile-account-number')).toContainText(/\d{12}/);
    await expect(mobile.getByTestId('mobile-debit-date')).toBeVisible();
    await expect(mobile.getByTestId('mobile-days-remaining')).toContainText(w.days);
    await expect(mobile.getByTestId('mobile-plan-groups').locator(':scope > li')).toHaveCount(2);
    await expect(mobile.getByTestId('mobile-plan-groups')).toContainText('(414) 555-0196');
    await expect(mobile.getByTestId('mobile-installments')).toContainText(w.installment);
    await expect(mobile.getByTestId('mobile-installments')).toContainText(money(3450, lang));
    await expect(mobile.getByTestId('mobile-credits')).toContainText(w.payment);
    await expect(mobile.getByTestId('mobile-credits')).toContainText('8825');
    await expectNoAxeViolations(page, `mobile statement (${lang})`);
  });
}
