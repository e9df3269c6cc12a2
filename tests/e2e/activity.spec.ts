import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { ACME, clockOn, FAILED_ID, FLEET, mondayWorld, RETURNED_ID, signInAgain } from './support/activity';
import { LANGS, money, signInAt } from './support/lang';

/**
 * The payment history and the account activity, in English and Spanish, against the
 * real backend: the `paymentHistory` and `accountActivity` flows. A bank payment made on a
 * Monday is in progress, then returned by its bank on its settlement day (the server's clock
 * moves); the filters, the refused range, the empty list, the CSV and the failed-to-load
 * message with its retry; the activity's two tables with their balances and the mobile
 * transactions' filters.
 */
const words = {
  en: {
    history: 'Payment history',
    activity: 'Account activity',
    inProgress: 'In Progress',
    returned: 'Returned',
    completed: 'Completed',
    pendingStage: 'Pending',
    returnedStage: 'Returned by the bank',
    reason: "The bank account didn't have enough money.",
    failed: 'Failed',
    expired: 'Not made: the card had expired by its day. Update the card or use another method, then make a new payment.',
    chat: 'By chat',
    reversed: 'The start date must be on or before the end date.',
    none: 'No payments match these filters.',
    unavailable: "Your transactions couldn't be loaded right now. Please try again.",
    retry: 'Try again',
    apply: 'Apply filters',
    clear: 'Clear',
    csvHeader: ['Date', 'Amount (USD)', 'Method', 'Last four', 'Channel', 'Confirmation number', 'Status'],
    bankAccount: 'Bank account',
    credits: 'Credits',
    payments: 'Payments',
    noMobile: 'No mobile transactions of this kind.',
  },
  es: {
    history: 'Historial de pagos',
    activity: 'Actividad de la cuenta',
    inProgress: 'En Proceso',
    returned: 'Devuelto',
    completed: 'Completado',
    pendingStage: 'Pendiente',
    returnedStage: 'Devuelto por el banco',
    reason: 'La cuenta bancaria no tenía fondos suficientes.',
    failed: 'Fallido',
    expired: 'No se realizó: la tarjeta había vencido en la fecha del pago. Actualice la tarjeta o use otro método y haga un nuevo pago.',
    chat: 'Por chat',
    reversed: 'La fecha de inicio debe ser igual o anterior a la fecha de fin.',
    none: 'Ningún pago coincide con estos filtros.',
    unavailable: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    retry: 'Intentar de nuevo',
    apply: 'Aplicar filtros',
    clear: 'Borrar',
    csvHeader: ['Fecha', 'Monto (USD)', 'Método', 'Últimos cuatro', 'Canal', 'Número de confirmación', 'Estado'],
    bankAccount: 'Cuenta bancaria',
    credits: 'Créditos',
    payments: 'Pagos',
    noMobile: 'No hay transacciones móviles de este tipo.',
  },
};

