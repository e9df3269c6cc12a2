import { signIn, test } from './support/fixtures';
import { atWidth, pictureWithin } from './support/shots';

/**
 * npm run screenshots: the router's network section (issue 18): the device page with it, the Wi-Fi
 * form, the port forward form with its errors and the factory reset in progress, in English and
 * Spanish, wide and narrow.
 */
const SLOW_RESET = { config: { factoryReset: { offlineSeconds: 600, startDelaySeconds: 600, intervalSeconds: 15, durationSeconds: 420 } } };

for (const width of [1400, 390])
  for (const lang of ['en', 'es'] as const)
    test(`network section, ${lang} (${width} px)`, atWidth(width), async ({ page, backend }) => {
      await backend.reset(SLOW_RESET);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'owner@acme.example');
      await page.goto('/services/equipment/eq_2');
      if (lang === 'es') await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
      const t = (en: string, es: string) => (lang === 'en' ? en : es);
      await page.getByTestId('network-wifi').waitFor();
      await pictureWithin(page, `network-device-page-${lang}-${width}.png`, width);

      await page.getByRole('button', { name: t('Edit Wi-Fi', 'Editar Wi-Fi') }).click();
      const wifi = page.getByTestId('wifi-form');
      await wifi.getByRole('group').first().getByLabel(t('Password', 'Contraseña'), { exact: true }).fill('short');
      await wifi.getByRole('button', { name: t('Save Wi-Fi', 'Guardar Wi-Fi') }).click();
      await wifi.locator('.field__error').first().waitFor();
      await pictureWithin(page, `network-wifi-edit-${lang}-${width}.png`, width);
      await wifi.getByRole('button', { name: t('Cancel', 'Cancelar') }).click();

      await page.getByRole('button', { name: t('Add a port forward', 'Agregar un reenvío de puertos') }).click();
      const form = page.getByTestId('forward-form');
      await form.getByLabel(t('Name', 'Nombre'), { exact: true }).fill('Camera stream');
      await form.getByLabel(t('External ports', 'Puertos externos')).fill('8555');
      await form.getByLabel(t('Internal ports', 'Puertos internos')).fill('70000');
      await form.getByLabel(t('Device address', 'Dirección del equipo')).fill('192.168.3.1');
      await form.getByRole('button', { name: t('Add forward', 'Agregar reenvío') }).click();
      await form.locator('.field__error').first().waitFor();
      await pictureWithin(page, `network-forward-errors-${lang}-${width}.png`, width);
      await form.getByRole('button', { name: t('Cancel', 'Cancelar') }).click();

      await page.getByRole('button', { name: t('Reset to factory settings', 'Restablecer a la configuración de fábrica') }).click();
      const confirm = page.getByTestId('network-reset-confirm');
      await pictureWithin(page, `network-reset-confirm-${lang}-${width}.png`, width);
      await confirm.getByRole('textbox').fill('Front office router');
      await confirm.getByRole('button', { name: t('Reset the router', 'Restablecer el router') }).click();
      const progress = page.getByTestId('factory-reset-progress');
      await progress.getByText(t('Resetting. It should be back online by', 'Restableciendo. Debería volver')).waitFor();
      await pictureWithin(page, `network-reset-progress-${lang}-${width}.png`, width);
    });
