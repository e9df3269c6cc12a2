import { expect } from './support/fixtures';
import { openProfile } from './support/profile';
import { shotWalks } from './support/shot-walks';

// Profile & Settings' forms: the contact form with a refused number, the security
// question with its rules, the marketing settings with a refused channel, in both languages at
// desktop and phone widths, none wider than the window. `npm run screenshots` writes each as a
// picture (/tmp/shots/profile-forms-*.png).

shotWalks('profile-forms', 'contact form, security question and offers', async ({ page, lang, shot }) => {
  await openProfile(page, 'equipment@granite.example', lang);
  await page.getByTestId('contact-add').click();
  const form = page.getByTestId('contact-form');
  await form.getByRole('radio').nth(1).check();
  await form.locator('#pay-contact-value').fill('(718) 155-0100');
  await form.locator('#pay-contact-value').press('Enter');
  await expect(form.getByRole('alert').first()).toBeVisible();
  await shot('contact');
  await form.getByRole('button').last().click();
  await page.getByTestId('security-question-edit').click();
  const security = page.getByTestId('security-question-form');
  await security.locator('#pay-security-answer').fill('none');
  await security.locator('#pay-security-answer').press('Enter');
  await expect(security.getByRole('alert')).toBeVisible();
  await shot('security');
  await security.getByRole('button').last().click();
  await page.getByTestId('marketing-edit').click();
  await page.getByTestId('marketing-editor').locator('#marketing-SMS-choice').click();
  await expect(page.getByTestId('marketing-refusal')).toBeVisible();
  await shot('marketing');
});
