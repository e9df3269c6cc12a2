import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Lang } from './lang';
import { keptFlows } from './session-timeout';

/** How a saved method is named in lists and radios (src/ui/method-name.tsx), in each language (the catalog's Spanish). */
const methodNameWords = {
  en: { ending: (brand: string, last4: string) => `${brand} ending in ${last4}`, bankEnding: (last4: string) => `Bank account ending in ${last4}` },
  es: { ending: (brand: string, last4: string) => `${brand} terminada en ${last4}`, bankEnding: (last4: string) => `Cuenta bancaria terminada en ${last4}` },
};

/** The labels of the new-card form (src/ui/payment-method/new-card-form.tsx). */
const cardFormWords = {
  en: { nameOnCard: 'Name on card', cardNumber: 'Card number', expiry: 'Expiration (MMYY)', zip: 'ZIP code', cvv: 'Security code (CVV)' },
  es: {
    nameOnCard: 'Nombre en la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MMAA)',
    zip: 'Código postal',
    cvv: 'Código de seguridad (CVV)',
  },
};

/**
 * The words of saved methods and of the new-card form, the same components on the payment,
 * Auto Pay and the wallet: once here for every area's words table.
 */
export const cardWords = {
  en: { ...methodNameWords.en, ...cardFormWords.en },
  es: { ...methodNameWords.es, ...cardFormWords.es },
} satisfies Record<Lang, Record<string, unknown>>;

/** A card expiry (MMYY) some years after `today`. */
export function expiryIn(today: string, years: number): string {
  const [y, m] = today.split('-') as [string, string];
  return `${m}${String((Number(y) + years) % 100).padStart(2, '0')}`;
}

/** Types Maria Delgado's new card (ZIP 11217, expiring four years after `today`, the server's day). */
export async function fillNewCard(page: Page, lang: Lang, card: { number: string; cvv: string; today: string }): Promise<void> {
  const w = cardWords[lang];
  await page.getByLabel(w.nameOnCard).fill('Maria Delgado');
  await page.getByLabel(w.cardNumber).fill(card.number);
  await page.getByLabel(w.expiry).fill(expiryIn(card.today, 4));
  await page.getByLabel(w.zip).fill('11217');
  await page.getByLabel(w.cvv).fill(card.cvv);
}

/** What the page keeps of the one flow in progress holds the card's name, never its number or CVV. */
export async function expectKeptWithoutCard(page: Page, card: { number: string; cvv: string }): Promise<void> {
  const kept = await keptFlows(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]![1]).toContain('Maria Delgado');
  expect(kept[0]![1]).not.toContain(card.number);
  expect(kept[0]![1]).not.toContain(`"${card.cvv}"`);
}
