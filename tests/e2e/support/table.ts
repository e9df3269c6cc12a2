import { expect, type Locator } from '@playwright/test';

/**
 * A table as a screen reader reads it: its column headers' names, and each body or footer row's
 * cells (its row header first, then its cells), by role. The header row is the one whose cells
 * are column headers.
 */
export async function tableByRole(table: Locator): Promise<{ headers: string[]; rows: string[][] }> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const rows: string[][] = [];
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('columnheader').count()) > 0) continue;
    const cells = await row.getByRole('rowheader').or(row.getByRole('cell')).allInnerTexts();
    rows.push(cells.map((text) => text.trim()));
  }
  return { headers, rows };
}

/** The table has these column headers, and every row as many cells as there are headers. */
export async function expectTableShape(table: Locator, headers: readonly string[]): Promise<string[][]> {
  const shape = await tableByRole(table);
  expect(shape.headers).toEqual(headers);
  expect(shape.rows.length, 'the table has rows').toBeGreaterThan(0);
  for (const row of shape.rows) expect(row, `a row of ${row.length} cells under ${headers.length} column headers`).toHaveLength(headers.length);
  return shape.rows;
}