for (const lang of LANGS) {
  const w = words[lang];
  test.describe(`payment history and account activity (${lang})`, () => {
    test('history: a bank payment in progress then returned, filters, a refused range, nothing found, the CSV, failed to load and retry', async ({
      page,
      backend,
    }) => {
      const { monday, returnsOn } = await mondayWorld(backend);
      await signInAt(page, ACME, '/billing/payment-history', lang);
      await expect(page.getByRole('heading', { level: 1, name: w.history })).toBeVisible();
      const card = page.getByTestId('payment-history');
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
      const returned = card.locator(`[data-payment="${RETURNED_ID}"]`);
      await expect(returned.getByTestId('history-status')).toHaveText(w.inProgress);
      await expect(returned).toContainText(w.chat);
      await expect(returned).toContainText('CNFRETURN0001');
      await expect(returned.getByTestId('history-timeline')).toHaveAttribute('data-stage', 'pending');
      // a scheduled payment that failed on its day says why, and what to do
      const failed = card.locator(`[data-payment="${FAILED_ID}"]`);
      await expect(failed.getByTestId('history-status')).toHaveText(w.failed);
      await expect(failed.getByTestId('history-failure')).toHaveText(w.expired);
      await expect(returned.getByTestId('history-failure')).toHaveCount(0);

      // the chat payments, then a range that ends before it starts (refused, said under the dates), then Clear
      await page.locator('#history-channel').selectOption('CHAT');
      await card.getByRole('button', { name: w.apply }).click();
      // Acme's chat payments: the seed's one and this Monday's
      await expect(card.getByTestId('history-row')).toHaveCount(2);
      await expect(card.getByTestId('history-row').getByText(w.chat)).toHaveCount(2);
      await page.locator('#history-from').fill(monday);
      await page.locator('#history-to').fill('2020-01-01');
      await card.getByRole('button', { name: w.apply }).click();
      await expect(card.getByTestId('history-range-error')).toHaveText(w.reversed);
      await card.getByRole('button', { name: w.clear }).click();
      await expect(card.getByTestId('history-range-error')).toHaveCount(0);
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');

      // returned: nothing yet
      await page.locator('#history-status').selectOption('RETURNED');
      await card.getByRole('button', { name: w.apply }).click();
      await expect(card.getByTestId('history-empty')).toHaveText(w.none);
      await card.getByRole('button', { name: w.clear }).click();
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');

      // the CSV of the rows shown: header, one line per row, dollars from cents
      const rows = await card.getByTestId('history-row').count();
      const download = page.waitForEvent('download');
      await card.getByTestId('history-csv').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^payments-\d+\.csv$/);
      const lines = readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(w.csvHeader.join(','));
      expect(lines).toHaveLength(rows + 1);
      expect(lines).toContain([monday, '250.00', w.bankAccount, '8841', w.chat, 'CNFRETURN0001', w.inProgress].join(','));

      // its settlement day: the bank sent it back, and says why
      await clockOn(backend, returnsOn);
      await signInAgain(page, ACME, '/billing/payment-history');
      await expect(returned.getByTestId('history-status')).toHaveText(w.returned);
      await returned.getByTestId('history-timeline').locator('summary').click();
      await expect(returned.getByTestId('history-timeline')).toContainText(w.returnedStage);
      await expect(returned.getByTestId('history-timeline-reason')).toHaveText(w.reason);

      // spec billing §8: transactions fail to load, with a retry
      await backend.fault('paymentHistory', 'SERVICE_UNAVAILABLE');
      await page.reload();
      await expect(card.getByTestId('history-unavailable')).toContainText(w.unavailable);
      await card.getByRole('button', { name: w.retry }).click();
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    });

    test('activity: payments and charges with the balance each left, filtered; the mobile transactions All, Payments, Credits; failed to load and retry', async ({
      page,
      backend,
    }) => {
      await mondayWorld(backend);
      await signInAt(page, FLEET, '/billing/account-activity', lang);
      await expect(page.getByRole('heading', { level: 1, name: w.activity })).toBeVisible();
      const card = page.getByTestId('activity');
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
      await expect(card.getByTestId('activity-payments-row').first()).toBeVisible();
      await expect(card.getByTestId('activity-charges-row').first()).toBeVisible();

      await page.locator('#activity-kind').selectOption('CREDITS');
      await page.locator('#activity-service').selectOption('MOBILE');
      await card.getByRole('button', { name: w.apply }).click();
      await expect(card.getByTestId('activity-charges-row')).toHaveCount(1);
      await expect(card.getByTestId('activity-charges-row')).toContainText(money(-1500, lang));
      await expect(card.getByTestId('activity-payments')).toHaveCount(0);

      const mobile = page.getByTestId('mobile-transactions');
      await expect(mobile).toHaveAttribute('data-state', '{"ready":"list"}');
      await mobile.getByRole('button', { name: w.credits }).click();
      await expect(mobile.getByRole('button', { name: w.credits })).toHaveAttribute('aria-pressed', 'true');
      await expect(mobile.getByTestId('mobile-table-row')).toHaveCount(1);
      await mobile.getByRole('button', { name: w.payments }).click();
      await expect(mobile.getByTestId('mobile-empty')).toHaveText(w.noMobile);

      await backend.fault('transactions', 'SERVICE_UNAVAILABLE');
      await card.getByRole('button', { name: w.clear }).click();
      await expect(card.getByTestId('activity-unavailable')).toContainText(w.unavailable);
      await card.getByRole('button', { name: w.retry }).click();
      await expect(card).toHaveAttribute('data-state', '{"ready":"list"}');
    });
  });
}
