import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';
import { shotWalks } from './support/shot-walks';
import { pictureWithin } from './support/shots';

// People and roles: the list, the invitation refused on its form and its review, a
// role refused beside its choice and the suspend question, in both languages, at desktop and phone
// widths: none wider than the window. `npm run screenshots` writes each as a picture
// (/tmp/shots/people-*.png).

shotWalks('people', 'people list, invitation, role and suspend', async ({ page, lang, shot }) => {
  await signInAt(page, 'owner@acme.example', '/user-preferences/people', lang);
  await expect(page.locator('.page.people')).toHaveAttribute('data-state', '"showing"');
  await shot('list');
  await page.getByTestId('people-invite').click();
  await page.getByTestId('invite-review').click();
  await expect(page.getByTestId('invite-firstName-error')).toBeVisible();
  await shot('invite-refused');
  await page.locator('#invite-firstName').fill('Ana');
  await page.locator('#invite-lastName').fill('Reyes');
  await page.locator('#invite-email').fill('ana.reyes@acme.example');
  await page.locator('#invite-role').selectOption('BILLING');
  await page.getByTestId('invite-review').click();
  await expect(page.getByTestId('invite-check')).toBeVisible();
  await shot('invite-review');
  await page.getByTestId('invite-cancel').click();
  await page.locator('#role-usr_4').click();
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-refusal')).toBeVisible();
  await shot('role-refused');
  await page.getByTestId('role-cancel').click();
  await page.getByTestId('person-usr_3').getByRole('button').nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('suspend', false);
});

test('a STANDARD user: the list read, nothing to change (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAt(page, 'staff@acme.example', '/user-preferences/people', 'es');
  await expect(page.locator('.page.people')).toHaveAttribute('data-state', '"showing"');
  await pictureWithin(page, 'people-read-only-es-390.png', 390);
});
