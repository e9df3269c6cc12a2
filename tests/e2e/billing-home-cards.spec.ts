import { cardFailsAlone } from './support/billing-home';
import { expect, test } from './support/fixtures';
import { signInAt, signedIn } from './support/lang';
import { pictureWithin } from './support/shots';

/**
 * The billing home's mobile devices balance card (spec billing §2): per financed device
 * what is left, the installment, the installments left and the percent paid; the mobile
 * delinquency state; and a read of its own that fails alone (spec billing §8 "mobile billing info
 * fails to load") and comes back with Try again.
 */
test('the mobile devices balance card, in Spanish, with a hotlined mobile account', async ({ page, backend }) => {
  await backend.reset({ mobileBalances: [{ id: 'mbal_1', accountStatus: 'HOTLINED', pastDue: 5000 }] });
  await signInAt(page, 'mobile@fleet.example', '/billing', 'es');
  const card = page.getByTestId('billing-mobile-devices-card');
  await expect(card.getByRole('heading', { name: 'Saldo de dispositivos móviles' })).toBeVisible();
  await expect(card.getByTestId('mobile-standing')).toHaveAttribute('data-standing', 'hotlined');
  await expect(card.getByTestId('mobile-standing')).toContainText('$50.00');
  const device = card.getByTestId('mobile-device');
  await expect(device).toHaveCount(1); // only the financed iPhone
  await expect(device).toContainText('Apple iPhone 15');
  await expect(device).toContainText('$483.00');
  await expect(device).toContainText('$34.50');
  await expect(device).toContainText('14');
  await expect(device).toContainText('42 %');
  await pictureWithin(page, 'billing-home-mobile-es-390.png', page.viewportSize()!.width);
});

test('the mobile card fails on its own and loads again with Try again; an account without mobile has no card', async ({ page, backend }) => {
  await signedIn(page, 'mobile@fleet.example', 'en');
  await cardFailsAlone(page, backend, 'mobile-devices');
  await expect(page.getByTestId('mobile-device')).toContainText('42%');
  await expect(page.getByTestId('mobile-standing')).toHaveCount(0);

  await page.request.post('/api/pub/sbnetloginedge/v1/cb/logout').catch(() => undefined);
  await signInAt(page, 'owner@acme.example', '/billing', 'en');
  await expect(page.getByTestId('billing-settings-card')).toBeVisible();
  await expect(page.getByTestId('billing-mobile-devices-card')).toHaveCount(0);
});
