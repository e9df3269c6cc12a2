import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The router's network section on its device page, walked in Chromium: every outcome of
 * each of its flows (machines/network/network-*.ts, machines/network/router-factory-reset.ts) against the real
 * backend, in one page per language. Field rules are checked at their bounds by the unit and server
 * tests; here a refusal per form shows its translated message and where it points.
 */

/** Small factory-reset timings: back online after 1 s, first read after 3 s, every second, for 2 s (seed config.factoryReset). */
const QUICK_RESET = { config: { factoryReset: { offlineSeconds: 1, startDelaySeconds: 3, intervalSeconds: 1, durationSeconds: 2 } } };
/** A reset that does not finish while it is followed: offline 10 minutes, read after 1 s, for 2 s. */
const SLOW_RESET = { config: { factoryReset: { offlineSeconds: 600, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } };

const section = (page: Page) => page.getByTestId('network');
const ended = (page: Page) => page.getByTestId('network-ended');

/** The port forward form's labels and its button, in each language. */
const FORWARD_FORM = {
  en: { name: 'Name', protocol: 'Protocol', external: 'External ports', internal: 'Internal ports', address: 'Device address', add: 'Add forward' },
  es: {
    name: 'Nombre',
    protocol: 'Protocolo',
    external: 'Puertos externos',
    internal: 'Puertos internos',
    address: 'Dirección del equipo',
    add: 'Agregar reenvío',
  },
};
type ForwardDraft = { name: string; protocol?: string; external: string; internal: string; address: string };
/** Types a port forward into the open form (its protocol left as offered unless given); the test presses Add. */
async function typeForward(form: Locator, labels: (typeof FORWARD_FORM)['en'], draft: ForwardDraft): Promise<void> {
  await form.getByLabel(labels.name).fill(draft.name);
  if (draft.protocol) await form.getByLabel(labels.protocol).selectOption(draft.protocol);
  await form.getByLabel(labels.external).fill(draft.external);
  await form.getByLabel(labels.internal).fill(draft.internal);
  await form.getByLabel(labels.address).fill(draft.address);
}

test('English: Wi-Fi, port forwards, reservations, DNS, UPnP and a factory reset, with every outcome', async ({ page, backend }) => {
  test.slow();
  await backend.reset(QUICK_RESET);
  await signIn(page, 'owner@acme.example');
  // the first read fails: the message and Try again
  await backend.fault('routerNetwork', 'SERVICE_UNAVAILABLE');
  await page.goto('/services/equipment/eq_2');
  await expect(page.getByTestId('network-unavailable')).toContainText("The router's settings could not be loaded.");
  await section(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('network-wifi')).toBeVisible();
  await expect(page.getByTestId('network-static')).toContainText('203.0.113.48/29');
  await expect(page.getByTestId('network-guest')).toContainText('AcmePlumbing-Guest');
  await expect(page.getByTestId('wifi-password-ap_2_1')).not.toContainText('copper');
  await page.getByTestId('wifi-ap_2_1').getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByTestId('wifi-password-ap_2_1')).toHaveText('copper-ember-RJGAPU');
  await expectNoAxeViolations(page, 'network section');

  // ---- Wi-Fi: refused, back from the apply step, a failed apply, cancelled, then saved
  await page.getByRole('button', { name: 'Edit Wi-Fi' }).click();
  const wifi = page.getByTestId('wifi-form');
  const password24 = wifi.getByRole('group', { name: '2.4 GHz Wi-Fi' }).getByLabel('Password');
  await password24.fill('short');
  await wifi.getByRole('button', { name: 'Save Wi-Fi' }).click();
  await expect(password24).toBeFocused();
  await expect(wifi.getByText('Use at least 8 characters.')).toBeVisible();
  await expectNoAxeViolations(page, 'Wi-Fi form with an error');
  await wifi.getByRole('group', { name: '2.4 GHz Wi-Fi' }).getByLabel('Network name (SSID)').fill('Acme Plumbing Office');
  await password24.fill('copper-ember-2026');
  await wifi.getByRole('button', { name: 'Save Wi-Fi' }).click();
  await page.getByTestId('wifi-apply').getByRole('button', { name: 'Go back' }).click();
  await backend.fault('updateRouterAccessPoints', 'SERVICE_UNAVAILABLE');
  await wifi.getByRole('button', { name: 'Save Wi-Fi' }).click();
  await page.getByTestId('wifi-apply').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('wifi-save-failed')).toHaveText('The change could not be applied. Please try again.');
  await wifi.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('wifi-ap_2_1')).toContainText('AcmePlumbing');
  await page.getByRole('button', { name: 'Edit Wi-Fi' }).click();
  await wifi.getByRole('group', { name: '2.4 GHz Wi-Fi' }).getByLabel('Network name (SSID)').fill('Acme Plumbing Office');
  await wifi.getByRole('group', { name: '2.4 GHz Wi-Fi' }).getByLabel('Password').fill('copper-ember-2026');
  await wifi.getByRole('button', { name: 'Save Wi-Fi' }).click();
  await page.getByTestId('wifi-apply').getByRole('button', { name: 'Apply' }).click();
  await expect(ended(page)).toContainText('The Wi-Fi settings are applied.');
  await expect(page.getByTestId('wifi-ap_2_1')).toContainText('Acme Plumbing Office');
  await page.getByTestId('wifi-ap_2_1').getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByTestId('wifi-password-ap_2_1')).toHaveText('copper-ember-2026');

  // ---- a port forward: overlapping (refused), cancelled, a failed save, then added; one deleted
  const forwards = page.getByTestId('network-forwards');
  await page.getByRole('button', { name: 'Add a port forward' }).click();
  const form = page.getByTestId('forward-form');
  await typeForward(form, FORWARD_FORM.en, { name: 'Camera stream', protocol: 'UDP', external: '8555', internal: '555-556', address: '192.168.3.255' });
  await form.getByRole('button', { name: FORWARD_FORM.en.add }).click();
  await expect(form.getByLabel('External ports')).toBeFocused();
  await expect(form.getByText('These ports are already forwarded on this protocol.')).toBeVisible();
  await expect(form.getByText('Use a range as long as the external one.')).toBeVisible();
  await expect(form.getByText('This address belongs to the router or the network itself.')).toBeVisible();
  await expectNoAxeViolations(page, 'port forward form with errors');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add a port forward' }).click();
  await typeForward(form, FORWARD_FORM.en, { name: 'Card terminal', external: '9100', internal: '9100', address: '192.168.3.153' });
  await backend.fault('createPortForward', 'SERVICE_UNAVAILABLE');
  await form.getByRole('button', { name: FORWARD_FORM.en.add }).click();
  await expect(page.getByTestId('forward-save-failed')).toBeVisible();
  await form.getByRole('button', { name: FORWARD_FORM.en.add }).click();
  await expect(ended(page)).toHaveText(/The port forward is added\./);
  await expect(forwards).toContainText('Card terminal');

  const deleteForward = () =>
    page
      .getByTestId('forward-pf_1')
      .getByRole('button', { name: /Delete/ })
      .click();
  await deleteForward();
  await page.getByTestId('network-delete').getByRole('button', { name: 'Keep it' }).click();
  await backend.fault('deletePortForward', 'SERVICE_UNAVAILABLE');
  await deleteForward();
  await page.getByTestId('network-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(ended(page)).toContainText('The change could not be applied.');
  await deleteForward();
  await page.getByTestId('network-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(ended(page)).toContainText('Deleted.');
  await expect(page.getByTestId('forward-pf_1')).toHaveCount(0);

  // ---- a connected device reserved in one step: kept, failed, reserved
  const terminal = page.getByTestId('device-00:0B:4F:A7:A1:79');
  await terminal.getByRole('button', { name: 'Reserve this address' }).click();
  await page.getByTestId('network-reserve').getByRole('button', { name: 'Cancel' }).click();
  await backend.fault('createDhcpReservation', 'SERVICE_UNAVAILABLE');
  await terminal.getByRole('button', { name: 'Reserve this address' }).click();
  await page.getByTestId('network-reserve').getByRole('button', { name: 'Reserve' }).click();
  await expect(ended(page)).toContainText('The change could not be applied.');
  await terminal.getByRole('button', { name: 'Reserve this address' }).click();
  await expect(page.getByTestId('network-reserve')).toContainText('Card terminal 1 will always get the address 192.168.3.153');
  await page.getByTestId('network-reserve').getByRole('button', { name: 'Reserve' }).click();
  await expect(ended(page)).toContainText('The address is reserved.');
  await expect(terminal).toContainText('Address reserved');

  // ---- a reservation typed in: refused (the printer's MAC and address), cancelled, then saved; one deleted
  const reservations = page.getByTestId('network-reservations');
  await page.getByRole('button', { name: 'Add a reservation' }).click();
  const rform = page.getByTestId('reservation-form');
  await rform.getByLabel('Device name').fill('Spare printer');
  await rform.getByLabel('MAC address').fill('00-1b-a9-ab-59-de');
  await rform.getByLabel('Address', { exact: true }).fill('192.168.3.110');
  await rform.getByRole('button', { name: 'Reserve' }).click();
  await expect(rform.getByText('This device has a reservation already.')).toBeVisible();
  await expect(rform.getByText('This address is reserved already.')).toBeVisible();
  await rform.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add a reservation' }).click();
  await rform.getByLabel('Device name').fill('Office laptop');
  await rform.getByLabel('MAC address').fill('3c22.fbc7.38be');
  await rform.getByLabel('Address', { exact: true }).fill('192.168.3.158');
  await rform.getByRole('button', { name: 'Reserve' }).click();
  await expect(ended(page)).toContainText('The address is reserved.');
  await expect(reservations).toContainText('3C:22:FB:C7:38:BE');
  await page
    .getByTestId('reservation-dhcp_1')
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByTestId('network-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(ended(page)).toContainText('Deleted.');
  await expect(page.getByTestId('reservation-dhcp_1')).toHaveCount(0);

  // ---- DNS: cancelled, refused (a private address), saved
  await page.getByRole('button', { name: 'Change DNS' }).click();
  await page.getByTestId('dns-form').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Change DNS' }).click();
  const dns = page.getByTestId('dns-form');
  await dns.getByLabel('Custom').check();
  await dns.getByLabel('Primary DNS').fill('192.168.3.1');
  await dns.getByRole('button', { name: 'Save DNS' }).click();
  await expect(dns.getByText('Use a public DNS server, not a private or reserved address.')).toBeVisible();
  await dns.getByLabel('Primary DNS').fill('1.1.1.1');
  await dns.getByLabel('Secondary DNS (optional)').fill('9.9.9.9');
  await dns.getByRole('button', { name: 'Save DNS' }).click();
  await expect(ended(page)).toContainText('The DNS settings are applied.');
  await expect(page.getByTestId('dns-current')).toHaveText('Custom: 1.1.1.1, 9.9.9.9');

  // ---- UPnP: kept, failed, switched on
  const upnp = page.getByTestId('switch-upnp');
  await upnp.getByRole('button', { name: /Turn on/ }).click();
  await page.getByTestId('network-toggle').getByRole('button', { name: 'Cancel' }).click();
  await backend.fault('updateRouterConfigurationUpnp', 'SERVICE_UNAVAILABLE');
  await upnp.getByRole('button', { name: /Turn on/ }).click();
  await page.getByTestId('network-toggle').getByRole('button', { name: 'Turn on' }).click();
  await expect(ended(page)).toContainText('The change could not be applied.');
  await upnp.getByRole('button', { name: /Turn on/ }).click();
  await page.getByTestId('network-toggle').getByRole('button', { name: 'Turn on' }).click();
  await expect(ended(page)).toContainText('The setting is applied.');
  await expect(upnp).toContainText('On');

  // ---- guest networks: added (refused, back from the apply step, cancelled, a failed apply, then
  // saved), one changed (cancelled, then saved), one deleted
  const guests = page.getByTestId('network-guest');
  const gform = page.getByTestId('guest-form');
  await page.getByRole('button', { name: 'Add a guest network' }).click();
  // the 5 GHz network's name (the 2.4 GHz one was renamed above)
  await gform.getByLabel('Network name (SSID)').fill('AcmePlumbing-5G');
  await gform.getByLabel('Password').fill('short');
  await gform.getByRole('button', { name: 'Save guest network' }).click();
  await expect(gform.getByLabel('Network name (SSID)')).toBeFocused();
  await expect(gform.getByText('Another network of this router has this name. Choose another.')).toBeVisible();
  await expect(gform.getByText('Use at least 8 characters.')).toBeVisible();
  await expectNoAxeViolations(page, 'guest network form with errors');
  await gform.getByLabel('Network name (SSID)').fill('Acme Waiting Room');
  await gform.getByLabel('Password').fill('sunlit-harbor-42');
  await gform.getByLabel('Show the name to everyone nearby', { exact: false }).uncheck();
  await gform.getByRole('button', { name: 'Save guest network' }).click();
  await expect(page.getByTestId('guest-apply')).toContainText('every device on this guest network is disconnected');
  await page.getByTestId('guest-apply').getByRole('button', { name: 'Go back' }).click();
  await gform.getByRole('button', { name: 'Cancel' }).click();
  await expect(guests).not.toContainText('Acme Waiting Room');
  await page.getByRole('button', { name: 'Add a guest network' }).click();
  await gform.getByLabel('Network name (SSID)').fill('Acme Waiting Room');
  await gform.getByLabel('Password').fill('sunlit-harbor-42');
  await backend.fault('createAdditionalNetwork', 'SERVICE_UNAVAILABLE');
  await gform.getByRole('button', { name: 'Save guest network' }).click();
  await page.getByTestId('guest-apply').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('guest-save-failed')).toHaveText('The change could not be applied. Please try again.');
  await gform.getByRole('button', { name: 'Save guest network' }).click();
  await page.getByTestId('guest-apply').getByRole('button', { name: 'Apply' }).click();
  await expect(ended(page)).toContainText('The guest network is added.');
  await expect(guests).toContainText('Acme Waiting Room');
  const seededGuest = page.getByTestId('guest-net_1');
  await seededGuest.getByRole('button', { name: /Edit/ }).click();
  await expect(gform.getByLabel('Network name (SSID)')).toHaveValue('AcmePlumbing-Guest');
  await gform.getByRole('button', { name: 'Cancel' }).click();
  await seededGuest.getByRole('button', { name: /Edit/ }).click();
  await gform.getByLabel('Password').fill('harbor-lantern-2026');
  await gform.getByLabel('On: the router broadcasts this network').uncheck();
  await gform.getByRole('button', { name: 'Save guest network' }).click();
  await page.getByTestId('guest-apply').getByRole('button', { name: 'Apply' }).click();
  await expect(ended(page)).toContainText("The guest network's changes are applied.");
  await expect(seededGuest).toContainText('Off');
  await seededGuest.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByTestId('network-delete')).toContainText('The router stops broadcasting AcmePlumbing-Guest');
  await page.getByTestId('network-delete').getByRole('button', { name: 'Keep it' }).click();
  await seededGuest.getByRole('button', { name: /Delete/ }).click();
  await page.getByTestId('network-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(ended(page)).toContainText('Deleted.');
  await expect(seededGuest).toHaveCount(0);

  // ---- factory reset: kept, the wrong name refused, a failed reset, then reset and back online
  const reset = page.getByRole('button', { name: 'Reset to factory settings' });
  const confirm = page.getByTestId('network-reset-confirm');
  await reset.click();
  await confirm.getByRole('button', { name: 'Keep my settings' }).click();
  await reset.click();
  await confirm.getByLabel(/To confirm, type the device's name/).fill('router');
  await confirm.getByRole('button', { name: 'Reset the router' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Type Front office router to confirm.');
  await expectNoAxeViolations(page, 'factory reset confirmation');
  await confirm.getByLabel(/To confirm, type the device's name/).fill('front office router');
  await backend.fault('factoryResetRouter', 'SERVICE_UNAVAILABLE');
  await confirm.getByRole('button', { name: 'Reset the router' }).click();
  await expect(ended(page)).toContainText('We could not reset the router');
  await expect(forwards).toContainText('Card terminal');
  await reset.click();
  await confirm.getByLabel(/To confirm, type the device's name/).fill('Front office router');
  await confirm.getByRole('button', { name: 'Reset the router' }).click();
  await expect(page.getByTestId('factory-reset-progress')).toContainText(/Resetting/);
  await expect(ended(page)).toContainText('The router is reset and back online', { timeout: 15_000 });
  await expect(page.getByTestId('connection-eq_2')).toHaveText('Online');
  await expect(forwards).toContainText('No port is forwarded.');
  await expect(reservations).toContainText('No address is reserved.');
  await expect(guests).toContainText('No guest network.');
  await expect(page.getByTestId('wifi-ap_2_1')).toContainText('Acme Plumbing Office');
});

test('Spanish: a factory reset that is not back in time leaves every change refused; the hotspot turned off; a standard user sees no network', async ({
  page,
  backend,
}) => {
  await backend.reset(SLOW_RESET);
  await signInAt(page, 'admin@acme.example', '/services/equipment/eq_2');
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('Configuración de red');

  const hotspot = page.getByTestId('switch-hotspot');
  await hotspot.getByRole('button', { name: /Desactivar/ }).click();
  await expect(page.getByTestId('network-toggle')).toContainText('¿Desactivar el hotspot?');
  await page.getByTestId('network-toggle').getByRole('button', { name: 'Desactivar' }).click();
  await expect(ended(page)).toContainText('La configuración quedó aplicada.');
  await expect(hotspot).toContainText('Desactivado');

  await page.getByRole('button', { name: 'Agregar un reenvío de puertos' }).click();
  const form = page.getByTestId('forward-form');
  await typeForward(form, FORWARD_FORM.es, { name: 'Cámara', external: '8443', internal: '443', address: '10.0.0.5' });
  await form.getByRole('button', { name: FORWARD_FORM.es.add }).click();
  await expect(form.getByText('Estos puertos ya se reenvían con este protocolo.')).toBeVisible();
  await expect(form.getByText('Use una dirección de la red de este router.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // a guest network in Spanish: a name the router has already, then added after Apply
  await page.getByRole('button', { name: 'Agregar una red de invitados' }).click();
  const gform = page.getByTestId('guest-form');
  await gform.getByLabel('Nombre de la red (SSID)').fill('AcmePlumbing-Guest');
  await gform.getByLabel('Contraseña').fill('visitas-2026');
  await gform.getByRole('button', { name: 'Guardar red de invitados' }).click();
  await expect(gform.getByText('Otra red de este router ya tiene este nombre. Elija otro.')).toBeVisible();
  await gform.getByLabel('Nombre de la red (SSID)').fill('Acme Visitas');
  await gform.getByRole('button', { name: 'Guardar red de invitados' }).click();
  await expect(page.getByTestId('guest-apply')).toContainText('¿Aplicar la red de invitados?');
  await page.getByTestId('guest-apply').getByRole('button', { name: 'Aplicar' }).click();
  await expect(ended(page)).toContainText('La red de invitados quedó agregada.');
  await expect(page.getByTestId('network-guest')).toContainText('Acme Visitas');

  // the device's badge, read when the page loaded, follows the reset's outcome (machines/equipment/equipment-device.ts connection.reread)
  const badge = page.getByTestId('connection-eq_2');
  await expect(badge).toHaveText('En línea');
  await page.getByRole('button', { name: 'Restablecer a la configuración de fábrica' }).click();
  const confirm = page.getByTestId('network-reset-confirm');
  await confirm.getByLabel(/Para confirmar, escriba el nombre del equipo/).fill('Front office router');
  await confirm.getByRole('button', { name: 'Restablecer el router' }).click();
  await expect(page.getByTestId('factory-reset-progress')).toContainText('Restableciendo');
  await expect(ended(page)).toContainText('El router aún no vuelve a estar en línea.', { timeout: 15_000 });
  await expect(page.getByTestId('network-resetting')).toContainText('El router se está restableciendo');
  await expect(badge).toHaveText('Sin conexión');
  await expect(page.getByRole('button', { name: 'Editar Wi-Fi' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Restablecer a la configuración de fábrica' })).toBeDisabled();
  await expectNoAxeViolations(page, 'network section while resetting (Spanish)');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.context().clearCookies();
  await signInAt(page, 'staff@acme.example', '/services/equipment/eq_2');
  await expect(page.getByTestId('support')).toBeVisible();
  await expect(page.getByTestId('network')).toHaveCount(0);
});
