import {
  GraphQLError,
  Kind,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL request may cost, checked before anything executes (a thousand
 * aliased `billing` queries in one request were answered). The same bounds production GraphQL
 * servers put on public endpoints (GraphQL Armor's defaults are 1000 tokens, depth 6, 15
 * aliases), set here with room above the front end's own documents (tests/unit/
 * graphql-limits.test.ts checks every document in src/api against them):
 * - tokens: the parser stops past this many, so neither parsing nor validation (whose field
 *   merging check is quadratic in repeated fields) runs on a huge document;
 * - depth: levels of nested selections; the schema's own types nest 6 deep at most (a device's
 *   router, its access points, their radios), twice that is allowed, only introspection's
 *   `ofType` chains go further;
 * - aliases: each alias is another call of a resolver (`a: billing b: billing ...`);
 * - fields: every field selected, each fragment counted every time it is spread, so fragments
 *   spreading fragments cannot multiply the work unseen.
 */
export const GRAPHQL_LIMITS: GraphQLLimits = { maxTokens: 2000, maxDepth: 12, maxAliases: 20, maxFields: 300 };

export interface GraphQLLimits {
  readonly maxTokens: number;
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxFields: number;
}

function limitError(message: string, issue: string, max: number, nodes?: GraphQLError['nodes']): GraphQLError {
  return new GraphQLError(message, {
    nodes,
    extensions: { code: 'VALIDATION_FAILED', issues: [{ path: [], code: 'too_big', message: issue, params: { max } }] },
  });
}

/** graphql-http's `parse`: graphql-js's parser with the token limit, refusing in the contract's terms. */
export function parseWithLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  try {
    return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && /Document contains more th\w+ \d+ tokens/.test(error.message)) {
      const max = GRAPHQL_LIMITS.maxTokens;
      throw limitError(`The query is too long: at most ${max} tokens are allowed`, 'graphql.tooManyTokens', max);
    }
    throw error;
  }
}

interface Cost {
  depth: number;
  fields: number;
  aliases: number;
}
const NOTHING: Cost = { depth: 0, fields: 0, aliases: 0 };

/** A count for a message: fragments spreading fragments can make one astronomically large. */
const countText = (n: number, limits: GraphQLLimits): string => (n > limits.maxTokens ? `more than ${limits.maxTokens}` : String(n));

/**
 * A validation rule (graphql-http `validationRules`, run with graphql-js's own) that measures
 * each operation with its fragments expanded and refuses it past the limits. A fragment is
 * measured once and its cost reused where it is spread again, so the measuring itself stays
 * linear in the document however the fragments multiply. Unknown fragments and fragment cycles
 * count as nothing here: graphql-js's KnownFragmentNames and NoFragmentCycles rules refuse them.
 */
export const costRuleWithin =
  (limits: GraphQLLimits): ValidationRule =>
  (context) =>
    measureOperations(context, limits);

export const queryCostRule = costRuleWithin(GRAPHQL_LIMITS);

function measureOperations(context: ValidationContext, limits: GraphQLLimits): ASTVisitor {
  const measured = new Map<string, Cost>();
  const visiting = new Set<string>();

  const fragmentCost = (name: string): Cost => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = context.getFragment(name);
    if (!fragment || visiting.has(name)) return NOTHING;
    visiting.add(name);
    const cost = selectionCost(fragment.selectionSet);
    visiting.delete(name);
    measured.set(name, cost);
    return cost;
  };

  const selectionCost = (set: SelectionSetNode): Cost => {
    const total = { ...NOTHING };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet ? selectionCost(selection.selectionSet) : NOTHING;
        total.depth = Math.max(total.depth, 1 + inner.depth);
        total.fields += 1 + inner.fields;
        total.aliases += (selection.alias ? 1 : 0) + inner.aliases;
      } else {
        // an inline fragment or a spread adds its fields at the level where it stands
        const inner = selection.kind === Kind.INLINE_FRAGMENT ? selectionCost(selection.selectionSet) : fragmentCost(selection.name.value);
        total.depth = Math.max(total.depth, inner.depth);
        total.fields += inner.fields;
        total.aliases += inner.aliases;
      }
    }
    return total;
  };

  return {
    OperationDefinition(operation) {
      const cost = selectionCost(operation.selectionSet);
      const { maxDepth, maxAliases, maxFields } = limits;
      if (cost.depth > maxDepth) {
        context.reportError(
          limitError(`The query is ${cost.depth} levels deep: at most ${maxDepth} levels are allowed`, 'graphql.tooDeep', maxDepth, [operation]),
        );
      }
      if (cost.aliases > maxAliases) {
        context.reportError(
          limitError(
            `The query uses ${countText(cost.aliases, limits)} aliases: at most ${maxAliases} aliases are allowed`,
            'graphql.tooManyAliases',
            maxAliases,
            [operation],
          ),
        );
      }
      if (cost.fields > maxFields) {
        context.reportError(
          limitError(
            `The query selects ${countText(cost.fields, limits)} fields, each fragment counted where it is spread: at most ${maxFields} fields are allowed`,
            'graphql.tooManyFields',
            maxFields,
            [operation],
          ),
        );
      }
    },
  };
}
