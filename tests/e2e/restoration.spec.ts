import { expect, test } from './support/fixtures';
import { nextRead, payPastDue } from './support/restoration';

/**
 * The restoration timeline (machines/equipment/service-restoration.ts) through the UI: Harbor
 * (soft-disconnected, acct_4) pays its past due today; the confirmation follows its service back,
 * to each outcome: restored (the server's five minutes pass), not back in time (the page's reads
 * run out first), and the account not readable (a fault). The page's clock moves the reads, the
 * server's clock the restoration.
 */
const RESTORED = { en: 'Your service is back on.', es: 'Su servicio ya está restablecido.' };
const NOT_BACK = { en: /^Your service is not back yet\. Restart your equipment/, es: /^Su servicio aún no está restablecido\. Reinicie sus equipos/ };
const UNKNOWN = { en: /^We could not check on your service just now\./, es: /^No pudimos comprobar su servicio en este momento\./ };

test('restored: the server restores the service after its five minutes; the next read says so (en)', async ({ page, backend }) => {
  await payPastDue(page, backend, 'en');
  await backend.post('/clock', { advanceSeconds: 301 });
  await nextRead(page);
  await expect(page.getByTestId('restoration-note')).toHaveText(RESTORED.en);
  await expect(page.getByTestId('restoration-restored')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('restoration-restored')).toHaveClass(/restoration__step--done/);
});

test('not back in time: the reads run out before the server restores it; what to do is said (es)', async ({ page, backend }) => {
  await payPastDue(page, backend, 'es');
  // five minutes promised plus five of grace, a read every 30 s: 20 more reads, the server's clock held
  for (let read = 0; read < 20; read++) await nextRead(page);
  await expect(page.getByTestId('restoration-note')).toHaveText(NOT_BACK.es);
  await expect(page.getByTestId('restoration-note').getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/services');
  await expect(page.getByTestId('restoration-restored')).not.toHaveClass(/restoration__step--done/);
});

test('the account cannot be read: the payment stands, and what to expect is said (en)', async ({ page, backend }) => {
  await payPastDue(page, backend, 'en');
  await backend.post('/faults', { operation: 'billing', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
  await nextRead(page);
  await expect(page.getByTestId('restoration-note')).toHaveText(UNKNOWN.en);
  await expect(page.getByTestId('restoration-note')).toContainText('(888) 555-0100');
});
