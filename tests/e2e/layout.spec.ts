import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** Signed in on a window `width` px wide (900 high): `shown` is there and `hidden` is not; where `shown` is drawn. */
async function shellAt(page: Page, width: number, shown: string, hidden: string) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, 'owner@acme.example');
  await expect(page.getByTestId(shown)).toBeVisible();
  await expect(page.getByTestId(hidden)).toBeHidden();
  return page.getByTestId(shown).boundingBox();
}

test('at 1089 px the mobile footer shows and the side menu does not', async ({ page }) => {
  const box = await shellAt(page, 1089, 'mobile-footer', 'side-menu');
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeCloseTo(900, 0);
});

test('at 1090 px the 250 px side menu shows and the mobile footer does not', async ({ page }) => {
  const box = await shellAt(page, 1090, 'side-menu', 'mobile-footer');
  expect(box?.width).toBe(250);
  expect(box?.x).toBe(0);
});

test('switching to Spanish turns shell and summary Spanish and survives a reload', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('button', { name: 'Español' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de cuenta');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText(['Resumen de cuenta', 'Facturación', 'Voz y servicios', 'Perfil y configuración']);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByTestId('due-date')).toHaveText(/^Vence el \d{1,2} de [a-z]+ de \d{4}$/);
  await expect(page).toHaveTitle(/Resumen de cuenta \| Portal para Empresas/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de cuenta');
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Summary');
});

test('the sign-in page is Spanish too, with the spec texts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await page.getByLabel('Nombre de usuario o correo electrónico').fill('owner@acme.example');
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('El nombre de usuario o la contraseña que ingresó no son correctos.');
});

test('payment statuses use the spec Spanish: Completado', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByTestId('payments-card')).toContainText('Completado');
});

test('keyboard: the skip link comes first and moves to the main content', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('landmarks: banner, navigation, main, contentinfo', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
