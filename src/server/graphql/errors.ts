import { GraphQLError } from 'graphql';
import { ApiError } from '../errors';

/**
 * Every GraphQL error leaves with extensions.code. Errors raised by our handlers keep their
 * contract code and issues; GraphQL's own validation errors (unknown field, wrong type) are
 * VALIDATION_FAILED; anything unexpected is INTERNAL with no internals in the message.
 */
export function formatGraphQLError(error: GraphQLError | Error): GraphQLError {
  const graphQLError = error instanceof GraphQLError ? error : new GraphQLError(error.message);
  const original = graphQLError.originalError;
  if (original instanceof ApiError) {
    return new GraphQLError(original.message, {
      path: graphQLError.path,
      extensions: { code: original.code, ...(original.issues ? { issues: original.issues } : {}) },
    });
  }
  if (!original && typeof graphQLError.extensions['code'] === 'string') {
    // refused by our own rules (./limits.ts): coded already, and the message holds no client value
    return graphQLError;
  }
  if (original && graphQLError.path) {
    // an execution error we did not raise on purpose
    console.error('[graphql] unexpected error:', scrub(original.message));
    return new GraphQLError('Something went wrong', { path: graphQLError.path, extensions: { code: 'INTERNAL' } });
  }
  const message = scrub(graphQLError.message);
  return new GraphQLError(message, {
    nodes: graphQLError.nodes,
    path: graphQLError.path,
    extensions: { code: 'VALIDATION_FAILED', issues: [{ path: issuePath(graphQLError.message), code: 'invalid_input', message }] },
  });
}

/**
 * GraphQL's coercion messages quote the rejected value ("got invalid value { card: { number:
 * ... } }"), which can be a card number or CVV: drop the quoted value and mask digit runs.
 */
function scrub(message: string): string {
  return message
    .replace(/got invalid value [\s\S]*?(; |$)/, 'got an invalid value$1')
    .replace(/(non[ -][\w ]*value|value): [\s\S]*$/, '$1.')
    .replace(/\d{3,}/g, '•••');
}

/** The failing field, from "at \"input.card.number\"" or "Field \"x\" is not defined", without the variable name. */
function issuePath(message: string): string[] {
  const at = /at "([^"]+)"/.exec(message)?.[1];
  const unknown = /Field "([^"]+)" is not defined by type/.exec(message)?.[1];
  const path = at ? at.split('.').slice(1) : [];
  return unknown ? [...path, unknown] : path;
}
