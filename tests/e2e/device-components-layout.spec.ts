import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, signInAt } from './support/lang';
import { readStore } from './support/store';

/**
 * The router's Components card (spec platform §3) at a phone's and a desktop's width, in both
 * languages: each network name and each address reads on one line, never broken inside a word or
 * at a colon. What is measured is the text's line boxes (a Range's client rects), as a reader sees
 * the lines, not a style.
 */

const WORDS = {
  en: { components: 'Components', mac: 'MAC address', network: 'Wi-Fi network', ipv6: 'IPv6 address' },
  es: { components: 'Componentes', mac: 'Dirección MAC', network: 'Red Wi-Fi', ipv6: 'Dirección IPv6' },
} as const;

interface StoredRouter {
  id: string;
  components: { router?: { macAddress: string; wanIpV6Address: string; accessPoints: { ssid: string }[] } };
}

/** How many lines the element's text takes: its line boxes' distinct tops. */
const linesOf = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  });

for (const width of [390, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lang of LANGS) {
      test(`${lang}: the router's network names, MAC and IPv6 addresses each read on one line, under their labels`, async ({ page }) => {
        const words = WORDS[lang];
        const equipment = (await readStore()) as unknown as { equipment: StoredRouter[] };
        const router = equipment.equipment.find((e) => e.id === 'eq_2')!.components.router!;
        await signInAt(page, 'owner@acme.example', '/services/equipment/eq_2', lang);
        const card = page.getByRole('region', { name: words.components });
        await expect(card.getByRole('term')).toContainText([words.ipv6, words.mac, words.network]);

        const mac = card.getByRole('definition').filter({ hasText: router.macAddress });
        await expect(mac).toHaveText(router.macAddress);
        expect(await linesOf(mac), `${router.macAddress} at ${width} px`).toBe(1);
        const ipv6 = card.getByRole('definition').filter({ hasText: router.wanIpV6Address });
        expect(await linesOf(ipv6), `${router.wanIpV6Address} at ${width} px`).toBe(1);
        expect(router.accessPoints.length).toBeGreaterThan(1);
        for (const { ssid } of router.accessPoints) {
          const name = card.getByText(ssid, { exact: true });
          await expect(name).toBeVisible();
          expect(await linesOf(name), `${ssid} at ${width} px`).toBe(1);
        }
        // the card is as wide as its column: nothing sticks out of it
        const overflow = await card.evaluate((node) => node.scrollWidth - node.clientWidth);
        expect(overflow).toBe(0);
      });
    }
  });
}
