import { expect, test } from './support/fixtures';
import { FLEET, mondayWorld } from './support/activity';
import { LANGS, signInAt, type Lang } from './support/lang';
import { expectTableShape } from './support/table';

/**
 * The account activity's running balance (src/domain/account-activity.ts `showsRunningBalance`),
 * read by role in English and Spanish: over the whole activity each table has a Balance column;
 * narrowed to one type (Credits) the rows skip what happened between them, so the column and its
 * header go, and the page says when balances are shown. Fleet (acct_8) has a $15.00 mobile credit.
 */
const words = {
  en: {
    activity: 'Account activity',
    payments: 'Payments',
    charges: 'Charges and credits',
    withBalance: ['Date', 'Amount', 'Description', 'Balance'],
    type: 'Type',
    credits: 'Credits',
    apply: 'Apply filters',
    clear: 'Clear',
    note: 'Balances are shown when every type and service is listed.',
  },
  es: {
    activity: 'Actividad de la cuenta',
    payments: 'Pagos',
    charges: 'Cargos y créditos',
    withBalance: ['Fecha', 'Monto', 'Descripción', 'Saldo'],
    type: 'Tipo',
    credits: 'Créditos',
    apply: 'Aplicar filtros',
    clear: 'Borrar',
    note: 'Los saldos se muestran cuando se listan todos los tipos y servicios.',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGS) {
  const w = words[lang];

  test(`the activity's Balance column only over the whole activity; filtered to Credits, no balance and no header for it (${lang})`, async ({
    page,
    backend,
  }) => {
    await mondayWorld(backend);
    await signInAt(page, FLEET, '/billing/account-activity', lang);
    await expect(page.getByRole('heading', { level: 1, name: w.activity })).toBeVisible();
    const card = page.getByTestId('activity');
    await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    await expectTableShape(card.getByRole('table', { name: w.payments }), w.withBalance);
    await expectTableShape(card.getByRole('table', { name: w.charges }), w.withBalance);
    await expect(card.getByText(w.note)).toHaveCount(0);

    await card.getByLabel(w.type).selectOption({ label: w.credits });
    await card.getByRole('button', { name: w.apply }).click();
    await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    const credits = await expectTableShape(card.getByRole('table', { name: w.charges }), w.withBalance.slice(0, 3));
    expect(credits.length).toBeGreaterThan(0);
    await expect(card.getByRole('columnheader', { name: w.withBalance[3] })).toHaveCount(0);
    await expect(card.getByText(w.note)).toBeVisible();

    // cleared: the whole activity again, with its balances
    await card.getByRole('button', { name: w.clear }).click();
    await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    await expectTableShape(card.getByRole('table', { name: w.charges }), w.withBalance);
  });
}
