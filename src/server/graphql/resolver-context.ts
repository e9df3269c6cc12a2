import type { Caller, ServerContext } from '../context';

// A type alias, not an interface: graphql-http wants a Record-compatible context.
export type ResolverContext = {
  server: ServerContext;
  caller: Caller;
};

/** A root resolver: GraphQL's rootValue style, (args, context). */
export type Resolver<A = Record<string, never>, R = unknown> = (args: A, context: ResolverContext) => R;
