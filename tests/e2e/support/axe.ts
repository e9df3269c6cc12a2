import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/** The rules the portal is held to: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// axe-core itself, run in the page. Not @axe-core/playwright's AxeBuilder: on every check it sent
// axe's 640 KB source to the page again and opened a blank page (a renderer process of its own) to
// merge the results, which made the a11y specs' checks cost more CPU than the rest of their tests
// (payment, Auto Pay and billing-settings a11y specs: 206 CPU-seconds with AxeBuilder, 78 without
// checks, 144 in its legacy mode; measured over each spec's process tree). The page gets axe once
// per document, and only the violations come back.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe?: typeof Axe };

async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as AxeWindow).axe !== undefined)) return;
  await frame.evaluate(AXE_SOURCE);
}

/** What axe finds on the page as it stands, one line per rule: `where`, the rule and its elements. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // every frame gets axe, so that axe.run looks inside frames as it does by default
  for (const frame of page.frames()) await withAxe(frame);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe!;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.map((v) => `${where}: ${v.id}: ${v.targets.join(', ')}`);
}

/** axe finds nothing on the page as it stands; a violation is named with `where`, its rule and its elements. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, where)).toEqual([]);
}
