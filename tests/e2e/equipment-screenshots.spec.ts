import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

/** npm run screenshots: a device's page, its rename form refusing a name, and a device that keeps its name (Spanish), wide and narrow. */
for (const width of [1400, 390]) {
  test(`device page and rename (${width} px)`, atWidth(width), async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, 'owner@acme.example', '/services/equipment/eq_2');
    await page.getByTestId('support').waitFor();
    await pictureWithin(page, `device-page-en-${width}.png`, width);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Device name').fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').waitFor();
    await pictureWithin(page, `device-rename-error-en-${width}.png`, width);
  });

  test(`a TV receiver that keeps its name, in Spanish (${width} px)`, atWidth(width), async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, 'cashonly@southside.example', '/services/tv');
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Detalles del equipo' }).click();
    await page.getByTestId('rename-eq_23-reason').waitFor();
    await pictureWithin(page, `device-page-es-${width}.png`, width);
  });
}

/** npm run screenshots: the shipments on /services and on the router's page, in English and Spanish; the Spanish words checked at 390 px. */
for (const width of [1400, 390]) {
  test(`shipments in English and Spanish (${width} px)`, atWidth(width), async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, 'owner@acme.example', '/services');
    await expect(page.getByTestId('shipment-status-shp_3')).toBeVisible();
    await pictureWithin(page, `shipments-en-${width}.png`, width);
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    const card = page.getByTestId('shipments');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Envíos de equipos');
    await expect(page.getByTestId('shipment-status-shp_2')).toHaveText('En tránsito');
    await expect(page.getByTestId('shipment-status-shp_3')).toHaveText('Devuelto');
    await expect(page.getByTestId('shipment-shp_2')).toContainText('Entrega prevista');
    await pictureWithin(page, `shipments-es-${width}.png`, width);
    await page.goto('/services/equipment/eq_2');
    await expect(page.getByTestId('shipment-status-shp_1')).toHaveText('Entregado');
    await pictureWithin(page, `device-shipments-es-${width}.png`, width);
  });
}
