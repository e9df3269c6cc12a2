import { signIn, test } from './support/fixtures';
import { atWidth, pictureWithin } from './support/shots';

/** npm run screenshots: a device's page, its rename form refusing a name, and a device that keeps its name (Spanish), wide and narrow. */
for (const width of [1400, 390]) {
  test(`device page and rename (${width} px)`, atWidth(width), async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'owner@acme.example');
    await page.goto('/services/equipment/eq_2');
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
    await signIn(page, 'cashonly@southside.example');
    await page.goto('/services/tv');
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Detalles del equipo' }).click();
    await page.getByTestId('rename-eq_23-reason').waitFor();
    await pictureWithin(page, `device-page-es-${width}.png`, width);
  });
}
