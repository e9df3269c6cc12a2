import { expect, test } from './support/fixtures';
import { LANGS, money, openFlowCard, type Lang } from './support/lang';
import { readStore } from './support/store';
import { expectTableShape } from './support/table';

/**
 * What the statements' tables say, read as a screen reader reads them (spec billing §2, §8), in
 * English and Spanish: the list's column headers name the cells under them; the comparison with
 * last month keeps each service's charges together under a row for the service, calls its
 * column of differences a change (the noun, "Cambio"), and shows the total due's parts on both
 * statements with their change, never a change as a balance. Southside Auto Repair (acct_6): a
 * promotion ends on its fourth statement.
 */
const words = {
  en: {
    title: 'Statements',
    compare: 'Compare with last month',
    list: ['Statement date', 'Service period', 'Total due', 'Due date'],
    charges: ['Charge', 'Last month', 'This month', 'Change', 'Why'],
    totals: ['Item', 'Last month', 'This month', 'Change'],
    totalDue: 'Total due',
    parts: ['Previous balance', 'Payments received', 'Adjustments', 'Current charges', 'Total due'],
    sections: { internet: 'Internet', tv: 'TV', additional: 'Additional charges', credits: 'Credits', taxes: 'Taxes and fees' },
    currentCharges: 'Current charges',
  },
  es: {
    title: 'Estados de cuenta',
    compare: 'Comparar con el mes anterior',
    list: ['Fecha del estado de cuenta', 'Período de servicio', 'Total a pagar', 'Fecha de vencimiento'],
    charges: ['Cargo', 'Mes anterior', 'Este mes', 'Cambio', 'Motivo'],
    totals: ['Concepto', 'Mes anterior', 'Este mes', 'Cambio'],
    totalDue: 'Total a pagar',
    parts: ['Saldo anterior', 'Pagos recibidos', 'Ajustes', 'Cargos actuales', 'Total a pagar'],
    sections: { internet: 'Internet', tv: 'TV', additional: 'Cargos adicionales', credits: 'Créditos', taxes: 'Impuestos y cargos' },
    currentCharges: 'Cargos actuales',
  },
} satisfies Record<Lang, unknown>;

const USER = 'cashonly@southside.example';

interface StoredStatement {
  id: string;
  accountId: string;
  statementDate: string;
  previousBalance: number;
  paymentsReceived: number;
  currentCharges: number;
  totalDue: number;
}

async function southsideStatements(): Promise<StoredStatement[]> {
  const store = (await readStore()) as unknown as { statements: StoredStatement[] };
  return store.statements.filter((s) => s.accountId === 'acct_6').sort((a, b) => a.statementDate.localeCompare(b.statementDate));
}

for (const lang of LANGS) {
  const w = words[lang];
  const signed = (cents: number) => (cents > 0 ? `+${money(cents, lang)}` : money(cents, lang));

  test(`the statement list's column headers name its cells (${lang})`, async ({ page }) => {
    const statements = await southsideStatements();
    const card = await openFlowCard(page, lang, { username: USER, path: '/billing/view-statements', title: w.title, cardTestId: 'statements', state: 'list' });
    const rows = await expectTableShape(card.getByRole('table'), w.list);
    expect(rows).toHaveLength(statements.length);
    // the newest first: its total under "Total due"
    expect(rows[0]![w.list.indexOf(w.totalDue)]).toBe(money(statements.at(-1)!.totalDue, lang));
  });

  test(`compare: each service's charges together under its row, the change named a change, the total due's parts on both months (${lang})`, async ({
    page,
  }) => {
    const statements = await southsideStatements();
    const [before, ended] = [statements[2]!, statements[3]!];
    const card = await openFlowCard(page, lang, { username: USER, path: '/billing/view-statements', title: w.title, cardTestId: 'statements', state: 'list' });
    await card.getByTestId(`open-${ended.id}`).click();
    await card.getByRole('button', { name: w.compare }).click();
    await expect(card).toHaveAttribute('data-state', '{"statement":"comparing"}');

    const comparison = card.getByTestId('comparison');
    const [charges, totals] = [comparison.getByRole('table').first(), comparison.getByRole('table').nth(1)];
    const chargeRows = await expectTableShape(charges, w.charges);
    // the promotion that ended last month sits with the credits, not after the taxes
    const s = w.sections;
    expect(chargeRows.map((row) => row[0])).toEqual([
      s.internet,
      'Business Internet Standard',
      s.tv,
      'Business TV Select',
      'HD receiver (1)',
      s.additional,
      'Paper statement fee',
      s.credits,
      'Promotion: Internet Standard, $15 off for 12 months',
      s.taxes,
      'State and local sales tax',
      'Broadcast TV surcharge',
      w.currentCharges,
    ]);
    // a service's row gives its totals: the credits were -$15.00 and are gone
    expect(chargeRows.find((row) => row[0] === s.credits)!.slice(1, 4)).toEqual([money(-1500, lang), money(0, lang), signed(1500)]);

    const totalRows = await expectTableShape(totals, w.totals);
    expect(totalRows.map((row) => row[0])).toEqual(w.parts);
    const part = (name: string) => totalRows.find((row) => row[0] === name)!.slice(1);
    expect(part(w.parts[0]!)).toEqual([
      money(before.previousBalance, lang),
      money(ended.previousBalance, lang),
      signed(ended.previousBalance - before.previousBalance),
    ]);
    expect(part(w.parts[1]!)).toEqual([
      money(-before.paymentsReceived, lang),
      money(-ended.paymentsReceived, lang),
      signed(before.paymentsReceived - ended.paymentsReceived),
    ]);
    expect(part(w.totalDue)).toEqual([money(before.totalDue, lang), money(ended.totalDue, lang), signed(ended.totalDue - before.totalDue)]);
  });
}
