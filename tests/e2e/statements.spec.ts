import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, money, openFlowCard, type Lang, signInAt } from './support/lang';
import { inChromiumViewer } from './support/pdf-viewer';
import { readStore } from './support/store';

/**
 * Statements (spec billing §2, §8, §9), in English and Spanish, against the real
 * backend: the `statementViewer` flow and its `statementPdf` child. Southside Auto Repair (acct_6)
 * has seven statements: a promotion ends on the fourth, a static IP is billed for a partial month
 * on the fifth. Every failure is caused with the server's faults, the late statement with its clock.
 */
const words = {
  en: {
    title: 'Statements',
    all: 'All statements',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    internet: 'Internet',
    compare: 'Compare with last month',
    backToStatement: 'Back to the statement',
    pdf: 'Download PDF',
    pdfTitle: 'Business statement',
    printable: 'Download the printable version',
    saved: 'Statement saved',
    refresh: 'Refresh',
    promotionEnded: 'Promotion ended',
    partialMonth: 'Partial month',
    noPrevious: 'This is the oldest statement we keep: there is no last month to compare with.',
    listUnavailable: "Your statements couldn't be loaded. Refresh to try again.",
    statementUnavailable: "This statement couldn't be shown. Refresh to try again, or download the printable version.",
    printUnavailable: "The printable statement isn't available right now. Please try again later.",
    late: 'A new statement can take 24 to 48 hours to appear',
  },
  es: {
    title: 'Estados de cuenta',
    all: 'Todos los estados de cuenta',
    expandAll: 'Expandir todo',
    collapseAll: 'Contraer todo',
    internet: 'Internet',
    compare: 'Comparar con el mes anterior',
    backToStatement: 'Volver al estado de cuenta',
    pdf: 'Descargar PDF',
    pdfTitle: 'Estado de cuenta comercial',
    printable: 'Descargar la versión imprimible',
    saved: 'Estado de cuenta guardado',
    refresh: 'Actualizar',
    promotionEnded: 'Terminó la promoción',
    partialMonth: 'Mes parcial',
    noPrevious: 'Este es el estado de cuenta más antiguo que guardamos: no hay un mes anterior con el que comparar.',
    // spec billing §8: the one generic text in Spanish
    listUnavailable: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    statementUnavailable: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde. Actualice la página o descargue la versión imprimible.',
    printUnavailable: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    late: 'puede tardar de 24 a 48 horas en aparecer',
  },
};

const USER = 'cashonly@southside.example';

/** Southside's statements, oldest first, and its account number, as the server has them today. */
async function southside() {
  const store = (await readStore()) as unknown as {
    accounts: { id: string; accountNumber: string }[];
    statements: { id: string; accountId: string; statementDate: string; totalDue: number; currentCharges: number }[];
  };
  const statements = store.statements.filter((s) => s.accountId === 'acct_6').sort((a, b) => a.statementDate.localeCompare(b.statementDate));
  return { statements, accountNumber: store.accounts.find((a) => a.id === 'acct_6')!.accountNumber };
}

const open = (page: Page, lang: Lang) =>
  openFlowCard(page, lang, { username: USER, path: '/billing/view-statements', title: words[lang].title, cardTestId: 'statements', state: 'list' });

