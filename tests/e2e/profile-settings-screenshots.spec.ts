import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang } from './support/lang';
import { openProfile } from './support/profile';
import { atWidth, pictureWithin } from './support/shots';

// Profile & Settings' forms (issue 17): the contact form with a refused number, the security
// question with its rules, the marketing settings with a refused channel, in both languages at
// desktop and phone widths, none wider than the window. `npm run screenshots` writes each as a
// picture (/tmp/shots/profile-forms-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number) => pictureWithin(page, `profile-forms-${name}-${lang}-${width}.png`, width);

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test(`contact form, security question and offers (${lang}, ${width} px)`, atWidth(width), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openProfile(page, 'equipment@granite.example', lang);
      await page.getByTestId('contact-add').click();
      const form = page.getByTestId('contact-form');
      await form.getByRole('radio').nth(1).check();
      await form.locator('#pay-contact-value').fill('(718) 155-0100');
      await form.locator('#pay-contact-value').press('Enter');
      await expect(form.getByRole('alert').first()).toBeVisible();
      await shot(page, 'contact', lang, width);
      await form.getByRole('button').last().click();
      await page.getByTestId('security-question-edit').click();
      const security = page.getByTestId('security-question-form');
      await security.locator('#pay-security-answer').fill('none');
      await security.locator('#pay-security-answer').press('Enter');
      await expect(security.getByRole('alert')).toBeVisible();
      await shot(page, 'security', lang, width);
      await security.getByRole('button').last().click();
      await page.getByTestId('marketing-edit').click();
      await page.getByTestId('marketing-editor').locator('#marketing-SMS-choice').click();
      await expect(page.getByTestId('marketing-refusal')).toBeVisible();
      await shot(page, 'marketing', lang, width);
    });
  }
}
