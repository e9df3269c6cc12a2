import { GOOD_PASSWORD, INVITATION_TOKEN, invitedPatch } from '../../machines/people/invitation-accept.model';
import { expect, test } from './support/fixtures';
import { fillCredentials as fill, invitationOpen as open } from './support/invitation';
import { LANGS } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// Accepting an invitation: the form, its refusal, accepted and a used link, in both
// languages at desktop and phone widths, none wider than the window; the model's invited person
// and known token (a store patch). `npm run screenshots` writes /tmp/shots/invitation-*.png.
const LINK = `/create-sub-account?token=${INVITATION_TOKEN}`;

for (const width of [1400, 390] as const) {
  for (const lang of LANGS) {
    test(`invitation screens (${lang}, ${width} px)`, atWidth(width, lang), async ({ page, backend, today }) => {
      await page.setViewportSize({ width, height: 900 });
      await backend.reset(invitedPatch(today));
      const shot = (name: string) => pictureWithin(page, `invitation-${name}-${lang}-${width}.png`, width);
      await open(page, LINK, lang);
      await expect(page.locator('form[data-state]')).toHaveAttribute('data-state', '{"editing":"open"}');
      await shot('form');
      await page.locator('#invitation-password').fill('short');
      await page.getByTestId('invitation-submit').click();
      await expect(page.getByTestId('invitation-password-error')).toBeVisible();
      await shot('refused');
      await fill(page, 'nina.park@acme.example', GOOD_PASSWORD);
      await page.getByTestId('invitation-submit').click();
      await expect(page.getByTestId('invitation-accepted')).toBeVisible();
      await shot('accepted');
      await open(page, LINK, lang);
      await expect(page.getByTestId('invitation-invalid')).toBeVisible();
      await shot('invalid');
    });
  }
}
