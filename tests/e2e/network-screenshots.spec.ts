import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { LANGS, type Lang, signInAt } from './support/lang';
import { atWidth, pictureWithin } from './support/shots';

// The router's guest networks on Acme's device page: the panel, the form refused by its
// rules (a name the router has already, a short password) and the apply step, in both languages at
// desktop and phone widths, none wider than the window. `npm run screenshots` writes each as a
// picture (/tmp/shots/network-guest-*.png).
const WIDTHS = [1400, 390] as const;
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string, lang: Lang, width: number) => pictureWithin(page, `network-guest-${name}-${lang}-${width}.png`, width);

const WORDS = {
  en: { add: 'Add a guest network', name: 'Network name (SSID)', password: 'Password', save: 'Save guest network', taken: 'Another network' },
  es: { add: 'Agregar una red de invitados', name: 'Nombre de la red (SSID)', password: 'Contraseña', save: 'Guardar red de invitados', taken: 'Otra red' },
} as const;

for (const lang of LANGS)
  for (const width of WIDTHS)
    test(`guest networks: the panel, the form with errors and the apply step (${lang}, ${width} px)`, atWidth(width, lang), async ({ page }) => {
      const words = WORDS[lang];
      await page.setViewportSize({ width, height: 900 });
      await signInAt(page, 'owner@acme.example', '/services/equipment/eq_2', lang);
      const panel = page.getByTestId('network-guest');
      await expect(panel).toContainText('AcmePlumbing-Guest');
      await shot(page, 'panel', lang, width);
      await page.getByRole('button', { name: words.add }).click();
      const form = page.getByTestId('guest-form');
      await form.getByLabel(words.name).fill('AcmePlumbing-Guest');
      await form.getByLabel(words.password).fill('short');
      await form.getByRole('button', { name: words.save }).click();
      await expect(form.getByLabel(words.name)).toBeFocused();
      await expect(form).toContainText(words.taken);
      await shot(page, 'errors', lang, width);
      await form.getByLabel(words.name).fill('Acme Waiting Room');
      await form.getByLabel(words.password).fill('sunlit-harbor-42');
      await form.getByRole('button', { name: words.save }).click();
      await expect(page.getByTestId('guest-apply')).toBeVisible();
      await expectNoAxeViolations(page, `guest network apply step (${lang})`);
      await shot(page, 'apply', lang, width);
    });
