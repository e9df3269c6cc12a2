import { expect } from './support/fixtures';
import { signInAt, type Lang } from './support/lang';
import { shotWalks } from './support/shot-walks';

/** The words the walk clicks and reads, in each language (the mobile catalogs, locales/en and locales/es). */
const WORDS: Record<Lang, Record<'alerts' | 'rename' | 'saveName' | 'nameMissing' | 'cancel' | 'keep' | 'swap' | 'imei' | 'next' | 'imeiInvalid', string>> = {
  en: {
    alerts: 'Change data alerts',
    rename: 'Rename line',
    saveName: 'Save name',
    nameMissing: 'Enter a name.',
    cancel: 'Cancel',
    keep: 'Keep as it is',
    swap: 'Swap device',
    imei: "New device's IMEI",
    next: 'Continue',
    imeiInvalid: 'This IMEI is not valid: check the digits.',
  },
  es: {
    alerts: 'Cambiar las alertas de datos',
    rename: 'Cambiar el nombre de la línea',
    saveName: 'Guardar nombre',
    nameMissing: 'Escriba un nombre.',
    cancel: 'Cancelar',
    keep: 'Dejarlo como está',
    swap: 'Cambiar de dispositivo',
    imei: 'IMEI del dispositivo nuevo',
    next: 'Continuar',
    imeiInvalid: 'Este IMEI no es válido: revise los dígitos.',
  },
};

/**
 * npm run screenshots: the mobile overview and a line, for both mobile accounts, and the steps of
 * the changes a line offers, in each language and width (npm test walks the 390 px Spanish one:
 * every step in Spanish, none wider than the phone).
 */
shotWalks('mobile', 'the mobile overview, a line and its changes', async ({ page, lang, shot }) => {
  const w = WORDS[lang];
  for (const [username, lineId, who] of [
    ['mobile@fleet.example', 'line_1', 'fleet'],
    ['owner@routewise.example', 'line_11', 'routewise'],
  ] as const) {
    await signInAt(page, username, '/services/mobile', lang);
    await expect(page.getByTestId('mobile-line').first()).toBeVisible();
    await shot(`${who}-overview`);
    await page.goto(`/services/mobile/lines/${lineId}`);
    await expect(page.getByTestId('international-usage').getByRole('button')).toBeVisible();
    await expect(page.getByTestId('as-of').last()).toBeVisible();
    await shot(`${who}-line`);
  }

  // the changes' steps, on Fleet's dispatch line: data alerts, a rename refused on its form, a
  // feature's confirmation, a device swap refused on its form
  await signInAt(page, 'mobile@fleet.example', '/services/mobile', lang);
  await page.getByRole('button', { name: w.alerts }).click();
  await expect(page.getByTestId('alerts-form')).toBeVisible();
  await shot('change-alerts');
  await page.getByTestId('alerts-form').getByRole('button', { name: w.cancel }).click();
  await page.goto('/services/mobile/lines/line_2');
  await page.getByRole('button', { name: w.rename }).click();
  await page.getByRole('textbox').first().fill('');
  await page.getByRole('button', { name: w.saveName }).click();
  await expect(page.getByText(w.nameMissing)).toBeVisible();
  await shot('change-rename-refused');
  await page.getByRole('button', { name: w.cancel }).click();
  await page.getByTestId('feature-INTERNATIONAL_ROAMING').getByRole('button').click();
  await expect(page.getByTestId('feature-change')).toBeVisible();
  await shot('change-feature-confirm', false);
  await page.getByRole('button', { name: w.keep }).click();
  await page.getByRole('button', { name: w.swap }).click();
  await page.getByLabel(w.imei).fill('353917660000000'); // its check digit would be 9;
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByText(w.imeiInvalid)).toBeVisible();
  await shot('change-swap-refused');
});
