import type { Page } from '@playwright/test';
import { imeiCheckDigit } from '../../src/domain/mobile-imei';
import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The mobile pages (/services/mobile and a line's page, spec platform §3) read as their users do,
 * by role and name, in both languages, and every outcome of their flows (mobileLineNickname,
 * mobileLineFeature, mobileDataAlerts, mobileDeviceSwap, mobileUsageState) caused on the server
 * and walked through the UI.
 */

const FLEET = 'mobile@fleet.example';
const ROUTEWISE = 'owner@routewise.example';
/** a device of a model the network knows (the iPhone 15's type allocation code), not on the account */
const IPHONE_15 = '35391766000000';
const NEW_IMEI = IPHONE_15 + imeiCheckDigit(IPHONE_15);
/** a well-formed IMEI of a model the network does not know: only the server refuses it */
const UNKNOWN_MODEL = '99000000000000';
const UNKNOWN_IMEI = UNKNOWN_MODEL + imeiCheckDigit(UNKNOWN_MODEL);
/** quick feature changes: applied 1 s after the request (server clock), read after 1 s, every second, for 3 s */
const QUICK_FEATURES = { config: { lineFeatureChange: { offlineSeconds: 1, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 3 } } };

const columnHeaders = (page: Page, testId: string) => page.getByTestId(testId).getByRole('columnheader');

test('Fleet in English: the overview and a line read by role and name, from the summary to billing', async ({ page, backend }) => {
  await backend.freezeDay('14:10');
  await signInAt(page, FLEET, '/account-summary');
  await page.getByTestId('summary-mobile-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
  await expect(columnHeaders(page, 'lines-table')).toHaveText(['Line', 'Status', 'Device', 'Plan', 'Data used', 'Speed', 'Usage state']);
  const rows = page.getByTestId('mobile-line');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Owen Fischer');
  await expect(rows.first()).toContainText('Active');
  await expect(rows.first()).toContainText('Apple iPhone 15');
  // a model that starts with its brand is not given the brand twice
  await expect(rows.filter({ hasText: "Owen's watch" })).toContainText('Apple Watch Series 9');
  await expect(rows.filter({ hasText: "Owen's watch" })).not.toContainText('Apple Apple');
  await expect(page.getByTestId('as-of').first()).toHaveText('as of 2:10 pm');
  await expect(page.getByRole('heading', { level: 2, name: 'Business Unlimited Plus' })).toBeVisible();
  await expect(page.getByTestId('plan-group').first().getByTestId('forecast')).toContainText('By the end of the cycle:');
  await expect(page.getByTestId('account-lock')).toHaveText('On: your numbers cannot be moved to another carrier');
  await expect(page.getByTestId('alerts-state')).toHaveText("On, at 75% of a plan's allowance");
  // the search by name or number
  await page.getByLabel('Search by name or number').fill('0196');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Owen's watch");
  await page.getByLabel('Search by name or number').fill('nobody');
  await expect(page.getByText('No line matches.')).toBeVisible();
  await page.getByLabel('Search by name or number').fill('');
  // a line: its device, its usage by day and its international usage
  await page.getByRole('link', { name: 'Owen Fischer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Fischer' })).toBeVisible();
  const device = page.getByTestId('line-device');
  await expect(device.getByRole('heading', { level: 2, name: 'Device' })).toBeVisible();
  await expect(device).toContainText('Apple iPhone 15');
  await expect(page.getByTestId('device-imei')).toHaveText('353917668532285');
  // the keyboard: from the back link, Tab reaches the billing links, then Rename, then the device swap and the features
  await page.getByRole('link', { name: 'All mobile lines' }).focus();
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(order).toEqual([
    'Pay your mobile balance',
    'Mobile statements',
    'Rename line',
    'Swap device',
    'Turn off International roaming',
    'Turn off Mobile hotspot',
  ]);
  await expect(columnHeaders(page, 'usage-by-day')).toHaveText(['Day', 'Data used']);
  await expect(page.getByTestId('line-usage-state')).not.toBeEmpty();
  await expect(columnHeaders(page, 'line-features')).toHaveText(['Feature', 'Status', 'Change']);
  const international = page.getByTestId('international-usage');
  const today = await international.getByLabel('To', { exact: true }).inputValue();
  const earlier = new Date(Date.parse(`${today}T12:00:00Z`) - 120 * 86_400_000).toISOString().slice(0, 10);
  await international.getByLabel('From', { exact: true }).fill(earlier);
  await international.getByRole('button', { name: 'Show usage' }).click();
  await expect(columnHeaders(page, 'international-table')).toHaveText(['Day', 'Country', 'Type', 'Rate', 'Units', 'Charge']);
  await expect(page.getByTestId('international-table')).toContainText('Mexico');
  await expect(page.getByTestId('international-table')).toContainText('Day pass');
  // a reversed range is said, and not asked
  await international.getByLabel('From', { exact: true }).fill(today);
  await international.getByLabel('To', { exact: true }).fill(earlier);
  await expect(international.getByRole('alert')).toHaveText('The start must not be after the end.');
  // billing, and back to the lines from the billing home's mobile card
  await page.getByRole('link', { name: 'Pay your mobile balance' }).click();
  await expect(page).toHaveURL(/\/billing\/pay-bill/);
  await page.goto('/billing');
  await page.getByTestId('billing-mobile-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
  // another account's line, or none, is the not-found page
  await page.goto('/services/mobile/lines/line_5');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/services/mobile/lines/line_none');
  await expect(page).toHaveURL(/\/404$/);
});

test('Routewise in Spanish: statuses in words, the filter and a slowed-down line', async ({ page }) => {
  await signInAt(page, ROUTEWISE, '/services', 'es');
  await page.getByTestId('services-mobile').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Móvil' })).toBeVisible();
  await expect(columnHeaders(page, 'lines-table')).toHaveText(['Línea', 'Estado', 'Dispositivo', 'Plan', 'Datos usados', 'Velocidad', 'Estado del uso']);
  const rows = page.getByTestId('mobile-line');
  await expect(rows).toHaveCount(8);
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Suspendida' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Route 4 (open)');
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Todos los estados' });
  await expect(page.getByTestId('as-of').first()).toContainText(/^a las \d{1,2}:\d{2} [ap]\. m\.$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Alertas de datos' })).toBeVisible();
  await page.getByRole('link', { name: 'Yard supervisor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yard supervisor' })).toBeVisible();
  await expect(page.getByTestId('line-usage-state')).toHaveText('Más lenta');
  await expect(page.getByRole('heading', { level: 2, name: 'Datos por día en este ciclo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Funciones de la línea' })).toBeVisible();
  await expect(page.getByTestId('feature-MOBILE_HOTSPOT')).toContainText('No disponible en esta línea');
  await page.getByRole('link', { name: 'Estados de cuenta móviles' }).click();
  await expect(page).toHaveURL(/\/billing\/view-statements/);
});

test('the changes through the UI: rename, a feature done, failed and still pending, data alerts, a device swap refused and done', async ({ page, backend }) => {
  test.slow();
  await backend.reset(QUICK_FEATURES);
  await signInAt(page, FLEET, '/services/mobile/lines/line_2');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Ruiz (dispatch)' })).toBeVisible();
  // rename: refused on the form, cancelled, then saved
  await page.getByRole('button', { name: 'Rename line' }).click();
  await page.getByLabel('Line name').fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Rename line' }).click();
  await page.getByLabel('Line name').fill('Ana Ruiz (south)');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('rename-saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Ruiz (south)' })).toBeVisible();
  // rename failed: the server unavailable
  await backend.fault('updateLineNickname', 'SERVICE_UNAVAILABLE');
  await page.getByRole('button', { name: 'Rename line' }).click();
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('rename-failed')).toHaveText('The change could not be made. Please try again.');
  await page.getByRole('button', { name: 'Close' }).click();

  // a feature: kept, then turned on and polled until done (the server's clock moved past its apply time)
  const roaming = page.getByTestId('feature-INTERNATIONAL_ROAMING');
  await roaming.getByRole('button', { name: 'Turn on International roaming' }).click();
  await page.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(page.getByTestId('feature-change')).toBeHidden();
  await roaming.getByRole('button', { name: 'Turn on International roaming' }).click();
  await page.getByTestId('feature-change').getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByTestId('feature-done')).toHaveText('International roaming is on.');
  await expect(roaming).toContainText('On');
  await page.getByTestId('feature-change').getByRole('button', { name: 'Close' }).click();
  // failed: the network refuses it once applied
  await backend.fault('lineFeatureRejected', 'CONFLICT');
  await roaming.getByRole('button', { name: 'Turn off International roaming' }).click();
  await page.getByTestId('feature-change').getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByTestId('feature-failed')).toHaveText('The network could not make the change. Please call us if it keeps failing.');
  await page.getByTestId('feature-change').getByRole('button', { name: 'Close' }).click();
  // still pending: the network takes longer than the page follows it
  await backend.reset({ config: { lineFeatureChange: { offlineSeconds: 600, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } });
  await page.reload();
  await page.getByTestId('feature-MOBILE_HOTSPOT').getByRole('button', { name: 'Turn off Mobile hotspot' }).click();
  await page.getByTestId('feature-change').getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByTestId('feature-pending')).toBeVisible();
  await page.getByTestId('feature-change').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('feature-MOBILE_HOTSPOT')).toContainText('Change being applied');

  // a device swap: cancelled; failed (the server unavailable); a wrong check digit on the form, an
  // unknown model refused by the server, then done
  await page.getByRole('button', { name: 'Swap device' }).click();
  await page.getByTestId('device-swap').getByRole('button', { name: 'Cancel' }).click();
  await backend.fault('swapDevice', 'SERVICE_UNAVAILABLE');
  await page.getByRole('button', { name: 'Swap device' }).click();
  await page.getByLabel("New device's IMEI").fill(NEW_IMEI);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Swap now' }).click();
  await expect(page.getByTestId('swap-failed')).toHaveText('The change could not be made. Please try again.');
  await page.getByTestId('device-swap').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Swap device' }).click();
  await page.getByLabel("New device's IMEI").fill(IPHONE_15 + ((Number(imeiCheckDigit(IPHONE_15)) + 1) % 10));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This IMEI is not valid: check the digits.')).toBeVisible();
  await page.getByLabel("New device's IMEI").fill(UNKNOWN_IMEI);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Swap now' }).click();
  await expect(page.getByTestId('swap-failed')).toHaveText('No device with this IMEI can be used on our network.');
  await page.getByTestId('device-swap').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Swap device' }).click();
  await page.getByLabel("New device's IMEI").fill(NEW_IMEI);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Swap now' }).click();
  await expect(page.getByTestId('swap-done')).toHaveText(`The line is now on the device with IMEI ${NEW_IMEI}.`);
  await expect(page.getByTestId('device-imei')).toHaveText(NEW_IMEI);

  // data alerts: cancelled, refused by the server, failed, then saved and read again
  await page.getByRole('link', { name: 'All mobile lines' }).click();
  const alerts = page.getByTestId('data-alerts');
  await alerts.getByRole('button', { name: 'Change data alerts' }).click();
  await alerts.getByRole('button', { name: 'Cancel' }).click();
  await backend.fault('updateMobileAccount', 'FORBIDDEN');
  await alerts.getByRole('button', { name: 'Change data alerts' }).click();
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByTestId('alerts-failed')).toBeVisible();
  await alerts.getByRole('button', { name: 'Close' }).click();
  await backend.fault('updateMobileAccount', 'SERVICE_UNAVAILABLE');
  await alerts.getByRole('button', { name: 'Change data alerts' }).click();
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByTestId('alerts-failed')).toHaveText('The change could not be made. Please try again.');
  await alerts.getByRole('button', { name: 'Close' }).click();
  await alerts.getByRole('button', { name: 'Change data alerts' }).click();
  await alerts.getByLabel('Alert level').selectOption({ label: '90%' });
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByTestId('alerts-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('alerts-state')).toHaveText("On, at 90% of a plan's allowance");
});

test('a role that reads: no change control on the overview or a line', async ({ page, backend }) => {
  await backend.reset({ users: [{ id: 'usr_11', role: 'STANDARD' }] });
  await signInAt(page, FLEET, '/services/mobile', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Móvil' })).toBeVisible();
  await expect(page.getByTestId('alerts-state')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar las alertas de datos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pagar su saldo móvil' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Owen Fischer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Fischer' })).toBeVisible();
  await expect(columnHeaders(page, 'line-features')).toHaveText(['Función', 'Estado']);
  await expect(page.getByTestId('line-features').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar el nombre de la línea' })).toHaveCount(0);
  await expect(page.getByTestId('device-swap')).toHaveCount(0);
});
