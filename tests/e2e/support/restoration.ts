import type { Page } from '@playwright/test';
import { expect, type Backend } from './fixtures';
import { openPayment, signInAs, type Lang, type Words } from './payment';

/** The restoration timeline's first words, per language. */
const RESTORING = {
  en: 'We are restoring your service. This usually takes about 5 minutes; this page follows it.',
  es: 'Estamos restableciendo su servicio. Suele tardar unos 5 minutos; esta página lo sigue.',
};

/** Harbor pays its past due today with its Mastercard; the confirmation shows the timeline. */
export async function payPastDue(page: Page, backend: Backend, lang: Lang): Promise<Words> {
  await page.clock.install();
  const w = await signInAs(page, 'disconnected@harbor.example', lang);
  await backend.post('/clock', { advanceSeconds: 0 });
  await openPayment(page, w);
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('radio', { name: new RegExp(w.ending('Mastercard', '4471')) }).check();
  await page.getByLabel(w.cvv).fill('123');
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('restoration-note')).toHaveText(RESTORING[lang]);
  await expect(page.getByTestId('restoration-received')).toHaveClass(/restoration__step--done/);
  await expect(page.getByTestId('restoration-restoring')).toHaveAttribute('aria-current', 'step');
  return w;
}

/** The page's next read: its clock moves one interval, and the read is answered. */
export async function nextRead(page: Page): Promise<void> {
  // a read still in flight settles first (under load the previous one can still be out): moving
  // the clock then would pass while no wait is scheduled, and the next read would never come
  await expect(page.getByTestId('restoration')).not.toHaveAttribute('data-state', '"checking"', { timeout: 10_000 });
  const before = await page.getByTestId('restoration').getAttribute('data-state');
  await page.clock.runFor(30_000);
  if (before === '"waiting"') await expect(page.getByTestId('restoration')).not.toHaveAttribute('data-state', '"checking"', { timeout: 10_000 });
}
