import { readdirSync, readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Page } from '@playwright/test';

/**
 * Every message id of every catalog (Lingui's ids: a hash of the message and its context). A
 * page whose catalog did not load shows these in place of its words (src/i18n/locale.ts).
 */
function messageIds(): string[] {
  const dir = new URL('../../../locales/en/', import.meta.url);
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    for (const entry of readFileSync(new URL(file, dir), 'utf8').split('\n\n')) {
      const id = /^msgid (".*")$/m.exec(entry)?.[1];
      if (!id || id === '""') continue;
      const context = /^msgctxt (".*")$/m.exec(entry)?.[1];
      ids.add(generateMessageId(JSON.parse(id) as string, context ? (JSON.parse(context) as string) : undefined));
    }
  }
  return [...ids];
}
const IDS = messageIds();

/** The message ids the page shows (its text, and the labels and titles it gives), none when every word is loaded. */
export const shownMessageIds = (page: Page): Promise<string[]> =>
  page.evaluate((ids) => {
    const known = new Set(ids);
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.push(node.textContent?.trim() ?? '');
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) shown.push(el.getAttribute(name) ?? '');
    // an id stands alone, or within a sentence another message puts it in
    return shown.flatMap((text) => text.split(/[\s,.:;()]+/)).filter((word) => known.has(word));
  }, IDS);
