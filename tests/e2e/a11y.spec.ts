import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test('the sign-in page has no axe violations', async ({ page }) => {
  await page.goto('/login?loggedOut=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
});

for (const width of [1400, 800]) {
  test(`the account summary has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'pastdue@cornercafe.example');
    await expect(page.getByTestId('services-card')).toBeVisible();
    await expectNoAxeViolations(page, `summary at ${width} px`);
  });
}

test('the summary in Spanish has no axe violations', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de cuenta');
  await expectNoAxeViolations(page, 'summary in Spanish');
});
