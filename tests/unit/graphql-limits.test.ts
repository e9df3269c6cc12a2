import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/server/graphql/handler';
import { costRuleWithin, GRAPHQL_LIMITS, parseWithLimits, queryCostRule } from '../../src/server/graphql/limits';
import { ROOT } from '../support/backend';

// The GraphQL cost limits (src/server/graphql/limits.ts) must never refuse what the front end
// sends: every document written in src/api is read from the source, its `${CONSTANT}` parts
// filled from the same file (or, for a constant it imports, from the src/api module exporting it),
// and validated as the server validates it.

const API = join(ROOT, 'src/api');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file's string constants (`const X = '...'` or a template without interpolation of its own). */
function constantsOf(source: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) =\s*(?:\/\* GraphQL \*\/ )?(?:'([^']*)'|`([^`]*)`)/g)) constants.set(match[1]!, match[2] ?? match[3]!);
  return constants;
}

/** The string constants src/api's modules export, for the documents that import one. */
const exported = (files: string[]): Map<string, string> =>
  new Map(
    files.flatMap((file) =>
      [...constantsOf(readFileSync(file, 'utf8')).entries()].filter(([name]) => new RegExp(`export const ${name}\\b`).test(readFileSync(file, 'utf8'))),
    ),
  );

/** Every template literal that is a GraphQL operation, with its interpolations resolved. */
function documentsOf(file: string, imported: Map<string, string>): string[] {
  const source = readFileSync(file, 'utf8');
  const constants = new Map([...imported, ...constantsOf(source)]);
  return [...source.matchAll(/`([^`]*)`/g)]
    .map((m) => m[1]!)
    .filter((text) => /^\s*(query|mutation)\b/.test(text))
    .map((text) =>
      text.replace(/\$\{(\w+)\}/g, (_, name: string) => {
        const value = constants.get(name);
        if (value === undefined) throw new Error(`${relative(ROOT, file)}: cannot resolve \${${name}} in a GraphQL document`);
        return value;
      }),
    );
}

const files = sourceFiles(API);
const EXPORTED = exported(files);
const documents = files.flatMap((file) => documentsOf(file, EXPORTED).map((document) => ({ file: relative(ROOT, file), document })));

describe('GraphQL limits and the front end', () => {
  it('finds the documents of every file that calls GraphQL', () => {
    const callers = files.filter(
      (file) => /\b(transport\.graph|graphQuery)\(/.test(readFileSync(file, 'utf8')) && !file.endsWith('graph.ts') && !file.endsWith('transport.ts'),
    );
    expect(callers.length).toBeGreaterThanOrEqual(5);
    // a caller's documents are in the file, or in its page's first reads' (src/api/first-read-documents/)
    for (const file of callers)
      expect(
        documents.some((d) => d.file === relative(ROOT, file)) || /from '\.\.?\/first-read-documents\//.test(readFileSync(file, 'utf8')),
        relative(ROOT, file),
      ).toBe(true);
  });

  for (const { file, document } of documents) {
    const name = /^\s*(?:query|mutation)\s*(\w*)/.exec(document)![1] || document.slice(0, 60).replace(/\s+/g, ' ');
    it(`passes: ${file} ${name}`, () => {
      const ast = parseWithLimits(document);
      expect(validate(schema, ast, [...specifiedRules, queryCostRule]).map((e) => e.message)).toEqual([]);
    });
  }

  it('are above what the front end sends, with room to grow', () => {
    // the same documents pass with half of each limit, so a page that grows a little still passes
    const half = {
      maxTokens: GRAPHQL_LIMITS.maxTokens / 2,
      maxDepth: GRAPHQL_LIMITS.maxDepth / 2,
      maxAliases: GRAPHQL_LIMITS.maxAliases / 2,
      maxFields: GRAPHQL_LIMITS.maxFields / 2,
    };
    for (const { file, document } of documents) {
      expect(
        validate(schema, parse(document, { maxTokens: half.maxTokens }), [costRuleWithin(half)]).map((e) => e.message),
        file,
      ).toEqual([]);
    }
  });
});

describe('the cost rule', () => {
  const errors = (document: string) => validate(schema, parseWithLimits(document), [...specifiedRules, queryCostRule]);

  it('counts a field at every level and a fragment wherever it is spread', () => {
    // billing, then one amountDue per spread
    const spreads = (n: number) => `{ billing { ${'...F '.repeat(n)}} } fragment F on Billing { amountDue }`;
    expect(errors(spreads(GRAPHQL_LIMITS.maxFields - 1))).toEqual([]);
    expect(errors(spreads(GRAPHQL_LIMITS.maxFields)).map((e) => e.message)).toEqual([
      `The query selects ${GRAPHQL_LIMITS.maxFields + 1} fields, each fragment counted where it is spread: at most ${GRAPHQL_LIMITS.maxFields} fields are allowed`,
    ]);
  });

  it('counts aliases, in fragments too', () => {
    const aliases = (n: number) =>
      `{ ...A ${Array.from({ length: n - 1 }, (_, i) => `b${i}: billing { amountDue }`).join(' ')} } fragment A on Query { a: account { id } }`;
    expect(errors(aliases(GRAPHQL_LIMITS.maxAliases))).toEqual([]);
    expect(errors(aliases(GRAPHQL_LIMITS.maxAliases + 1)).map((e) => e.message)).toEqual([
      `The query uses ${GRAPHQL_LIMITS.maxAliases + 1} aliases: at most ${GRAPHQL_LIMITS.maxAliases} aliases are allowed`,
    ]);
  });

  it('refuses a document past the token limit when parsing, in the contract terms', () => {
    expect(() => parseWithLimits(`{ billing { ${'amountDue '.repeat(GRAPHQL_LIMITS.maxTokens)}} }`)).toThrow(`at most ${GRAPHQL_LIMITS.maxTokens} tokens`);
  });

  it('measures depth through fragments and inline fragments', () => {
    const chain = (n: number): string => (n === 0 ? 'name' : `ofType { ... on __Type { ${chain(n - 1)} } }`);
    // __schema types fields type = 4 levels, then the chain, then name
    const depth = (ofTypes: number) => 4 + ofTypes + 1;
    const ofTypesAllowed = GRAPHQL_LIMITS.maxDepth - depth(0);
    expect(errors(`{ __schema { types { fields { type { ${chain(ofTypesAllowed)} } } } } }`)).toEqual([]);
    const over = errors(`{ __schema { types { fields { type { ...T } } } } } fragment T on __Type { ${chain(ofTypesAllowed + 1)} }`);
    expect(over.map((e) => e.extensions['code'])).toEqual(['VALIDATION_FAILED']);
    expect(over[0]!.message).toBe(`The query is ${GRAPHQL_LIMITS.maxDepth + 1} levels deep: at most ${GRAPHQL_LIMITS.maxDepth} levels are allowed`);
  });

  it('leaves fragment cycles to graphql-js and does not loop on them', () => {
    const found = errors('{ billing { ...A } } fragment A on Billing { amountDue ...B } fragment B on Billing { ...A }');
    expect(found.map((e) => e.message).join(' ')).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('stays fast on fragments that multiply: 2^40 fields measured in linear time', () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Billing { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = performance.now();
    const found = errors(`{ billing { ...F0 } } ${fragments} fragment F40 on Billing { amountDue }`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(found.map((e) => e.message)).toContain(
      `The query selects more than ${GRAPHQL_LIMITS.maxTokens} fields, each fragment counted where it is spread: at most ${GRAPHQL_LIMITS.maxFields} fields are allowed`,
    );
  });
});
