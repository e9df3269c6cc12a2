import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAt, type Lang } from './support/lang';

/**
 * What the pages write from the store's data, read in Spanish as a customer reads it: a payment
 * center's name and hours (days and times in the store), a service's details (speeds, numbers,
 * channels) and the date fields' pattern. Each place is found by its role and name; the Spanish
 * words must be there and the English ones not. English is checked beside it, from the same data.
 */

const ENGLISH_HOURS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Daily|closed|AM|PM)\b/;

const STORES = {
  en: {
    region: 'Payment centers',
    center: 'Payment Center Downtown Brooklyn',
    centerHours: 'Mon–Fri 9:00 AM – 7:00 PM; Sat 10:00 AM – 5:00 PM; Sun closed',
    kiosk: 'Self-Service Kiosk Century City',
    kioskHours: 'Daily 10:00 AM – 9:00 PM',
    cardOnly: 'Card payments only',
  },
  es: {
    region: 'Centros de pago',
    center: 'Centro de pagos Downtown Brooklyn',
    centerHours: 'lun–vie: 9:00 a.m. – 7:00 p.m.; sáb: 10:00 a.m. – 5:00 p.m.; dom: cerrado',
    kiosk: 'Quiosco de autoservicio Century City',
    kioskHours: 'Todos los días: 10:00 a.m. – 9:00 p.m.',
    cardOnly: 'Solo pagos con tarjeta',
  },
} as const;

/** A store of a "Payment centers" list, by the name it shows. */
const storeItem = (list: Locator, name: string) => list.getByRole('listitem').filter({ has: list.page().getByText(name, { exact: true }) });

async function expectCenter(list: Locator, lang: Lang) {
  const w = STORES[lang];
  const center = storeItem(list, w.center);
  await expect(center).toContainText(w.centerHours);
  if (lang === 'es') await expect(center).not.toContainText(ENGLISH_HOURS);
}

for (const lang of ['en', 'es'] as const) {
  const w = STORES[lang];

  test(`${lang}: payment centers' names and hours on the bill pay options of a cash-only account`, async ({ page }) => {
    await signInAt(page, 'cashonly@southside.example', '/billing/bill-pay-options', lang);
    // the ways to pay list the centers, once (the wallet only says to pay at a store)
    const ways = page.getByRole('region', { name: w.region, exact: true });
    await expect(ways).toHaveCount(1);
    await expectCenter(ways, lang);
    const kiosk = storeItem(ways, w.kiosk);
    await expect(kiosk).toContainText(w.kioskHours);
    await expect(kiosk).toContainText(w.cardOnly);
    if (lang === 'es') await expect(ways).not.toContainText(/Payment Center|Kiosk|card payments only/i);
  });

  test(`${lang}: the payment's no-online outcome lists the centers with their hours`, async ({ page }) => {
    await signInAt(page, 'cashonly@southside.example', '/billing/pay-bill?open=otp', lang);
    await expect(page.getByTestId('payment-blocked')).toBeVisible();
    const list = page.getByRole('region', { name: w.region, exact: true });
    await expectCenter(list, lang);
  });
}

const SERVICES = {
  en: {
    region: 'Your services',
    lines: {
      'Business Internet Ultra': 'Up to 600 Mb/s download, 35 Mb/s upload',
      'Business Voice': 'Unlimited local and long distance on (718) 555-0142 and (718) 555-0143',
      'Business TV Select': '125+ channels on 2 HD receivers',
    },
  },
  es: {
    region: 'Sus servicios',
    lines: {
      'Business Internet Ultra': 'Hasta 600 Mb/s de descarga y 35 Mb/s de carga',
      'Business Voice': 'Llamadas locales y de larga distancia ilimitadas: (718) 555-0142 y (718) 555-0143',
      'Business TV Select': 'Más de 125 canales en 2 receptores HD',
    },
  },
} as const;

/** How many lines the element's text takes: its line boxes' distinct tops. */
const linesOf = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

for (const width of [390, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lang of ['en', 'es'] as const) {
      test(`${lang}: the summary's services say what each gives in the page's language, each phone number on one line`, async ({ page }) => {
        const w = SERVICES[lang];
        await signInAt(page, 'owner@acme.example', '/account-summary', lang);
        const services = page.getByRole('region', { name: w.region });
        for (const [name, details] of Object.entries(w.lines)) {
          await expect(services.getByRole('listitem').filter({ hasText: name })).toContainText(details);
        }
        if (lang === 'es') await expect(services).not.toContainText(/\b(Up to|download|upload|Unlimited|channels|receivers)\b/);
        for (const phone of ['(718) 555-0142', '(718) 555-0143']) {
          expect(await linesOf(services.getByText(phone, { exact: true })), `${phone} at ${width} px`).toBe(1);
        }
      });
    }
  });
}

/** Whether the field's placeholder fits inside its box: its text measured in the field's font. */
const placeholderFits = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });

async function dateFields(page: Page, lang: Lang) {
  await signInAt(page, 'owner@acme.example', '/billing/payment-history', lang);
  return lang === 'es'
    ? [page.getByLabel('Desde', { exact: true }), page.getByLabel('Hasta', { exact: true })]
    : [page.getByLabel('From', { exact: true }), page.getByLabel('To', { exact: true })];
}

for (const width of [390, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('es: the date filters ask for dd/mm/aaaa, show it whole, and read a date day first', async ({ page }) => {
      const [from, to] = await dateFields(page, 'es');
      for (const field of [from!, to!]) {
        await expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
        const { text, room } = await placeholderFits(field);
        expect(text, `the placeholder's width against the field's at ${width} px`).toBeLessThanOrEqual(room);
      }
      const card = page.getByTestId('payment-history');
      // 13/01 exists only day first: read month first it would be no date ("Ingrese fechas que existan.")
      await from!.fill('13/01/2026');
      await to!.fill('12/01/2026');
      await card.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(card.getByRole('alert')).toHaveText('La fecha de inicio debe ser igual o anterior a la fecha de fin.');
      await to!.fill('14/01/2026');
      await card.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await expect(from!).toHaveValue('13/01/2026');
    });

    test('en: the date filters ask for mm/dd/yyyy and show it whole', async ({ page }) => {
      for (const field of await dateFields(page, 'en')) {
        await expect(field).toHaveAttribute('placeholder', 'mm/dd/yyyy');
        const { text, room } = await placeholderFits(field);
        expect(text).toBeLessThanOrEqual(room);
      }
    });
  });
}
