import type { Page } from '@playwright/test';
import type { EnglishSources } from './english-sources';

/**
 * Every table of the page whose body rows do not have as many cells as it has column headers
 * (colspan counted, and a cell spanning rows from above counted in the rows it spans): one line
 * a table, naming it by its caption, its label or the heading of its card, and its first wrong row
 * by the row's first cell.
 */
export const tableMismatches = (page: Page): Promise<{ tables: number; mismatches: string[] }> =>
  page.evaluate(() => {
    const width = (row: HTMLTableRowElement, carried: number) => [...row.cells].reduce((sum, cell) => sum + Math.max(1, cell.colSpan), carried);
    const tables = [...document.querySelectorAll('table')];
    const mismatches: string[] = [];
    for (const table of tables) {
      const name =
        table.caption?.textContent?.trim() ||
        table.getAttribute('aria-label') ||
        document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ||
        // else the heading of the card or section it is in
        table.closest('section, [role="region"], .card')?.querySelector('h1, h2, h3, h4')?.textContent?.trim() ||
        `table ${tables.indexOf(table) + 1}`;
      const head = table.tHead?.rows[table.tHead.rows.length - 1] ?? [...table.rows].find((row) => [...row.cells].every((c) => c.tagName === 'TH'));
      if (!head) {
        mismatches.push(`"${name}": no row of column headers`);
        continue;
      }
      const headers = width(head, 0);
      // cells of earlier rows that span into later ones: [rows still covered, columns]
      let spans: [number, number][] = [];
      const wrong: string[] = [];
      let bodyRows = 0;
      for (const body of table.tBodies)
        for (const row of body.rows) {
          bodyRows += 1;
          const carried = spans.reduce((sum, [, columns]) => sum + columns, 0);
          const cells = width(row, carried);
          if (cells !== headers) wrong.push(`${cells} cells in the row "${row.cells[0]?.textContent?.trim().slice(0, 40) ?? ''}"`);
          spans = spans.map(([rows, columns]) => [rows - 1, columns] as [number, number]).filter(([rows]) => rows > 0);
          for (const cell of row.cells) if (cell.rowSpan > 1) spans.push([cell.rowSpan - 1, Math.max(1, cell.colSpan)]);
        }
      if (wrong.length)
        mismatches.push(`"${name}": ${headers} column headers, ${wrong[0]}${wrong.length > 1 ? ` (${wrong.length} of ${bodyRows} rows wrong)` : ''}`);
    }
    return { tables: tables.length, mismatches };
  });

/**
 * In a Spanish page, the visible text (and the names, titles and placeholders a reader is given)
 * that is the English source of a message whose Spanish differs, unless `allowed` names it.
 * Text marked as another language (`lang`) is left out: the language switch offers "English".
 */
export const englishOnSpanishPage = (page: Page, sources: EnglishSources, allowed: string[]): Promise<string[]> =>
  page.evaluate(
    ({ exact, patterns, allowed }) => {
      const english = new Set(exact);
      const skip = new Set(allowed);
      const compiled = patterns.map(([en, es]) => [new RegExp(en), new RegExp(es)] as const);
      const isEnglish = (text: string) => !skip.has(text) && (english.has(text) || compiled.some(([en, es]) => en.test(text) && !es.test(text)));
      const spanish = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('es');
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent || !spanish(parent) || !parent.checkVisibility()) continue;
        if (isEnglish(text)) found.add(`"${text}"`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        if (!spanish(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const text = (element.getAttribute(name) ?? '').replace(/\s+/g, ' ').trim();
          if (text && isEnglish(text)) found.add(`${name} "${text}"`);
        }
      }
      return [...found];
    },
    { ...sources, allowed },
  );
