import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, LOCALES } from './locale';

// lingui.config.ts writes one catalog per area; `withArea` finds an area's words by its name: the
// two lists must name the same catalogs, or a page would load no words (or a catalog none loads).
const LOADED_OTHERWISE = ['messages', 'explorer']; // the portal's own catalog, and the explorer's (bundled with it)

describe('area catalogs', () => {
  it.each(LOCALES)('every catalog of locales/%s is an area, and every area has its catalog', (locale) => {
    const catalogs = readdirSync(new URL(`../../locales/${locale}/`, import.meta.url))
      .filter((file) => file.endsWith('.po'))
      .map((file) => file.slice(0, -'.po'.length))
      .filter((name) => !LOADED_OTHERWISE.includes(name));
    expect([...catalogs].sort()).toEqual([...AREAS].sort());
  });
});
