import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test('the sign-in page has no axe violations', async ({ page }) => {
  await page.goto('/login?loggedOut=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
});

// The summary (and every page the crawl reaches) is checked at 1400 px in both languages by the
// crawl (crawl.spec.ts); here at 800 px, the narrow layout (the footer menu, below 1090 px) on a tablet's width
test('the account summary has no axe violations at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'pastdue@cornercafe.example');
  await expect(page.getByTestId('services-card')).toBeVisible();
  await expectNoAxeViolations(page, 'summary at 800 px');
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
