import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowsOn } from '../../machines/index';

// flow-titles.ts is written with Lingui's macros, which only the app's build compiles: it is read
// as text here, each entry being `<flow id>: msg\`<the registry's English title>\``
const source = readFileSync(new URL('../../src/features/explorer/flow-titles.ts', import.meta.url), 'utf8');

describe('the explorer names every flow in both languages', () => {
  for (const flow of flowsOn('2026-11-23'))
    it(`${flow.id}: a translatable title, the registry’s own English`, () => expect(source).toContain(`  ${flow.id}: msg\`${flow.title}\`,`));
});
