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

// The check itself: a page with known violations, one of them inside a frame, fails it by rule.
test('the axe check fails on violations, in the page and in its frames', async ({ page }) => {
  await page.goto('/login?loggedOut=true');
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Known violations</title></head><body><main><h1>Check</h1>
     <button></button><iframe title="A frame" srcdoc="<!doctype html><html lang='en'><head><title>f</title></head><body><main><img src='data:,'></main></body></html>"></iframe>
     </main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  const check = expectNoAxeViolations(page, 'known violations');
  await expect(check).rejects.toThrow(/known violations: button-name: button/);
  await expect(check).rejects.toThrow(/known violations: image-alt: iframe img/);
});