for (const lang of LANGS) {
  const w = words[lang];
  test.describe(`statements (${lang})`, () => {
    test('the list, a statement by sections (one by one with the keyboard, all at once), another date, compare with its reasons, the oldest refused', async ({
      page,
    }) => {
      const { statements } = await southside();
      const card = await open(page, lang);
      await expect(card.getByTestId('statement-row')).toHaveCount(statements.length);
      await expect(card.getByTestId('statement-late')).toHaveCount(0);
      const newest = statements.at(-1)!;
      await expect(card.getByTestId('statement-row').first()).toContainText(money(newest.totalDue, lang));

      await card.getByTestId(`open-${newest.id}`).click();
      await expect(card).toHaveAttribute('data-state', '{"statement":"reading"}');
      await expect(card.getByTestId('total-due')).toHaveText(money(newest.totalDue, lang));
      await expect(card.getByTestId('current-charges')).toHaveText(money(newest.currentCharges, lang));

      // one section by the keyboard: focus its button, Enter opens it, Space closes it
      const toggle = card.getByTestId('section-INTERNET').getByRole('button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByTestId('section-INTERNET').getByText('Static IP address (1)')).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByTestId('section-INTERNET').getByText('Static IP address (1)')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await card.getByRole('button', { name: w.expandAll }).click();
      for (const t of await card.locator('.statement__toggle').all()) await expect(t).toHaveAttribute('aria-expanded', 'true');
      await card.getByRole('button', { name: w.collapseAll }).click();
      for (const t of await card.locator('.statement__toggle').all()) await expect(t).toHaveAttribute('aria-expanded', 'false');

      // the month the promotion ended, chosen in the date selector, compared with the month before
      const ended = statements[3]!;
      await card.getByTestId('statement-date').selectOption(ended.id);
      await expect(card.getByTestId('total-due')).toHaveText(money(ended.totalDue, lang));
      await card.getByRole('button', { name: w.compare }).click();
      await expect(card).toHaveAttribute('data-state', '{"statement":"comparing"}');
      await expect(card.locator('[data-reason="promotionEnded"]')).toContainText(w.promotionEnded);
      await expect(card.locator('[data-reason="promotionEnded"]')).toContainText(`+${money(1500, lang)}`);
      await expect(card.getByTestId('compare-total')).toHaveText(`+${money(ended.totalDue - statements[2]!.totalDue, lang)}`);
      await card.getByRole('button', { name: w.backToStatement }).click();

      // the partial month, the month after
      await card.getByTestId('statement-date').selectOption(statements[4]!.id);
      await card.getByRole('button', { name: w.compare }).click();
      await expect(card.locator('[data-reason="partialMonth"]')).toContainText(w.partialMonth);
      await card.getByRole('button', { name: w.backToStatement }).click();

      // the oldest: nothing to compare with, said beside the button; the flow stays
      await card.getByTestId('statement-date').selectOption(statements[0]!.id);
      await expect(card.getByTestId('compare-refusal')).toHaveText(w.noPrevious);
      const refused = card.getByRole('button', { name: w.compare });
      await expect(refused).toHaveAttribute('aria-disabled', 'true');
      await refused.dispatchEvent('click'); // the machine refuses it too
      await expect(card).toHaveAttribute('data-state', '{"statement":"reading"}');

      await card.getByRole('button', { name: w.all }).click();
      await expect(card).toHaveAttribute('data-state', '"list"');
    });

    test('Download PDF saves the file with its name and says so; the printable statement unavailable says so', async ({ page, backend }) => {
      const { statements, accountNumber } = await southside();
      const newest = statements.at(-1)!;
      const card = await open(page, lang);
      await card.getByTestId(`open-${newest.id}`).click();
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: w.pdf }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`statement-${accountNumber}-${newest.statementDate}.pdf`);
      await expect(card.getByTestId('statement-saved')).toContainText(w.saved);
      // the file as saved opens in Chromium's own PDF viewer, which names it by its title and
      // counts every page of it (its text is read in tests/server/statement-pdf.test.ts)
      await inChromiumViewer(saved, async ({ viewer, pagesInFile }) => {
        await expect(viewer.locator('#title')).toHaveText(`${w.pdfTitle} ${newest.statementDate}`);
        await expect(viewer.locator('#pagelength')).toHaveText(String(pagesInFile));
      });

      await backend.fault('statementPdf', 'SERVICE_UNAVAILABLE');
      await card.getByRole('button', { name: w.compare }).click();
      await card.getByRole('button', { name: w.pdf }).click();
      await expect(card.getByTestId('pdf-unavailable')).toHaveText(new RegExp(w.printUnavailable.replace(/[.?]/g, '\\$&')));
      await expect(card).toHaveAttribute('data-state', '{"statement":"reading"}');
    });

    test('statement unavailable: the printable version, then Refresh shows it; the list unavailable: Refresh', async ({ page, backend }) => {
      const { statements, accountNumber } = await southside();
      const newest = statements.at(-1)!;
      await backend.fault('statements', 'SERVICE_UNAVAILABLE');
      await signInAt(page, USER, '/billing/view-statements', lang);
      const card = page.getByTestId('statements');
      await expect(card.getByTestId('statements-unavailable')).toContainText(w.listUnavailable);
      await card.getByRole('button', { name: w.refresh }).click();
      await expect(card).toHaveAttribute('data-state', '"list"');

      await backend.fault('statement', 'SERVICE_UNAVAILABLE');
      await card.getByTestId(`open-${newest.id}`).click();
      await expect(card.getByTestId('statement-unavailable')).toContainText(w.statementUnavailable);
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: w.printable }).click();
      expect((await download).suggestedFilename()).toBe(`statement-${accountNumber}-${newest.statementDate}.pdf`);
      await expect(card.getByTestId('statement-saved')).toContainText(w.saved);
      await card.getByRole('button', { name: w.refresh }).click();
      await expect(card.getByTestId('total-due')).toHaveText(money(newest.totalDue, lang));
    });

    test('the newest cycle has no statement yet: the list says it can take 24 to 48 hours', async ({ page, backend }) => {
      // a month and a few days later on the server's clock, with no new statement written
      await backend.post('/clock', { advanceSeconds: 33 * 86_400 });
      const card = await open(page, lang);
      await expect(card.getByTestId('statement-late')).toContainText(w.late);
    });
  });
}
