import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Lang } from './lang';

/** The question the method step asks about a card that expires soon, in each language (the catalog's Spanish). */
export const expiringQuestionWords = {
  en: { expiringTitle: 'This card expires soon', useThisCard: 'Use this card', chooseAnother: 'Choose another' },
  es: { expiringTitle: 'Esta tarjeta vence pronto', useThisCard: 'Usar esta tarjeta', chooseAnother: 'Elegir otro' },
} satisfies Record<Lang, Record<string, string>>;

/** The words of the method step both the payment and Auto Pay show (support/payment.ts, support/autopay.ts). */
interface MethodStepWords {
  ending: (brand: string, last4: string) => string;
  cvv: string;
  next: string;
  expiringTitle: string;
  chooseAnother: string;
  useThisCard: string;
}

/**
 * Acme's Mastercard 0385, expiring soon, chosen on the method step with its CVV: the step asks
 * first. "Choose another" closes the question and leaves no method chosen; chosen again, "Use
 * this card" goes on (the caller checks where to).
 */
export async function expiringCardAsksFirst(page: Page, w: MethodStepWords): Promise<void> {
  const mastercard = page.getByRole('radio', { name: new RegExp(w.ending('Mastercard', '0385')) });
  await mastercard.check();
  await page.getByLabel(w.cvv).fill('321');
  await page.getByRole('button', { name: w.next }).click();
  const dialog = page.getByRole('dialog', { name: w.expiringTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w.chooseAnother }).click();
  await expect(dialog).toBeHidden();
  await expect(mastercard).not.toBeChecked();
  await mastercard.check();
  await page.getByLabel(w.cvv).fill('321');
  await page.getByRole('button', { name: w.next }).click();
  await dialog.getByRole('button', { name: w.useThisCard }).click();
}
