import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/**
 * Equipment shipments with tracking (spec platform §3): on /services every shipment of
 * the account, on a device's page the ones that brought it; each read on its own: loading, the
 * catalogue's message with Try again, none. Statuses follow the server's day (tests/server/shipments.test.ts).
 */
test('English: loading, failed and retried, every status with its tracking link; a device shows its own; none', async ({ page, backend }) => {
  await signIn(page, 'owner@acme.example');
  // the first read is held until the loading line has been seen, and the server fails it
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/selfservice/graph', async (route) => {
    if (route.request().postData()?.includes('EquipmentShipments')) await held;
    await route.continue();
  });
  await backend.fault('equipmentShipments', 'SERVICE_UNAVAILABLE');
  await page.goto('/services');
  const card = page.getByTestId('shipments');
  await expect(card).toContainText('Loading your equipment shipments…');
  release();
  await expect(card.getByTestId('shipments-failed')).toContainText("Sorry, something didn't work as it should. Please try again later.");
  // the page stands
  await expect(page.getByTestId('equipment-list').getByRole('listitem').first()).toBeVisible();
  await card.getByRole('button', { name: 'Try again' }).click();

  await expect(card.getByRole('heading', { level: 3 })).toHaveCount(3);
  const [pods, router, receiver] = [card.getByTestId('shipment-shp_2'), card.getByTestId('shipment-shp_1'), card.getByTestId('shipment-shp_3')];
  await expect(pods.getByTestId('shipment-status-shp_2')).toHaveText('In transit');
  await expect(pods).toContainText('FedEx');
  await expect(pods).toContainText('Expected delivery');
  await expect(pods).toContainText('2 × WiFi pod (SAX1V1K WiFi Pod)');
  const tracking = pods.getByTestId('shipment-tracking-shp_2');
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.fedex\.com\/fedextrack\/\?trknbr=\d{12}$/);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAccessibleName(/^\d{12} \(track on the FedEx site, opens in a new tab\)$/);
  await expect(router.getByTestId('shipment-status-shp_1')).toHaveText('Delivered');
  await expect(router.getByTestId('shipment-tracking-shp_1')).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?tracknum=1Z/);
  await expect(receiver.getByTestId('shipment-status-shp_3')).toHaveText('Returned');
  await expect(receiver).toContainText('Returned to us');
  await expectNoAxeViolations(page, 'equipment with its shipments');

  // the router's page: the shipment that brought it; the modem came in none
  await page.goto('/services/equipment/eq_2');
  await expect(page.getByTestId('shipments').getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(page.getByTestId('shipment-status-shp_1')).toHaveText('Delivered');
  await page.goto('/services/equipment/eq_1');
  await expect(page.getByTestId('shipments-none')).toHaveText('This device did not come in a shipment we can track.');

  // an order waiting for stock has no tracking yet; an account with no shipment says so
  await signIn(page, 'autopay@brightline.example');
  await page.goto('/services');
  await expect(page.getByTestId('shipment-status-shp_5')).toHaveText('Ordered');
  await expect(page.getByTestId('shipment-shp_5')).toContainText('Given once it ships');
  await expect(page.getByTestId('shipment-status-shp_4')).toHaveText('Shipped');
  await signIn(page, 'equipment@granite.example');
  await page.goto('/services');
  await expect(page.getByTestId('shipments-none')).toHaveText('There are no equipment shipments on this account.');
});
